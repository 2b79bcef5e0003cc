// Personal data kept no longer than its use (issue 30): every table of the
// database read back after a registration, searched for the person's CPF,
// name, phone and e-mail; then the hourly purge run past each expiry.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { fakeClock, useTestApp } from '../../../test/app';
import { dataOf, loginStart, newDevice, registerUser, registration } from '../../../test/entrance';
import { PHONE_CODES_KEPT_MS } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('personal data retention', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });

  /** Every table holding `value` anywhere in a row, as `pg_dump` would show it. */
  async function tablesHolding(value: string): Promise<string[]> {
    const tables = await queryRows<{ name: string }>(
      ctx.app.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const [found] = await queryRows<{ hit: boolean }>(
        ctx.app.db,
        sql`select exists(select 1 from ${sql.identifier(name)} t
            where strpos(row_to_json(t)::text, ${value}) > 0) as hit`,
      );
      if (found?.hit) holding.push(name);
    }
    return holding;
  }

  const purge = () => ctx.app.dataRetention.purge(clock.now());

  it('after a registration, keeps each personal value only where the account keeps it', async () => {
    const lastName = 'Quintanilha Retencao';
    const { steps } = await registerUser(ctx.app, { fullName: `Zuleica ${lastName}` });

    // The account's row holds them; the registration's working copy is gone.
    expect(await tablesHolding(steps.cpf)).toEqual(['users']);
    expect(await tablesHolding(lastName)).toEqual(['users']);
    // Until their own expiry: the code sent to the phone (for the hourly caps)
    // and the e-mail link (for the address it confirms). The outbox is the
    // sandbox's phone and mailbox: it exists at STAGE=sandbox only.
    expect(await tablesHolding(steps.phone.digits)).toEqual([
      'phone_codes',
      'sandbox_outbox',
      'users',
    ]);
    expect(await tablesHolding(steps.email)).toEqual([
      'email_validation_tokens',
      'sandbox_outbox',
      'users',
    ]);

    clock.advance(PHONE_CODES_KEPT_MS + 60_000);
    expect((await purge()).phoneCodes).toBeGreaterThan(0);
    expect(await tablesHolding(steps.phone.digits)).toEqual(['sandbox_outbox', 'users']);

    clock.advance(7 * DAY_MS);
    expect((await purge()).emailTokens).toBeGreaterThan(0);
    expect(await tablesHolding(steps.email)).toEqual(['sandbox_outbox', 'users']);
  });

  it('deletes a registration never finished, and a sign-in, once they expire', async () => {
    const abandoned = registration(ctx.app, { fullName: 'Abandonada Desistente Souza' });
    dataOf(await abandoned.start());
    dataOf(await abandoned.setPhone());
    expect(await tablesHolding(abandoned.cpf)).toEqual(['register_intentions']);

    const { steps } = await registerUser(ctx.app);
    dataOf(await loginStart(ctx.app, { cpf: steps.cpf, deviceUUID: newDevice() }));
    const [open] = await queryRows<{ count: number }>(
      ctx.app.db,
      sql`select count(*)::int as count from login_intentions`,
    );
    expect(open?.count).toBeGreaterThan(0);

    // Before the expiry nothing goes.
    expect(await purge()).toMatchObject({ registerIntentions: 0, loginIntentions: 0 });
    expect(await tablesHolding(abandoned.cpf)).toEqual(['register_intentions']);

    clock.advance(DAY_MS);
    const run = await purge();
    expect(run.registerIntentions).toBeGreaterThan(0);
    expect(run.loginIntentions).toBeGreaterThan(0);
    expect(await tablesHolding(abandoned.cpf)).toEqual([]);
    expect(await tablesHolding('Desistente')).toEqual([]);
    const [left] = await queryRows<{ count: number }>(
      ctx.app.db,
      sql`select count(*)::int as count from login_intentions`,
    );
    expect(left?.count).toBe(0);
  });
});
