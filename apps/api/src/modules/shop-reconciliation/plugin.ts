// The shop-reconciliation module (issue 27): each shop's day compared with the
// card gateway's own record, daily for yesterday (every instance tries each
// hour; a day reconciled once is not run again by the job) and at an owner's
// button; each difference counted in /metrics.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { runWhileUp } from '../../periodic-task';
import { createReconciliationRepository } from './repository';
import reconciliationRoutes from './routes';
import { createReconciliation, type Reconciliations } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reconciliations: Reconciliations;
  }
}

const HOUR_MS = 60 * 60 * 1000;

export default fp(
  async (app) => {
    app.decorate(
      'reconciliations',
      createReconciliation({
        repository: createReconciliationRepository(app.db),
        cardNetwork: app.cardNetwork,
        clock: app.clock,
        counted: (kind) => app.metrics.reconciliationDifference(kind),
      }),
    );
    runWhileUp(
      app,
      "shops' daily reconciliation",
      async () => {
        const result = await app.reconciliations.reconcileYesterday();
        if (result.shops > 0) app.log.info(result, 'shops reconciled');
      },
      { intervalMs: HOUR_MS, log: app.log },
    );
    await app.register(reconciliationRoutes, { prefix: apiBase });
  },
  {
    name: 'shop-reconciliation',
    dependencies: ['db', 'clock', 'card-network', 'metrics', 'shop-users', 'audit'],
  },
);
