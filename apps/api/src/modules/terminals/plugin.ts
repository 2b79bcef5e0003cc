// The terminals module: the terminals repository (places and terminals) and
// service (making, revoking and rotating terminals' keys) on the app, and
// terminal authentication (decision 033): `Authorization: Bearer rosto_term_…`
// on the endpoints with `auth: 'terminal'`. The key is looked up by its
// SHA-256 and checked with verifyTerminalKey (constant-time, refuses a revoked
// terminal); anything else is 401 TERMINAL_UNAUTHORIZED. Sets
// `request.terminal` and keeps `last_used_at` (once a minute at most).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { type TerminalsRepository, createTerminalsRepository } from './repository';
import { type TerminalsService, createTerminalsService } from './service';
import {
  TERMINAL_KEY_MARKER,
  hashTerminalKey,
  issueTerminalKey,
  verifyTerminalKey,
} from './terminal-keys';

/** The terminal a request comes from. */
export interface TerminalCaller {
  id: string;
  placeId: string;
  /** The place asks the PIN at every payment. */
  requirePin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    terminalsRepository: TerminalsRepository;
    terminalsService: TerminalsService;
    /** onRequest hook for the terminal's routes (`auth: 'terminal'`); sets `request.terminal`. */
    authenticateTerminal: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    terminal: TerminalCaller | null;
  }
}

const LAST_USED_EVERY_MS = 60_000;

/** The bearer token when it has the terminal key's marker; null otherwise. */
function terminalKeyOf(request: FastifyRequest): string | null {
  const match = /^Bearer ([^\s]+)$/iu.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token?.startsWith(TERMINAL_KEY_MARKER) ? token : null;
}

export default fp(
  (app, _options, done) => {
    const repository = createTerminalsRepository(app.db);
    app.decorate('terminalsRepository', repository);
    app.decorate(
      'terminalsService',
      createTerminalsService({
        repository,
        issueKey: () => issueTerminalKey(),
        now: () => app.clock.now(),
      }),
    );
    app.decorateRequest('terminal', null);
    app.decorate('authenticateTerminal', async (request: FastifyRequest) => {
      const key = terminalKeyOf(request);
      const row = key ? await repository.findByKeyHash(hashTerminalKey(key)) : null;
      if (!key || !row || !verifyTerminalKey(key, row)) throw new AppError('TERMINAL_UNAUTHORIZED');
      request.terminal = { id: row.id, placeId: row.placeId, requirePin: row.requirePin };
      await repository.touch(row.id, app.clock.now(), LAST_USED_EVERY_MS);
    });
    done();
  },
  { name: 'terminals', dependencies: ['db', 'clock'] },
);
