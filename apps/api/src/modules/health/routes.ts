// /healthz (the process answers; cheap) and /readyz (it can serve: database
// reachable, face models loaded, not shutting down; Redis only degrades it).
// Outside /api and without the data wrapper, for probes and load balancers.
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
        operationId: 'liveness',
        tags: ['health'],
        summary: 'Liveness',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  const readinessChecks = z.object({
    database: z.enum(['ok', 'down']),
    redis: z.enum(['ok', 'down', 'off']),
    faceModels: z.enum(['ok', 'starting']),
  });
  type Checks = z.infer<typeof readinessChecks>;

  const databaseCheck = async (): Promise<Checks['database']> => {
    try {
      await app.database.ping();
      return 'ok';
    } catch {
      return 'down';
    }
  };
  const redisCheck = async (): Promise<Checks['redis']> => {
    if (!app.redis) return 'off';
    if (app.redis.status !== 'ready') return 'down';
    try {
      await app.redis.ping();
      return 'ok';
    } catch {
      return 'down';
    }
  };
  const faceModelsCheck = (): Checks['faceModels'] => {
    const state = app.faceEngine.state ?? 'ready';
    // Nothing started them (an app built without server.ts): start them now.
    if (state === 'idle') app.faceEngine.warmUp?.().catch(() => {});
    return state === 'ready' ? 'ok' : 'starting';
  };

  app.get(
    '/readyz',
    {
      logLevel,
      config: probe,
      schema: {
        operationId: 'readiness',
        tags: ['health'],
        security: [],
        summary:
          'Readiness: database reachable, face models loaded, not shutting down. ' +
          'Redis down leaves it ready but degraded (the rate limits count per instance, decision 043).',
        response: {
          200: z.object({ status: z.enum(['ready', 'degraded']), checks: readinessChecks }),
          503: errorBodySchema,
        },
      },
    },
    async () => {
      if (app.shuttingDown) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'shutting-down' });
      const [database, redis] = await Promise.all([databaseCheck(), redisCheck()]);
      const checks: Checks = { database, redis, faceModels: faceModelsCheck() };
      if (database !== 'ok' || checks.faceModels !== 'ok') {
        throw new AppError('SERVICE_UNAVAILABLE', { checks });
      }
      return { status: redis === 'down' ? ('degraded' as const) : ('ready' as const), checks };
    },
  );
  done();
};

export default healthRoutes;
