import { describe, expect, it } from 'vitest';
import { delivery } from '../../../test/webhook-fixtures';
import { deliveryInFlight } from './get-webhook-deliveries';

const now = Date.parse('2026-11-27T15:00:00.000Z');

describe('the deliveries log asks again by itself', () => {
  it('while a delivery is being sent or is due within seconds', () => {
    expect(deliveryInFlight([delivery({ state: 'running' })], now)).toBe(true);
    expect(
      deliveryInFlight(
        [delivery({ state: 'queued', nextAttemptAt: '2026-11-27T15:00:10.000Z' })],
        now,
      ),
    ).toBe(true);
  });

  it('not for settled ones, nor for a try due minutes from now', () => {
    expect(deliveryInFlight([delivery(), delivery({ state: 'failed' })], now)).toBe(false);
    expect(
      deliveryInFlight(
        [delivery({ state: 'queued', nextAttemptAt: '2026-11-27T15:02:00.000Z' })],
        now,
      ),
    ).toBe(false);
    expect(deliveryInFlight([], now)).toBe(false);
  });
});
