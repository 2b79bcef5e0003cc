// Terminal payments by outcome for the metrics: the repository's state changes
// that end a sale (or leave its charge unknown), counted as they are written.
import type { TerminalPaymentState } from '@rosto/contract/schemas/terminal-payments';
import type { AppMetrics } from '../../plugins/app/metrics';
import type { TerminalPaymentsRepository } from './repository';

const OUTCOMES: ReadonlySet<TerminalPaymentState> = new Set([
  'SUCCEEDED',
  'DECLINED',
  'UNKNOWN',
  'CANCELED',
  'EXPIRED',
  'NOT_CHARGED',
]);

export function countingOutcomes(
  repository: TerminalPaymentsRepository,
  metrics: Pick<AppMetrics, 'paymentSettled'>,
): TerminalPaymentsRepository {
  return {
    ...repository,
    async move(id, from, to, at, changes) {
      const row = await repository.move(id, from, to, at, changes);
      // UNKNOWN -> UNKNOWN is the reconciliation putting a payment back in line.
      if (row && OUTCOMES.has(to) && !from.includes(to)) metrics.paymentSettled(to);
      return row;
    },
    async recordSuccess(payment, charge, at, from, unseen) {
      const row = await repository.recordSuccess(payment, charge, at, from, unseen);
      if (row) metrics.paymentSettled('SUCCEEDED');
      return row;
    },
    async recordReversal(payment, gatewayChargeId, at) {
      const row = await repository.recordReversal(payment, gatewayChargeId, at);
      if (row) metrics.paymentSettled('REVERSED');
      return row;
    },
    async recordCancel(payment, at) {
      const row = await repository.recordCancel(payment, at);
      if (row) metrics.paymentSettled('CANCELED');
      return row;
    },
  };
}
