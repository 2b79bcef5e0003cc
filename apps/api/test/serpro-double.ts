// A local stand-in for Serpro's Consulta CPF v2, for the adapter's tests: one
// node:http server on port 0 with the token endpoint (POST /token, Basic
// consumer key:secret, grant_type=client_credentials, answering access_token
// and expires_in) and GET /consulta-cpf-df/v2/cpf/{ni} with the Bearer token,
// answering the documented bodies and codes (200 with ni, nome, situacao,
// nascimento, nomeSocial; 404; 422 for a minor; 401 for a token it did not
// issue). It records every request. Scenarios: `answer`, `error500`, `slow`.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createSerproCpfBureau } from '../src/plugins/app/cpf-bureau/serpro';

export interface SerproRecord {
  nome: string;
  situacao: { codigo: string; descricao: string };
  nascimento: string;
  nomeSocial?: string;
}

export interface SerproDouble {
  cpfUrl: string;
  tokenUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The register: CPFs it knows; any other is 404. */
  records: Map<string, SerproRecord>;
  /** CPFs whose data it withholds as a minor's (422). */
  minors: Set<string>;
  scenario: 'answer' | 'error500' | 'slow';
  slowMs: number;
  /** Tokens it issued and still takes; clear it to make the next call a 401. */
  tokens: Set<string>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSerproDouble(): Promise<SerproDouble> {
  const consumerKey = 'double-consumer-key';
  const consumerSecret = 'double-consumer-secret';
  const basic = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
  let issued = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    double.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
    });
    if (double.scenario === 'slow')
      await new Promise((resolve) => setTimeout(resolve, double.slowMs));
    if (double.scenario === 'error500') return json(res, 500, { error: 'internal_server_error' });

    if (req.method === 'POST' && path === '/token') {
      const body = await readBody(req);
      if (req.headers.authorization !== basic || body !== 'grant_type=client_credentials') {
        return json(res, 401, { error: 'invalid_client' });
      }
      issued += 1;
      const token = `token-${issued}`;
      double.tokens.add(token);
      return json(res, 200, {
        scope: 'am_application_scope default',
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: token,
      });
    }
    const cpf = /^\/consulta-cpf-df\/v2\/cpf\/(\d{11})$/u.exec(path)?.[1];
    if (req.method === 'GET' && cpf) {
      const bearer = req.headers.authorization?.replace(/^Bearer /u, '') ?? '';
      if (!double.tokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });
      if (double.minors.has(cpf)) return json(res, 422, { error: 'lgpd_protection' });
      const record = double.records.get(cpf);
      if (!record) return json(res, 404, { error: 'not_found' });
      return json(res, 200, { ni: cpf, ...record, dataInscricao: '01012000' });
    }
    return json(res, 403, { error: 'forbidden' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const double: SerproDouble = {
    cpfUrl: `${base}/consulta-cpf-df/v2`,
    tokenUrl: `${base}/token`,
    consumerKey,
    consumerSecret,
    records: new Map(),
    minors: new Set(),
    scenario: 'answer',
    slowMs: 2_000,
    tokens: new Set(),
    requests: [],
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return double;
}

/** The real adapter pointed at the double, quiet, with a short timeout. */
export function serproBureauFor(double: SerproDouble, timeoutMs = 1_000) {
  return createSerproCpfBureau(
    {
      consumerKey: double.consumerKey,
      consumerSecret: double.consumerSecret,
      cpfUrl: double.cpfUrl,
      tokenUrl: double.tokenUrl,
      timeoutMs,
    },
    pino({ level: 'silent' }),
  );
}
