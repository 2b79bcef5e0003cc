// `node --import tsx apps/api/src/cli/openapi.ts FILE`: writes the OpenAPI
// document that /docs/json serves in the sandbox, without a server or a data
// folder (the whole app on an empty in-memory PGlite). `npm run lint:openapi`
// (part of `npm run lint`) writes it to apps/api/dist-openapi/openapi.json,
// where redocly.yaml, .redocly.lint-ignore.yaml and .spectral.yaml expect it,
// and lints it: Redocly's recommended rules and Spectral's OWASP ruleset, with
// no finding left unsilenced (decision 077).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { openPglite } from '../db/client';
import type { FaceEngine } from '../face-engine/types';

/** Never asked: writing the document analyses no face. */
const noFaceEngine: FaceEngine = {
  analyse: () => Promise.reject(new Error('no face engine while writing the OpenAPI document')),
  close: () => Promise.resolve(),
};

async function writeDocument(file: string): Promise<void> {
  const config = parseEnv({
    STAGE: 'sandbox',
    LOG_LEVEL: 'silent',
    DOCS: 'on',
    CAPTCHA: 'off',
    DATA_DIR: join(tmpdir(), 'rosto-openapi'),
    WEB_DIST_DIR: join(tmpdir(), 'rosto-openapi-no-web-build'),
    CONSOLE_DIST_DIR: join(tmpdir(), 'rosto-openapi-no-console-build'),
  });
  const database = await openPglite();
  const app = await buildApp({
    // Secrets nothing here signs or checks with.
    config: {
      ...config,
      jwt: { ...config.jwt, secret: 'openapi-document-only-'.padEnd(32, '0') },
      face: { ...config.face, imageKey: Buffer.alloc(32) },
      pinPepper: Buffer.alloc(32),
    },
    database,
    faceEngine: noFaceEngine,
  });
  try {
    await app.ready();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: openapi.ts FILE\n');
  process.exit(2);
}
await writeDocument(file);
