import { describe, expect, it } from 'vitest';
import { countingOutcomes } from './outcome-metrics';
import type { TerminalPaymentRow, TerminalPaymentsRepository } from './repository';

const row = { id: 'p' } as TerminalPaymentRow;

function repositoryAnswering(answer: TerminalPaymentRow | null) {
  return {
    move: () => Promise.resolve(answer),
    recordSuccess: () => Promise.resolve(answer),
    recordCancel: () => Promise.resolve(answer),
  } as unknown as TerminalPaymentsRepository;
}

describe('terminal payments by outcome', () => {
  it('counts the state changes that end a sale, once each', async () => {
    const counted: string[] = [];
    const metrics = { paymentSettled: (outcome: string) => counted.push(outcome) };
    const repository = countingOutcomes(repositoryAnswering(row), metrics);
    const at = new Date();
    await repository.move('p', ['CHARGING'], 'DECLINED', at);
    await repository.move('p', ['CHARGING'], 'UNKNOWN', at);
    // The reconciliation putting an unknown payment back in line is no new outcome.
    await repository.move('p', ['UNKNOWN'], 'UNKNOWN', at);
    // Not an outcome: a face matched.
    await repository.move('p', ['STARTED'], 'IDENTIFIED', at);
    await repository.recordSuccess(
      row,
      { userId: 'u', paymentMethodId: 'm', gatewayChargeId: 'c' },
      at,
    );
    await repository.recordCancel(row, at);
    expect(counted).toEqual(['DECLINED', 'UNKNOWN', 'SUCCEEDED', 'CANCELED']);
  });

  it('counts nothing when another call settled the payment first', async () => {
    const counted: string[] = [];
    const repository = countingOutcomes(repositoryAnswering(null), {
      paymentSettled: (outcome) => counted.push(outcome),
    });
    await repository.move('p', ['CHARGING'], 'DECLINED', new Date());
    await repository.recordSuccess(
      row,
      { userId: 'u', paymentMethodId: 'm', gatewayChargeId: 'c' },
      new Date(),
    );
    expect(counted).toEqual([]);
  });
});
