// /healthz (the process answers) and /readyz (it can serve: database reachable,
// not shutting down). Outside /api and without the data wrapper, for probes.
import type { LogLevel } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import { AppError } from '../../errors';

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const probe = { rateLimit: false } as const;
  // Probes hit often: only warnings and errors (never more than the app's own level).
  const quietLevels: LogLevel[] = ['error', 'fatal', 'silent'];
  const logLevel: LogLevel = quietLevels.find((level) => level === app.log.level) ?? 'warn';

  app.get(
    '/healthz',
    {
      logLevel,
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel,
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and not shutting down',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema },
      },
    },
    async () => {
      if (app.shuttingDown) throw new AppError('SERVICE_UNAVAILABLE');
      try {
        await app.database.ping();
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', {}, { cause: error });
      }
      return { status: 'ready' as const };
    },
  );
  done();
};

export default healthRoutes;
