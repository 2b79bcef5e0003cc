// Self-service deletion (POST user/profile/delete, issue 9, decision 025): the
// PIN or an SMS code first; then no face data and no personal data of the
// customer in any table, every session ended, and the CPF answering
// USER_DELETED until the person registers again. On PGlite and PostgreSQL.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { faceTemplates, sessions, terminalPayments, transactions, users } from '../../db/schema';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  loginStart,
  newDevice,
  registerUser,
} from '../../../test/entrance';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import { addCreditCard, walletUser } from '../../../test/wallet';
import { embeddingToBytes } from '../../face-engine/similarity';

const PIN = '7392';

describe('account deletion', () => {
  const clock = fakeClock(new Date('2026-11-23T19:00:00Z'));
  const ctx = useTestApp({ clock });

  const deleteAccount = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/delete',
      headers: bearer(token),
      payload,
    });
  const profileStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
      .statusCode;

  /** A face as the registration leaves it: a template, a registration, a liveness failure. */
  async function enrolFace(userId: string) {
    await ctx.app.faceTemplateRepository.saveTemplate(
      {
        userId,
        usesGlasses: false,
        embedding: Buffer.from(embeddingToBytes(new Float32Array(512).fill(0.04))),
        descriptor: null,
        image: Buffer.from('sealed photo'),
        faceBox: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
        livenessScore: 0.9,
      },
      { awaitingReview: false },
      new Float32Array(512).fill(0.04),
      [],
      false,
      clock.now(),
    );
    await ctx.app.faceIntentionRepository.openIntention(userId, clock.now());
    await ctx.app.faceIntentionRepository.recordLivenessFailure(userId, 0.2, clock.now());
    await ctx.app.faceChallenges.forEnrolment(userId);
  }

  /** Every row of every table of the public schema, as JSON text, that mentions `needle`. */
  async function rowsMentioning(needle: string): Promise<string[]> {
    const tables = await queryRows<{ table_name: string }>(
      ctx.app.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not like '%migrations%'`,
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await queryRows<{ row: string }>(
        ctx.app.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      for (const { row } of rows) if (row.includes(needle)) found.push(`${table}: ${row}`);
    }
    return found;
  }

  it('deletes with the PIN: no face or personal data left, sessions ended', async () => {
    const { token, profile } = await registerUser(ctx.app, {
      pin: PIN,
      fullName: 'Berenice Quintanilha Sobral',
    });
    const otherPhone = await ctx.app.sessions.start(profile.id, newDevice());
    await enrolFace(profile.id);
    const phone = profile.phone!.number;
    const email = profile.email!;

    expectError(await deleteAccount(token, { pin: '7393' }), 403, 'INVALID_USER_PIN');
    expectError(await deleteAccount(token, {}), 400, 'INVALID_USER_PIN_FORMAT');
    expect(await profileStatus(token)).toBe(200);
    expect(await rowsMentioning(profile.cpf)).not.toEqual([]);

    expect(dataOf(await deleteAccount(token, { pin: PIN }))).toEqual({ ok: true });
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(otherPhone)).toBe(401);

    // No face data of the customer in any face table.
    for (const table of [
      'face_templates',
      'face_usage_intentions',
      'face_jobs',
      'face_liveness_failures',
      'face_duplicate_flags',
      'face_step_ups',
      'face_sdk_sessions',
      'face_challenges',
    ]) {
      const rows = await queryRows<{ row: string }>(
        ctx.app.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      expect(
        rows.filter(({ row }) => row.includes(profile.id)),
        table,
      ).toEqual([]);
    }
    expect(
      await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, profile.id)),
    ).toEqual([]);
    // Nor the CPF, the name, the phone or the e-mail anywhere.
    for (const needle of [profile.cpf, 'Berenice', 'Quintanilha', phone, email]) {
      expect(await rowsMentioning(needle), needle).toEqual([]);
    }
    // The anonymised account and its ended sessions remain (access records).
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row).toMatchObject({
      deleted: true,
      cpf: null,
      firstName: '',
      pinHash: null,
      deletedAt: clock.now(),
    });
    expect(row?.deletedCpfHash).toMatch(/^[0-9a-f]{64}$/u);
    const ended = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, profile.id));
    expect(ended.length).toBe(2);
    expect(ended.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('keeps the payments for the legal period, unlinked from the deleted account', async () => {
    const { token, profile } = await walletUser(ctx.app, { pin: PIN });
    const stranger = await walletUser(ctx.app);
    const added = await addCreditCard(ctx.app, token);
    expect(added.statusCode, added.body).toBe(201);
    const cardId = added.json<{ data: { id: string } }>().data.id;
    const place = await createPlace(ctx.database.db);
    const [paid, canceled] = await insertTransactions(ctx.database.db, profile.id, [
      { placeId: place.id, amountCents: 2390, paymentMethodId: cardId },
      { placeId: place.id, amountCents: 1500, canceledAt: clock.now() },
    ]);
    const [theirs] = await insertTransactions(ctx.database.db, stranger.profile.id, [
      { placeId: place.id },
    ]);
    // The shop's side of the first payment (decision 033), with the face scores that found her.
    const { terminal } = await createTerminal(ctx.database.db, place.id);
    await ctx.database.db.insert(terminalPayments).values({
      terminalId: terminal.id,
      placeId: place.id,
      idempotencyKey: 'venda-apagada',
      amountCents: 2390,
      state: 'SUCCEEDED',
      userId: profile.id,
      matchScore: 5.1,
      secondScore: 2.2,
      transactionId: paid!.id,
      expiresAt: clock.now(),
    });

    dataOf(await deleteAccount(token, { pin: PIN }));

    const kept = await ctx.database.db
      .select()
      .from(transactions)
      .where(inArray(transactions.id, [paid!.id, canceled!.id, theirs!.id]));
    const byId = new Map(kept.map((row) => [row.id, row]));
    // The payments remain, naming no one: no customer, and the card's row went with the wallet.
    expect(byId.get(paid!.id)).toMatchObject({
      userId: null,
      paymentMethodId: null,
      placeId: place.id,
      amountCents: 2390,
      status: 'SUCCESS',
    });
    expect(byId.get(canceled!.id)).toMatchObject({
      userId: null,
      amountCents: 1500,
      status: 'CANCELED',
      canceledAt: clock.now(),
    });
    expect(byId.get(theirs!.id)?.userId).toBe(stranger.profile.id);
    expect(
      (await rowsMentioning(profile.id)).filter(
        (row) => row.startsWith('transactions:') || row.startsWith('terminal_payments:'),
      ),
    ).toEqual([]);
    const [shopSide] = await ctx.database.db
      .select()
      .from(terminalPayments)
      .where(eq(terminalPayments.transactionId, paid!.id));
    expect(shopSide).toMatchObject({
      userId: null,
      matchScore: null,
      secondScore: null,
      amountCents: 2390,
      state: 'SUCCEEDED',
    });
  });

  it('answers USER_DELETED to the CPF until the person registers again', async () => {
    const { token, profile } = await registerUser(ctx.app, { pin: PIN });
    dataOf(await deleteAccount(token, { pin: PIN }));
    expectError(
      await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: profile.cpf }),
      403,
      'USER_DELETED',
    );

    const again = await registerUser(ctx.app, { cpf: profile.cpf, pin: PIN });
    expect(again.profile.id).not.toBe(profile.id);
    const started = await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: profile.cpf });
    expect(started.statusCode).toBe(200);
    const [old] = await ctx.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(old?.deletedCpfHash).toBeNull();
  });

  it('asks a customer without a PIN for a code sent by SMS', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: {},
    });
    const { token, profile } = created.json<{
      data: { token: string; profile: { id: string; phone: { number: string } } };
    }>().data;
    expectError(await deleteAccount(token, {}), 400, 'PHONE_OTP_TOKEN_INVALID');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/delete/code',
      headers: bearer(token),
      payload: { deviceUUID: newDevice() },
    });
    expect(dataOf(sent)).toMatchObject({
      phoneLastFourDigits: profile.phone.number.slice(-4),
    });
    const code = await lastCode(ctx.app, profile.phone.number);
    expectError(
      await deleteAccount(token, { otp: code === '000000' ? '000001' : '000000' }),
      400,
      'PHONE_OTP_TOKEN_INVALID',
    );
    expect(dataOf(await deleteAccount(token, { otp: code }))).toEqual({ ok: true });
    expect(await profileStatus(token)).toBe(401);
    expectError(await deleteAccount(token, { otp: code }), 401, 'UNAUTHORIZED');
  });
});
