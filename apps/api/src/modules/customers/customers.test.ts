// The console's customers (issue 26, role support): search by a support
// reference, a whole CPF or a phone; the customer's page, masked; block,
// unblock, end sessions and resend the e-mail confirmation, each audited. On
// PGlite and PostgreSQL (TEST_DB); the terminal's refusal of a blocked
// customer runs with the real face engine and the shared photos.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import {
  type CustomerDetails,
  type CustomerSearchItem,
  consoleCustomerResponseSchema,
  consoleCustomerSearchResponseSchema,
} from '@rosto/contract/schemas/console-customers';
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { App } from '../../app';
import { TEST_FACE_IMAGE_KEY, bearer, fakeClock, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  lastMessage,
  loginConfirm,
  loginStart,
  newCpf,
  newDevice,
  newPhone,
  registerUser,
  sandboxUser,
} from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { type SignedInOperator, signedInOperator } from '../../../test/operators';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import {
  type CardRow,
  payableCard,
  paymentOf,
  sendFace,
  startPayment,
  terminalCall,
} from '../../../test/terminal';
import { faceTemplates, registerIntentions, terminalPayments, users } from '../../db/schema';
import { sealImage } from '../../face-images/image-crypto';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';

const REASON = 'Cliente ligou: celular roubado (ticket 4411)';

type Customer = { token: string; profile: UserProfile };
const digitsOf = (profile: UserProfile) => profile.phone!.number;

/** The console's customer calls, each with an operator's headers (none: signed out). */
function consoleCalls(app: () => App) {
  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: `/api/console/customers${url}`, headers, payload });
  return {
    search: (headers: Record<string, string>, payload: Record<string, unknown>) =>
      post('/search', headers, payload),
    page: (headers: Record<string, string>, id: string) =>
      app().inject({ method: 'GET', url: `/api/console/customers/${id}`, headers }),
    block: (headers: Record<string, string>, id: string, reason = REASON) =>
      post(`/${id}/block`, headers, { reason }),
    unblock: (headers: Record<string, string>, id: string, reason = REASON) =>
      post(`/${id}/unblock`, headers, { reason }),
    endSessions: (headers: Record<string, string>, id: string, reason = REASON) =>
      post(`/${id}/sessions/end`, headers, { reason }),
    resendEmail: (headers: Record<string, string>, id: string, reason = REASON) =>
      post(`/${id}/email-confirmation`, headers, { reason }),
  };
}

const itemsOf = (response: LightMyRequestResponse): CustomerSearchItem[] => {
  expect(response.statusCode, response.body).toBe(200);
  return consoleCustomerSearchResponseSchema.parse(response.json()).data.items;
};
const pageOf = (response: LightMyRequestResponse): CustomerDetails => {
  expect(response.statusCode, response.body).toBe(200);
  return consoleCustomerResponseSchema.parse(response.json()).data;
};

/** The customer's token still opens the profile: 200, or 401 once the session ended. */
const profileStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }))
    .statusCode;

/** A whole sign-in by SMS code; answers the last step's response. */
async function signIn(app: App, profile: UserProfile, deviceUUID = newDevice()) {
  const started = await loginStart(app, { deviceUUID, cpf: profile.cpf });
  if (started.statusCode !== 200) return started;
  const { loginIntentionId } = started.json<{ data: { loginIntentionId: string } }>().data;
  return loginConfirm(app, {
    deviceUUID,
    loginIntentionId,
    otp: await lastCode(app, digitsOf(profile)),
  });
}

describe('console customers', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });
  const calls = consoleCalls(() => ctx.app);
  let helpDesk: SignedInOperator;
  let helpDeskReviewer: SignedInOperator;

  const auditOf = (operator: SignedInOperator, action: string) =>
    ctx.app.auditRepository.list({ operatorId: operator.id, action }, 50);

  beforeAll(async () => {
    helpDesk = await signedInOperator(ctx.app, ['support']);
    helpDeskReviewer = await signedInOperator(ctx.app, ['support', 'reviewer']);
  });

  describe('who may call', () => {
    const everyCall = (id: string) => [
      (headers: Record<string, string>) => calls.search(headers, { cpf: newCpf() }),
      (headers: Record<string, string>) => calls.page(headers, id),
      (headers: Record<string, string>) => calls.block(headers, id),
      (headers: Record<string, string>) => calls.unblock(headers, id),
      (headers: Record<string, string>) => calls.endSessions(headers, id),
      (headers: Record<string, string>) => calls.resendEmail(headers, id),
    ];

    it.each<{ roles: OperatorRole[] }>([
      { roles: ['reviewer'] },
      { roles: ['shops'] },
      { roles: ['admin'] },
      { roles: ['reviewer', 'shops', 'admin'] },
    ])(
      'refuses an operator with $roles and not support: 403, the customer untouched, nothing audited',
      async ({ roles }) => {
        const customer = await sandboxUser(ctx.app);
        const operator = await signedInOperator(ctx.app, roles);
        for (const call of everyCall(customer.profile.id)) {
          const response = await call(operator.headers);
          expectError(response, 403, 'FORBIDDEN');
          expect(response.body).not.toContain(customer.profile.firstName);
        }
        expect(await profileStatus(ctx.app, customer.token)).toBe(200);
        const rows = await ctx.app.auditRepository.list({ operatorId: operator.id }, 50);
        expect(rows.map((row) => row.action)).toEqual(['operator.sign-in']);
      },
    );

    it('refuses a call without a console session, or with a customer token: 401', async () => {
      const customer = await sandboxUser(ctx.app);
      for (const headers of [{}, bearer(customer.token), bearer(`${helpDesk.token}x`)]) {
        for (const call of everyCall(customer.profile.id)) {
          expectError(await call(headers), 401, 'UNAUTHORIZED');
        }
      }
      expect(await profileStatus(ctx.app, customer.token)).toBe(200);
    });
  });

  describe('search', () => {
    let maria: Customer;
    const cpf = newCpf();
    const phone = newPhone();

    beforeAll(async () => {
      maria = await sandboxUser(ctx.app, {
        cpf,
        fullName: 'Maria Clara Pereira',
        phone: { areaCode: phone.areaCode, number: phone.number },
      });
    });

    const expectMaria = (items: CustomerSearchItem[]) => {
      expect(items).toEqual([
        {
          id: maria.profile.id,
          firstName: 'Maria',
          maskedCpf: `•••.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-••`,
          maskedPhone: `(${phone.areaCode}) •••••-${phone.digits.slice(-4)}`,
          status: 'active',
          createdAt: expect.any(String) as string,
        },
      ]);
    };

    it('finds a customer by the whole CPF, answers it masked, and audits the kind of key only', async () => {
      const response = await calls.search(helpDesk.headers, { cpf });
      expectMaria(itemsOf(response));
      expect(response.headers['cache-control']).toBe('no-store');
      for (const secret of [cpf, phone.digits, phone.number]) {
        expect(response.body).not.toContain(secret);
      }
      const [row] = await auditOf(helpDesk, 'customer.search');
      expect(row).toMatchObject({ targetKind: 'search', targetId: 'cpf', reason: null });
      expect(JSON.stringify(row)).not.toContain(cpf);
    });

    it('finds a customer by phone with its area code', async () => {
      const response = await calls.search(helpDesk.headers, { phone: phone.digits });
      expectMaria(itemsOf(response));
      expect(response.body).not.toContain(phone.digits);
      const [row] = await auditOf(helpDesk, 'customer.search');
      expect(row).toMatchObject({ targetKind: 'search', targetId: 'phone' });
      expect(JSON.stringify(row)).not.toContain(phone.digits);
    });

    it('finds a customer by the support reference of a help request (by its CPF or its phone), as typed', async () => {
      for (const context of [{ cpf, code: 'USER_IS_BLOCKED' }, { phone: phone.digits }]) {
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/support/references',
          payload: context,
        });
        const { reference } = created.json<{ data: { reference: string } }>().data;
        const typed = ` ${reference.replaceAll('-', '').toLowerCase()} `;
        expectMaria(itemsOf(await calls.search(helpDesk.headers, { reference: typed })));
        const [row] = await auditOf(helpDesk, 'customer.search');
        expect(row).toMatchObject({ targetKind: 'search', targetId: 'reference' });
      }
    });

    it('answers an empty list when nobody has the key; a reference with only the last four digits names nobody', async () => {
      expect(itemsOf(await calls.search(helpDesk.headers, { cpf: newCpf() }))).toEqual([]);
      expect(itemsOf(await calls.search(helpDesk.headers, { phone: newPhone().digits }))).toEqual(
        [],
      );
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/references',
        payload: { lastFour: phone.digits.slice(-4) },
      });
      const { reference } = created.json<{ data: { reference: string } }>().data;
      expect(itemsOf(await calls.search(helpDesk.headers, { reference }))).toEqual([]);
    });

    it('answers 404 for an unknown reference, and audits the search all the same', async () => {
      const before = (await auditOf(helpDesk, 'customer.search')).length;
      expectError(
        await calls.search(helpDesk.headers, { reference: '0000-0000-0000-0000-0000' }),
        404,
        'SUPPORT_REFERENCE_NOT_FOUND',
      );
      expect((await auditOf(helpDesk, 'customer.search')).length).toBe(before + 1);
    });

    it('shows a blocked and a deleted account with their status', async () => {
      const blocked = await sandboxUser(ctx.app, { blocked: true });
      const deleted = await sandboxUser(ctx.app, { deleted: true });
      const [blockedItem] = itemsOf(
        await calls.search(helpDesk.headers, { cpf: blocked.profile.cpf }),
      );
      expect(blockedItem).toMatchObject({ id: blocked.profile.id, status: 'blocked' });
      const [deletedItem] = itemsOf(
        await calls.search(helpDesk.headers, { cpf: deleted.profile.cpf }),
      );
      expect(deletedItem).toMatchObject({ id: deleted.profile.id, status: 'deleted' });
    });

    it('refuses a partial CPF, a bad phone, two keys, no key or an unknown key: 400 with a code, nothing audited', async () => {
      const before = (await auditOf(helpDesk, 'customer.search')).length;
      const refusals: [Record<string, unknown>, string][] = [
        [{ cpf: cpf.slice(0, 6) }, 'CPF_INVALID'],
        [{ cpf: cpf.slice(0, 10) }, 'CPF_INVALID'],
        [{ cpf: `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}` }, 'CPF_INVALID'],
        [{ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}` }, 'CPF_INVALID'],
        [{ phone: phone.digits.slice(-4) }, 'PHONE_INVALID'],
        [{ phone: `${phone.digits}1` }, 'PHONE_INVALID'],
        [{ cpf, phone: phone.digits }, 'VALIDATION_ERROR'],
        [{}, 'VALIDATION_ERROR'],
        [{ name: 'Maria' }, 'VALIDATION_ERROR'],
        [{ reference: '' }, 'VALIDATION_ERROR'],
      ];
      for (const [payload, code] of refusals) {
        const response = await calls.search(helpDesk.headers, payload);
        expectError(response, 400, code);
        expect(response.body).not.toContain(maria.profile.id);
      }
      expect((await auditOf(helpDesk, 'customer.search')).length).toBe(before);
    });
  });

  describe("the customer's page", () => {
    it('shows the customer masked, with cards, the last 10 payments and open sessions; no-store; each opening audited', async () => {
      const deviceUUID = newDevice();
      const registered = await registerUser(ctx.app, {
        fullName: 'Joana Dias Prado',
        email: 'joana.prado@gmail.com',
        deviceUUID,
      });
      const { profile } = registered;
      // What the app says of its device at the start of a registration.
      await ctx.database.db
        .update(registerIntentions)
        .set({
          deviceInfo: {
            platform: 'android',
            platformVersion: '14',
            deviceName: 'Pixel 7',
            userAgent: 'Mozilla/5.0',
          },
        })
        .where(eq(registerIntentions.id, registered.steps.registerIntentionId));
      const card = await payableCard(ctx.database.db, profile.id, { lastFour: '4242' });
      const removed = await payableCard(ctx.database.db, profile.id, {
        lastFour: '9999',
        deletedAt: new Date(),
      });
      const place = await createPlace(ctx.database.db, { name: 'Padaria Sol Nascente' });
      const start = clock.now().getTime() - 60 * 60_000;
      await insertTransactions(
        ctx.database.db,
        profile.id,
        Array.from({ length: 12 }, (_, index) => ({
          placeId: place.id,
          amountCents: 1000 + index,
          createdAt: new Date(start + index * 60_000),
          paymentMethodId: card.id,
          ...(index === 11 ? { canceledAt: new Date(start + 12 * 60_000) } : {}),
        })),
      );
      // A session ended is not listed.
      const other = dataOf<{ token: string }>(await signIn(ctx.app, profile));
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: bearer(other.token),
      });

      const response = await calls.page(helpDesk.headers, profile.id);
      const page = pageOf(response);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(page).toMatchObject({
        id: profile.id,
        firstName: 'Joana',
        lastName: 'Dias Prado',
        maskedCpf: `•••.${profile.cpf.slice(3, 6)}.${profile.cpf.slice(6, 9)}-••`,
        maskedPhone: `(${digitsOf(profile).slice(0, 2)}) •••••-${digitsOf(profile).slice(-4)}`,
        maskedEmail: 'j•••@gmail.com',
        emailConfirmed: false,
        status: 'active',
        faceThumbnail: null,
      });
      expect(page.cards).toEqual([
        {
          id: card.id,
          type: 'CREDIT_CARD',
          brand: 'VISA',
          lastFour: '4242',
          status: 'AUTO_APPROVED',
        },
      ]);
      expect(page.cards.map((shown) => shown.id)).not.toContain(removed.id);
      expect(page.payments).toHaveLength(10);
      expect(page.payments[0]).toMatchObject({
        placeName: 'Padaria Sol Nascente',
        amountCents: 1011,
        status: 'CANCELED',
        at: new Date(start + 11 * 60_000).toISOString(),
      });
      expect(page.payments.map((payment) => payment.amountCents)).toEqual(
        Array.from({ length: 10 }, (_, index) => 1011 - index),
      );
      expect(page.sessions).toEqual([
        {
          id: expect.any(String) as string,
          createdAt: expect.any(String) as string,
          lastSeenAt: expect.any(String) as string,
          device: 'Pixel 7 · android 14',
        },
      ]);
      for (const secret of [profile.cpf, digitsOf(profile), 'joana.prado', card.cardToken!]) {
        expect(response.body).not.toContain(secret);
      }

      await calls.page(helpDesk.headers, profile.id);
      const views = await auditOf(helpDesk, 'customer.view');
      expect(views.slice(0, 2)).toEqual([
        expect.objectContaining({ targetKind: 'user', targetId: profile.id, reason: null }),
        expect.objectContaining({ targetKind: 'user', targetId: profile.id, reason: null }),
      ]);
    });

    it('shows the face thumbnail only to an operator who also reviews faces', async () => {
      const customer = await sandboxUser(ctx.app);
      const crop = await sharp({
        create: { width: 192, height: 192, channels: 3, background: '#c8a27c' },
      })
        .jpeg()
        .toBuffer();
      await ctx.database.db.insert(faceTemplates).values({
        userId: customer.profile.id,
        usesGlasses: false,
        embedding: Buffer.alloc(2048),
        image: sealImage(TEST_FACE_IMAGE_KEY, crop),
        pictures: sealImage(
          TEST_FACE_IMAGE_KEY,
          Buffer.from(JSON.stringify({ FACEBOX_CLOSER: crop.toString('base64') })),
        ),
        faceBox: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
        livenessScore: 0.9,
        createdAt: clock.now(),
      });

      const withoutFace = pageOf(await calls.page(helpDesk.headers, customer.profile.id));
      expect(withoutFace.faceStatus).toBe('SUCCESS');
      expect(withoutFace.faceThumbnail).toBeNull();
      const withFace = pageOf(await calls.page(helpDeskReviewer.headers, customer.profile.id));
      expect(withFace.faceThumbnail).toBe(`data:image/jpeg;base64,${crop.toString('base64')}`);
      const [row] = await auditOf(helpDeskReviewer, 'customer.view');
      expect(row).toMatchObject({ targetKind: 'user', targetId: customer.profile.id });
    });

    it('answers 404 CUSTOMER_NOT_FOUND for an unknown or deleted customer, and 400 for a malformed id', async () => {
      const deleted = await sandboxUser(ctx.app, { deleted: true });
      for (const id of [crypto.randomUUID(), deleted.profile.id]) {
        for (const call of [
          () => calls.page(helpDesk.headers, id),
          () => calls.block(helpDesk.headers, id),
          () => calls.unblock(helpDesk.headers, id),
          () => calls.endSessions(helpDesk.headers, id),
          () => calls.resendEmail(helpDesk.headers, id),
        ]) {
          expectError(await call(), 404, 'CUSTOMER_NOT_FOUND');
        }
      }
      expectError(await calls.page(helpDesk.headers, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
      expectError(await calls.block(helpDesk.headers, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
      const rows = await ctx.app.auditRepository.list({ targetId: deleted.profile.id }, 10);
      expect(rows).toEqual([]);
    });
  });

  describe('actions', () => {
    it('blocks: the customer is out at once, cannot sign in, and the block is audited with its reason; unblocking lets them sign in again', async () => {
      const customer = await sandboxUser(ctx.app);
      const second = dataOf<{ token: string }>(await signIn(ctx.app, customer.profile));
      expect(await profileStatus(ctx.app, customer.token)).toBe(200);

      const blocked = await calls.block(helpDesk.headers, customer.profile.id);
      expect(dataOf(blocked)).toEqual({ status: 'blocked', sessionsEnded: 2 });
      for (const token of [customer.token, second.token]) {
        expect(await profileStatus(ctx.app, token)).toBe(401);
      }
      expectError(
        await loginStart(ctx.app, { deviceUUID: newDevice(), cpf: customer.profile.cpf }),
        403,
        'USER_IS_BLOCKED',
      );
      expect(pageOf(await calls.page(helpDesk.headers, customer.profile.id))).toMatchObject({
        status: 'blocked',
        sessions: [],
      });
      const [blockRow] = await auditOf(helpDesk, 'customer.block');
      expect(blockRow).toMatchObject({
        targetKind: 'user',
        targetId: customer.profile.id,
        reason: REASON,
        operatorId: helpDesk.id,
      });

      expect(
        dataOf(await calls.unblock(helpDesk.headers, customer.profile.id, 'Aparelho recuperado')),
      ).toEqual({
        status: 'active',
      });
      // The ended sessions stay ended; a new sign-in works.
      expect(await profileStatus(ctx.app, customer.token)).toBe(401);
      const again = dataOf<{ token: string }>(await signIn(ctx.app, customer.profile));
      expect(await profileStatus(ctx.app, again.token)).toBe(200);
      const [unblockRow] = await auditOf(helpDesk, 'customer.unblock');
      expect(unblockRow).toMatchObject({
        targetId: customer.profile.id,
        reason: 'Aparelho recuperado',
      });
    });

    it('ends every session of a customer, answering how many, and audits it', async () => {
      const customer = await sandboxUser(ctx.app);
      const second = dataOf<{ token: string }>(await signIn(ctx.app, customer.profile));

      expect(dataOf(await calls.endSessions(helpDesk.headers, customer.profile.id))).toEqual({
        ended: 2,
      });
      for (const token of [customer.token, second.token]) {
        expect(await profileStatus(ctx.app, token)).toBe(401);
      }
      expect(dataOf(await calls.endSessions(helpDesk.headers, customer.profile.id))).toEqual({
        ended: 0,
      });
      // Not blocked: the customer signs in again.
      const again = dataOf<{ token: string }>(await signIn(ctx.app, customer.profile));
      expect(await profileStatus(ctx.app, again.token)).toBe(200);
      const rows = await auditOf(helpDesk, 'customer.end-sessions');
      expect(rows.slice(0, 2)).toEqual([
        expect.objectContaining({ targetId: customer.profile.id, reason: REASON }),
        expect.objectContaining({ targetId: customer.profile.id, reason: REASON }),
      ]);
    });

    it('resends the e-mail confirmation through the e-mail flow, within its hourly limit', async () => {
      const { profile } = await registerUser(ctx.app, { email: 'carla.mendes@mail.com' });
      const before = await lastMessage(ctx.app, 'carla.mendes@mail.com');

      expect(dataOf(await calls.resendEmail(helpDesk.headers, profile.id))).toEqual({ sent: true });
      const sent = await lastMessage(ctx.app, 'carla.mendes@mail.com');
      expect(sent).toMatchObject({ channel: 'email', subject: 'Confirme seu e-mail no Rosto' });
      expect(sent).not.toEqual(before);
      expect(sent!.body).toContain('/validar-email/');
      const [row] = await auditOf(helpDesk, 'customer.resend-email-confirmation');
      expect(row).toMatchObject({ targetKind: 'user', targetId: profile.id, reason: REASON });

      // Five links an hour per account, the registration's own included.
      let response = await calls.resendEmail(helpDesk.headers, profile.id);
      while (response.statusCode === 200) {
        response = await calls.resendEmail(helpDesk.headers, profile.id);
      }
      expectError(response, 429, 'TOO_MANY_REQUESTS');
      clock.advance(60 * 60_000 + 1000);
      // The console session idles out in 30 minutes: the help desk signs in again.
      helpDesk = await signedInOperator(ctx.app, ['support']);
      expect(dataOf(await calls.resendEmail(helpDesk.headers, profile.id))).toEqual({ sent: true });
    });

    it('refuses to resend a confirmed e-mail, or none at all, with catalogue codes', async () => {
      const confirmed = await sandboxUser(ctx.app, { email: 'rui.alves@mail.com' });
      expectError(
        await calls.resendEmail(helpDesk.headers, confirmed.profile.id),
        409,
        'CUSTOMER_EMAIL_ALREADY_CONFIRMED',
      );
      const withoutEmail = await sandboxUser(ctx.app);
      await ctx.database.db
        .update(users)
        .set({ email: null, emailValidated: false })
        .where(eq(users.id, withoutEmail.profile.id));
      expectError(
        await calls.resendEmail(helpDesk.headers, withoutEmail.profile.id),
        409,
        'CUSTOMER_EMAIL_MISSING',
      );
    });

    it('refuses an action without a reason, or with one too short or too long: 400, nothing done', async () => {
      const customer = await sandboxUser(ctx.app);
      for (const payload of [{}, { reason: '  a ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
        for (const action of ['block', 'unblock', 'sessions/end', 'email-confirmation']) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: `/api/console/customers/${customer.profile.id}/${action}`,
            headers: helpDesk.headers,
            payload,
          });
          expectError(response, 400, 'VALIDATION_ERROR');
        }
      }
      expect(await profileStatus(ctx.app, customer.token)).toBe(200);
      const rows = await ctx.app.auditRepository.list({ targetId: customer.profile.id }, 10);
      expect(rows).toEqual([]);
    });
  });
});

describe.skipIf(skipWithoutSharedFaces)(
  `a blocked customer at the terminal${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const PIN = '2580';
    const ctx = useFaceTestApp();
    const calls = consoleCalls(() => ctx.app);
    let ana: Customer & { card: CardRow };
    let till: string;
    let helpDesk: SignedInOperator;

    const rowOf = async (id: string) =>
      (
        await ctx.database.db.select().from(terminalPayments).where(eq(terminalPayments.id, id))
      )[0]!;
    const confirm = (id: string) =>
      terminalCall(ctx.app, till, `payments/${id}/confirm`, {
        paymentMethodId: ana.card.id,
        pin: PIN,
      });

    beforeAll(async () => {
      const user = await newFaceUser(ctx.app, { fullName: 'Ana Beatriz Souza', pin: PIN });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      ana = { ...user, card: await payableCard(ctx.database.db, user.profile.id) };
      till = (await createTerminal(ctx.database.db, (await createPlace(ctx.database.db)).id)).key;
      helpDesk = await signedInOperator(ctx.app, ['support', 'reviewer']);
    });

    it('is never charged: blocked after the face, the confirm is refused; blocked before it, the face is not recognised; unblocked, the customer pays', async () => {
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const page = pageOf(await calls.page(helpDesk.headers, ana.profile.id));
      expect(page.faceThumbnail).toMatch(/^data:image\/jpeg;base64,/u);

      const started = await startPayment(ctx.app, till);
      const identified = paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[2]));
      expect(identified.state).toBe('IDENTIFIED');
      dataOf(await calls.block(helpDesk.headers, ana.profile.id));

      const refused = await confirm(identified.id);
      expectError(refused, 422, 'TERMINAL_PAYMENT_NO_MATCH');
      for (const secret of ['Ana', ana.card.id, ana.profile.id]) {
        expect(refused.body).not.toContain(secret);
      }
      expect(await rowOf(identified.id)).toMatchObject({
        state: 'STARTED',
        userId: null,
        paymentMethodId: null,
      });
      expectError(
        await sendFace(ctx.app, till, identified.id, faces.personA[2]),
        422,
        'TERMINAL_PAYMENT_NO_MATCH',
      );
      expect(charge).not.toHaveBeenCalled();

      dataOf(await calls.unblock(helpDesk.headers, ana.profile.id));
      const again = paymentOf(await sendFace(ctx.app, till, identified.id, faces.personA[2]));
      expect(again.state).toBe('IDENTIFIED');
      expect(paymentOf(await confirm(again.id)).state).toBe('SUCCEEDED');
      expect(charge).toHaveBeenCalledTimes(1);
      const [pinRow] = await ctx.database.db
        .select({ failures: users.pinFailures })
        .from(users)
        .where(eq(users.id, ana.profile.id));
      expect(pinRow!.failures).toBe(0);
    });
  },
);
