// The face photo's rate limit counts per terminal key, not per address
// (decision 033): one till taking too many photos does not stop the next one.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createPlace, createTerminal } from '../../../test/payments';
import { terminalCall } from '../../../test/terminal';

describe('terminal face photo rate limit', () => {
  // ENTRANCE_RATE_LIMIT_MAX 1: three photos a minute per terminal.
  const ctx = useTestApp({ env: { ENTRANCE_RATE_LIMIT_MAX: '1' } });

  it('limits the face photos of each terminal key on its own, from one address', async () => {
    const place = await createPlace(ctx.database.db);
    const [first, second] = [
      (await createTerminal(ctx.database.db, place.id)).key,
      (await createTerminal(ctx.database.db, place.id, { name: 'Caixa 2' })).key,
    ];
    // Bodies the validation refuses: the limit is counted before it.
    const photo = (key: string) =>
      terminalCall(ctx.app, key, `payments/${randomUUID()}/face`, { image: 'não é uma foto' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await photo(first)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await photo(second)).statusCode).toBe(400);
    // Other calls of the same terminal are not limited with the photos.
    const started = await terminalCall(ctx.app, first, 'payments', {
      amountCents: 100,
      idempotencyKey: 'limite-por-terminal',
    });
    expect(started.statusCode).toBe(201);
  });
});
