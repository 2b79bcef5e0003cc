// "Download my data" (GET user/profile/export, issue 9): everything held about
// the signed-in user and nobody else, the face only by dates and states, no
// secrets. On PGlite and PostgreSQL (TEST_DB).
import { describe, expect, it } from 'vitest';
import { type UserDataExport, userDataExportResponseSchema } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, registerUser } from '../../../test/entrance';
import { createPlace, insertTransactions } from '../../../test/payments';
import { addCreditCard, visa, walletUser } from '../../../test/wallet';

describe('user data export', () => {
  const clock = fakeClock(new Date('2026-11-23T18:30:00Z'));
  const ctx = useTestApp({ clock });

  const exportOf = async (token: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile/export',
      headers: bearer(token),
    });
    // The answer is the contract's shape, nothing more.
    expect(userDataExportResponseSchema.strict().safeParse(response.json()).success).toBe(true);
    return { body: response.body, data: dataOf<UserDataExport>(response) };
  };

  it('holds the profile, consents, e-mails, sessions, face dates, resets and events', async () => {
    const { token, profile } = await registerUser(ctx.app, { pin: '7392' });
    const stranger = await registerUser(ctx.app);

    dataOf(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { email: 'nova.conta@example.com' },
      }),
    );
    dataOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/profile/reset-pin',
        headers: bearer(token),
      }),
    );
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service',
      headers: bearer(token),
      payload: {
        type: 'ANALYTICS',
        payload: {
          eventType: 'TRACKING',
          eventName: 'wallet_opened',
          eventProperties: { insertId: 'x-1', time: 1_731_400_000_000 },
        },
      },
    });
    expect(event.statusCode).toBe(202);
    await ctx.app.faceIntentionRepository.openIntention(profile.id, clock.now());

    const { body, data } = await exportOf(token);
    expect(data.exportedAt).toBe(clock.now().toISOString());
    expect(data.profile).toMatchObject({
      id: profile.id,
      cpf: profile.cpf,
      email: 'nova.conta@example.com',
      isEmailValidated: false,
      hasPin: true,
    });
    expect(data.consents.termsAcceptedAt).not.toBeNull();
    expect(data.consents.optInAt).toBe('2026-01-10T15:00:00.000Z');
    // The registration's opt-in origin, read back (docs/spec/account-checklist.md §3: optInBy).
    expect(data.consents.optInBy).toBe('register');
    expect(data.emailChanges.map((change) => change.email)).toContain('nova.conta@example.com');
    expect(data.emailConfirmations.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ endedAt: null });
    expect(data.face.registrations).toEqual([
      expect.objectContaining({ state: 'CAPTURING', outcome: null }),
    ]);
    expect(data.face.enrolledFaces).toEqual([]);
    expect(data.pinResets).toHaveLength(1);
    expect(data.analyticsEvents.map((item) => item.name)).toEqual(['wallet_opened']);
    expect(data.analyticsEvents[0]?.properties).toMatchObject({ insertId: 'x-1' });

    // Nobody else's data, and no secret: no PIN hash, code, token or photo.
    expect(body).not.toContain(stranger.profile.id);
    expect(body).not.toContain(stranger.profile.cpf);
    expect(body).not.toMatch(/argon2|tokenHash|codeHash|pinHash|embedding|image/iu);
  });

  it("lists the customer's payments, oldest first, with the shop and the card; nobody else's", async () => {
    const { token, profile } = await walletUser(ctx.app);
    const stranger = await walletUser(ctx.app);
    const number = visa(4242);
    const added = await addCreditCard(ctx.app, token, { number });
    expect(added.statusCode, added.body).toBe(201);
    const cardId = added.json<{ data: { id: string } }>().data.id;
    const place = await createPlace(ctx.database.db, {
      name: 'Padaria Sol Centro',
      address: 'Rua Augusta, 500, São Paulo',
    });
    const [first, second] = await insertTransactions(ctx.database.db, profile.id, [
      { placeId: place.id, amountCents: 2390, createdAt: new Date('2026-11-20T12:00:00Z') },
      {
        placeId: place.id,
        amountCents: 1050,
        paymentMethodId: cardId,
        createdAt: new Date('2026-11-21T12:00:00Z'),
        canceledAt: new Date('2026-11-21T12:30:00Z'),
      },
    ]);
    const [theirs] = await insertTransactions(ctx.database.db, stranger.profile.id, [
      { placeId: place.id, amountCents: 999 },
    ]);

    const { body, data } = await exportOf(token);
    expect(data.payments).toEqual([
      {
        id: first!.id,
        paidAt: '2026-11-20T12:00:00.000Z',
        status: 'SUCCESS',
        canceledAt: null,
        amountCents: 2390,
        place: { name: 'Padaria Sol Centro', address: 'Rua Augusta, 500, São Paulo' },
        card: null,
      },
      {
        id: second!.id,
        paidAt: '2026-11-21T12:00:00.000Z',
        status: 'CANCELED',
        canceledAt: '2026-11-21T12:30:00.000Z',
        amountCents: 1050,
        place: { name: 'Padaria Sol Centro', address: 'Rua Augusta, 500, São Paulo' },
        card: { type: 'CREDIT_CARD', brand: 'VISA', lastFourDigits: number.slice(-4) },
      },
    ]);
    expect(body).not.toContain(theirs!.id);
    expect(body).not.toContain(number);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile/export' });
    expect(response.statusCode).toBe(401);
  });
});
