// The session check and the payments list answered from the cache (decision
// 039), on PGlite and PostgreSQL (TEST_DB): the triggers' notices, another
// writer's change seen once heard, this instance's writes seen at once, and
// (on a server) a second instance and a lost listening connection.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer, startTestApp, useTestApp } from '../../test/app';
import { expectError } from '../../test/entrance';
import {
  createPlace,
  createTerminal,
  insertTransactions,
  transactionsOf,
} from '../../test/payments';
import { payableCard } from '../../test/terminal';
import { walletUser } from '../../test/wallet';
import type { App } from '../app';
import type { Database } from '../db/client';
import { NOTICE_LISTENER_NAME } from '../db/notice-listener';
import { places, sessions } from '../db/schema';
import { createTerminalPaymentsRepository } from '../modules/terminal-payments/repository';
import { createSessionRepository } from '../modules/sessions/repository';
import { createWalletRepository } from '../modules/wallet/repository';
import type { ChangeNotes } from './customer-changes';

const onServer = process.env.TEST_DB === 'postgres';

/** A write the triggers do not see (replica role): nobody is told of it. */
async function unannounced(db: Database, write: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

const renamePlace = (db: Database, id: string, name: string) =>
  db.update(places).set({ name }).where(eq(places.id, id));

/** Every customer id (or null: everyone) the app hears of while `during` runs. */
async function heardDuring(app: App, during: () => Promise<unknown>): Promise<(string | null)[]> {
  // Notices of earlier writes first, so that only those of `during` are counted.
  await app.customerChanges.settle();
  const heard: (string | null)[] = [];
  const stop = app.customerChanges.subscribe((userId) => heard.push(userId));
  try {
    await during();
    await app.customerChanges.settle();
  } finally {
    stop();
  }
  return heard;
}

/** Notes of a repository's writes, kept instead of told. */
function recordingNotes(): ChangeNotes & { heard: string[] } {
  const heard: string[] = [];
  return { heard, changed: (userId) => heard.push(userId) };
}

describe('cached answers', () => {
  const ctx = useTestApp();

  const customerWithPayment = async (placeName = `Padaria ${randomUUID()}`) => {
    const customer = await walletUser(ctx.app);
    const place = await createPlace(ctx.database.db, { name: placeName });
    await insertTransactions(ctx.database.db, customer.profile.id, [{ placeId: place.id }]);
    // Heard before the test reads: a late notice would empty the cache under it.
    await ctx.app.customerChanges.settle();
    return { ...customer, place };
  };

  it('answers a repeated page from the cache, and drops it when the database announces a change', async () => {
    const { token, place } = await customerWithPayment('Padaria Velha');
    expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Padaria Velha');

    // A change nobody announces is not seen: the page came from the cache.
    await unannounced(ctx.database.db, (tx) => renamePlace(tx, place.id, 'Padaria Escondida'));
    expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Padaria Velha');

    await renamePlace(ctx.database.db, place.id, 'Padaria Nova');
    await ctx.app.customerChanges.settle();
    expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Padaria Nova');
  });

  it("shows another writer's payment once its notice is heard", async () => {
    const { token, profile, place } = await customerWithPayment();
    expect(await transactionsOf(ctx.app, token)).toHaveLength(1);
    await insertTransactions(ctx.database.db, profile.id, [{ placeId: place.id }]);
    await ctx.app.customerChanges.settle();
    expect(await transactionsOf(ctx.app, token)).toHaveLength(2);
  });

  it('keeps pages apart by query, and one customer apart from another', async () => {
    const ann = await customerWithPayment();
    const bob = await customerWithPayment();
    await insertTransactions(ctx.database.db, ann.profile.id, [{ placeId: ann.place.id }]);
    await ctx.app.customerChanges.settle();
    expect(await transactionsOf(ctx.app, ann.token, '_take=1&_skip=0')).toHaveLength(1);
    expect(await transactionsOf(ctx.app, ann.token)).toHaveLength(2);
    expect(await transactionsOf(ctx.app, bob.token)).toHaveLength(1);
  });

  it('refuses a signed-out session at once, and a session closed by another writer once it is heard', async () => {
    const first = await walletUser(ctx.app);
    expect(await transactionsOf(ctx.app, first.token)).toEqual([]);
    await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(first.token) });
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/transactions',
        headers: bearer(first.token),
      }),
      401,
      'UNAUTHORIZED',
    );

    const second = await walletUser(ctx.app);
    expect(await transactionsOf(ctx.app, second.token)).toEqual([]);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, second.profile.id));
    await ctx.app.customerChanges.settle();
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/transactions',
        headers: bearer(second.token),
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('the triggers tell each changed customer once per statement, and nobody of a session merely used', async () => {
    const ann = await customerWithPayment();
    const bob = await customerWithPayment();
    const bulk = await heardDuring(ctx.app, () =>
      insertTransactions(ctx.database.db, ann.profile.id, [
        ...Array.from({ length: 300 }, () => ({ placeId: ann.place.id })),
      ]).then(() =>
        ctx.database.db.execute(
          sql`update transactions set amount_cents = amount_cents + 1 where user_id in (${ann.profile.id}, ${bob.profile.id})`,
        ),
      ),
    );
    // The insert tells Ann; the update tells each of them once (old and new rows are the same customer).
    expect(bulk.sort()).toEqual([ann.profile.id, ann.profile.id, bob.profile.id].sort());

    const used = await heardDuring(ctx.app, () =>
      ctx.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.userId, ann.profile.id)),
    );
    expect(used).toEqual([]);

    const renamed = await heardDuring(ctx.app, () =>
      renamePlace(ctx.database.db, ann.place.id, 'X'),
    );
    expect(renamed).toEqual([null]);
  });

  it("the repositories tell this instance of each write to a customer's cards, payments and sessions", async () => {
    const { profile, place } = await customerWithPayment();
    const db = ctx.database.db;
    const now = new Date();

    const wallet = recordingNotes();
    const cards = createWalletRepository(db, wallet);
    const card = await payableCard(db, profile.id, { validated: false, validationTries: 0 });
    await cards.update(profile.id, card.id, { alias: 'Cartão da casa' }, now);
    await cards.recordWrongTry(profile.id, card.id, 3, now);
    await cards.markDeleted(profile.id, card.id, now);
    await cards.deleteAllOfUser(profile.id);
    expect(wallet.heard).toEqual(Array(4).fill(profile.id));

    const payments = recordingNotes();
    const terminalPayments = createTerminalPaymentsRepository(db, payments);
    const { terminal } = await createTerminal(db, place.id);
    const paying = await payableCard(db, profile.id);
    const started = await terminalPayments.startOnce({
      terminalId: terminal.id,
      placeId: place.id,
      idempotencyKey: randomUUID(),
      amountCents: 2390,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const charging = await terminalPayments.move(started.id, ['STARTED'], 'CHARGING', now, {
      userId: profile.id,
    });
    const paid = await terminalPayments.recordSuccess(
      charging!,
      { userId: profile.id, paymentMethodId: paying.id, gatewayChargeId: randomUUID() },
      now,
    );
    await terminalPayments.recordCancel(paid!, now);
    expect(payments.heard).toEqual([profile.id, profile.id]);

    const closed = recordingNotes();
    const sessionRepository = createSessionRepository(db, closed);
    const [open] = await db.select().from(sessions).where(eq(sessions.userId, profile.id));
    await sessionRepository.revoke(open!.id, now);
    await sessionRepository.revoke(open!.id, now);
    expect(await sessionRepository.revokeAllOfUser(profile.id, now)).toBe(0);
    expect(closed.heard).toEqual([profile.id]);
  });

  describe.runIf(onServer)('on a PostgreSQL server', () => {
    it("a second instance refuses a session the first ended, and shows the first's new payments, once heard", async () => {
      const other = await startTestApp(ctx.database);
      try {
        const { token, profile, place } = await customerWithPayment();
        expect(await transactionsOf(other, token)).toHaveLength(1);

        await insertTransactions(ctx.database.db, profile.id, [{ placeId: place.id }]);
        await other.customerChanges.settle();
        expect(await transactionsOf(other, token)).toHaveLength(2);

        await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
        await other.customerChanges.settle();
        expectError(
          await other.inject({
            method: 'GET',
            url: '/api/user/transactions',
            headers: bearer(token),
          }),
          401,
          'UNAUTHORIZED',
        );
      } finally {
        await other.close();
      }
    });

    it('forgets everything when the listening connection drops, and caches again once it is back', async () => {
      const { token, place } = await customerWithPayment('Antes');
      expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Antes');
      await unannounced(ctx.database.db, (tx) => renamePlace(tx, place.id, 'Durante'));
      expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Antes');

      // Lost, then back: each drops every entry (notices may have been missed).
      const flushes: null[] = [];
      const stop = ctx.app.customerChanges.subscribe((userId) => {
        if (userId === null) flushes.push(null);
      });
      await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${NOTICE_LISTENER_NAME} and datname = current_database()`,
      );
      await vi.waitFor(
        () => {
          expect(flushes.length).toBeGreaterThanOrEqual(2);
          expect(ctx.app.customerChanges.live).toBe(true);
        },
        { timeout: 5_000 },
      );
      stop();
      expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Durante');

      await unannounced(ctx.database.db, (tx) => renamePlace(tx, place.id, 'Depois'));
      expect((await transactionsOf(ctx.app, token))[0]?.place.name).toBe('Durante');
    });
  });
});
