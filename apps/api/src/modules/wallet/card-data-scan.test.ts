// PCI-shaped storage (issue 10): after every wallet call — adds that succeed and
// fail, validation, CVV checks, edits, deletion — no full card number and no
// CVV is in any column of any table, nor in anything the server logged (at
// trace level). On PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type App } from '../../app';
import { type MemoryLogger, memoryLogger, startTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { addCreditCard, cardEndingIn, visa, walletCall, walletUser } from '../../../test/wallet';

/** A security code no uuid or hash in the data happens to hold as a JSON value. */
const CVV = '739';
const AMEX_CVV = '7391';

describe('card data at rest and in the logs', () => {
  let database: DatabaseHandle;
  let app: App;
  let log: MemoryLogger;

  beforeAll(async () => {
    database = await createTestDatabase();
    log = memoryLogger('trace');
    app = await startTestApp(database, { logger: log.logger, env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps no card number and no CVV in any table or log line', async () => {
    const { token } = await walletUser(app);
    const numbers = {
      kept: visa(901),
      declined: cardEndingIn('4539', '0002'),
      noCharge: cardEndingIn('4539', '0005'),
      amex: '378282246310005',
      deleted: visa(902),
      voucher: '6062829876543210',
      dmCard: cardEndingIn('637182', '9911'),
    };
    const kept = await addCreditCard(app, token, { number: numbers.kept, cvc: CVV });
    const keptId = kept.json<{ data: { id: string } }>().data.id;
    await addCreditCard(app, token, { number: numbers.kept, cvc: CVV }); // the same card again
    await addCreditCard(app, token, { number: numbers.declined, cvc: CVV });
    await addCreditCard(app, token, { number: `${numbers.kept.slice(0, -1)}0`, cvc: CVV }); // Luhn
    await addCreditCard(app, token, { number: numbers.kept, cvc: '12345' }); // CVV too long
    await addCreditCard(app, token, { number: numbers.amex, cvc: AMEX_CVV });
    const noCharge = await addCreditCard(app, token, { number: numbers.noCharge, cvc: CVV });
    const noChargeId = noCharge.json<{ data: { id: string } }>().data.id;
    await walletCall(app, token, 'POST', '/user/credit-card/validate', { paymentMethodId: keptId });
    await walletCall(app, token, 'POST', '/user/credit-card/random-amount-check', {
      paymentMethodId: keptId,
      amount: 123,
      tries: 0,
    });
    await walletCall(app, token, 'POST', '/user/credit-card/validate', {
      paymentMethodId: noChargeId,
    });
    await walletCall(app, token, 'POST', '/user/credit-card/update-cvv', {
      paymentMethodId: noChargeId,
      cvv: CVV,
    });
    const other = await walletUser(app);
    const deleted = await addCreditCard(app, other.token, { number: numbers.deleted, cvc: CVV });
    await walletCall(
      app,
      other.token,
      'DELETE',
      `/user/payment-method/${deleted.json<{ data: { id: string } }>().data.id}`,
    );
    await walletCall(app, other.token, 'POST', '/user/private-label', { number: numbers.voucher });
    await walletCall(app, other.token, 'POST', '/user/payment-method/dmcard', {
      name: 'JOANA L PRADO',
      number: numbers.dmCard,
      expiration: '10/30',
      birthdate: '1990-04-12',
      cvv: CVV,
      placeName: 'Loja',
      placeCode: 'L1',
      associateCode: 'A1',
    });

    const rows: string[] = [];
    const tables = await queryRows<{ table_name: string }>(
      app.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables) {
      for (const { row } of await queryRows<{ row: string }>(
        app.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      )) {
        rows.push(`${table}: ${row}`);
      }
    }
    const logged = log.lines().map((line) => JSON.stringify(line));
    // The calls above did reach the tables and the logs.
    expect(rows.some((row) => row.startsWith('payment_methods:'))).toBe(true);
    expect(logged.length).toBeGreaterThan(20);

    const leaks = (texts: string[], needle: string) =>
      texts.filter((text) => text.includes(needle));
    for (const number of Object.values(numbers)) {
      expect(leaks(rows, number), `card ${number} in a table`).toEqual([]);
      expect(leaks(logged, number), `card ${number} in the logs`).toEqual([]);
      // Also as typed, in groups of four.
      const grouped = number.replace(/(\d{4})(?=\d)/gu, '$1 ');
      expect(leaks(logged, grouped)).toEqual([]);
    }
    for (const cvv of [CVV, AMEX_CVV, '12345']) {
      for (const form of [`"${cvv}"`, `:${cvv},`, `=${cvv}`]) {
        expect(leaks(rows, form), `CVV ${form} in a table`).toEqual([]);
        expect(leaks(logged, form), `CVV ${form} in the logs`).toEqual([]);
      }
    }
  });
});
