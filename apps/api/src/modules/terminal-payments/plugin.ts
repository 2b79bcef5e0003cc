// The terminal payments module (issue 11, decision 033): the shop's side of a
// payment by face, on the face search, the PIN rules and the card gateway.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { runWhileUp } from '../../periodic-task';
import { countingOutcomes } from './outcome-metrics';
import { createPaymentNotices } from './payment-notices';
import { createTerminalPaymentsRepository } from './repository';
import terminalPaymentsRoutes from './routes';
import { type TerminalPaymentsService, createTerminalPaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    terminalPaymentsService: TerminalPaymentsService;
  }
}

export default fp(
  async (app) => {
    const log = app.log.child({ module: 'terminal-payments' });
    app.decorate(
      'terminalPaymentsService',
      createTerminalPaymentsService({
        repository: countingOutcomes(
          createTerminalPaymentsRepository(app.db, app.customerChanges, app.webhookOutbox),
          app.metrics,
        ),
        templates: app.faceTemplateRepository,
        search: app.faceSearch,
        engine: app.faceEngine,
        replays: app.faceReplayGuard,
        pins: app.pins,
        challenges: app.faceChallenges,
        cardNetwork: app.cardNetwork,
        notices: createPaymentNotices({ sms: app.messaging.sms, log }),
        clock: app.clock,
        log,
        chargingStaleMs: app.config.terminalReconcile.chargingStaleMs,
      }),
    );
    // Settles payments whose charge answer was lost (decision 033).
    runWhileUp(
      app,
      'terminal payment reconciliation',
      async () => {
        const result = await app.terminalPaymentsService.reconcile();
        if (result.settled + result.unknown > 0) log.info(result, 'terminal payments reconciled');
      },
      { intervalMs: app.config.terminalReconcile.intervalMs, log },
    );
    await app.register(terminalPaymentsRoutes, { prefix: apiBase });
  },
  {
    name: 'terminal-payments',
    dependencies: [
      'customer-changes',
      'db',
      'clock',
      'messaging',
      'terminals',
      'face-search',
      'user',
      'pin',
      'card-network',
      'payments',
      'metrics',
      'face-challenge',
      'face-replay',
    ],
  },
);
