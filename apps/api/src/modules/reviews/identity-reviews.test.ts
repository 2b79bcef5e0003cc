// The console's identity queue (issue 30, decision 080) on PGlite and
// PostgreSQL (TEST_DB): an account whose name is not the CPF holder's in the
// Receita Federal's register waits for a reviewer, and its face does not pay
// until the name is approved; a refused name blocks the account. Every view
// and decision is audited; only reviewers reach the queue.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointData } from '@rosto/contract/endpoints';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, registerUser } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { type SignedInOperator, signedInOperator } from '../../../test/operators';
import { createPlace, createTerminal } from '../../../test/payments';
import { payableCard, paymentOf, sendFace, startPayment } from '../../../test/terminal';
import { registerIntentions, users } from '../../db/schema';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import type { CpfBureau } from '../../plugins/app/cpf-bureau/index';
import { SANDBOX_OTHER_HOLDER_NAME, sandboxCpfs } from '../../plugins/app/cpf-bureau/sandbox';
import { createTerminalPaymentsRepository } from '../terminal-payments/repository';
import type { App } from '../../app';

const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const HOLDER = 'MARIANA COSTA LIMA';

/** A register where every CPF is Mariana Costa Lima's, a regular adult. */
const marianasRegister: CpfBureau = {
  lookup: () =>
    Promise.resolve({
      kind: 'found',
      situation: 'regular',
      name: HOLDER,
      socialName: null,
      birthDate: '15051990',
    }),
};

type IdentityDetail = EndpointData<'consoleIdentityReview'>;

const identityCalls = (id: string) =>
  [
    { method: 'GET', url: '/api/console/reviews/identities' },
    { method: 'GET', url: `/api/console/reviews/identities/${id}` },
    { method: 'POST', url: `/api/console/reviews/identities/${id}/approve`, payload: {} },
    {
      method: 'POST',
      url: `/api/console/reviews/identities/${id}/reject`,
      payload: { reason: 'cpf-of-another-person' },
    },
  ] as const;

async function auditOf(app: App, targetId: string) {
  return (await app.auditRepository.list({ targetKind: 'user', targetId }, 50)).reverse();
}

/** Whether the terminal's face step would let this account pay. */
async function mayPayByFace(app: App, userId: string) {
  const [customer] = await createTerminalPaymentsRepository(app.db).customers([userId]);
  return customer?.mayPay;
}

const profileOf = async (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('the identity queue: names that are not the CPF holder’s', () => {
  const clock = fakeClock(new Date('2026-11-29T12:00:00Z'));
  const ctx = useTestApp({ clock, cpfBureau: marianasRegister, env: { METRICS_TOKEN } });
  let reviewer: SignedInOperator;

  beforeAll(async () => {
    reviewer = await signedInOperator(ctx.app, ['reviewer']);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url: `/api/console/reviews/identities${url}`,
      headers: reviewer.headers,
      ...(payload ? { payload } : {}),
    });

  it('holds a registration under another name: WAITING_APPROVAL in the profile, listed, not payable by face, until approved', async () => {
    const held = await registerUser(ctx.app, { fullName: 'Mariana Lima Ferreira' });
    expect(held.profile.getPaymentStatus).toBe('WAITING_APPROVAL');
    expect(dataOf<UserProfile>(await profileOf(ctx.app, held.token)).getPaymentStatus).toBe(
      'WAITING_APPROVAL',
    );
    expect(await mayPayByFace(ctx.app, held.profile.id)).toBe(false);
    // The intention's copy of the register's name went with the rest at finish.
    const [intention] = await ctx.app.db
      .select({ holder: registerIntentions.cpfHolderName, cpf: registerIntentions.cpf })
      .from(registerIntentions)
      .where(eq(registerIntentions.userId, held.profile.id));
    expect(intention).toEqual({ holder: null, cpf: null });

    const listed = dataOf<EndpointData<'consoleIdentityReviews'>>(await call('GET', ''));
    expect(listed.items).toContainEqual({
      id: held.profile.id,
      firstName: 'Mariana',
      waitingSince: held.profile.createdAt,
    });

    const shown = await call('GET', `/${held.profile.id}`);
    expect(shown.headers['cache-control']).toBe('no-store');
    const cpf = held.steps.cpf;
    expect(dataOf<IdentityDetail>(shown)).toEqual({
      id: held.profile.id,
      firstName: 'Mariana',
      waitingSince: held.profile.createdAt,
      typedName: 'Mariana Lima Ferreira',
      holderName: HOLDER,
      maskedCpf: `•••.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-••`,
    });
    expect(shown.body).not.toContain(cpf);

    const approved = await call('POST', `/${held.profile.id}/approve`, { note: 'nome de casada' });
    expect(dataOf(approved)).toEqual({ decided: true, notified: false });
    expect(dataOf<UserProfile>(await profileOf(ctx.app, held.token)).getPaymentStatus).toBe(
      'MANUAL_APPROVED',
    );
    expect(await mayPayByFace(ctx.app, held.profile.id)).toBe(true);
    const after = dataOf<EndpointData<'consoleIdentityReviews'>>(await call('GET', ''));
    expect(after.items.map((item) => item.id)).not.toContain(held.profile.id);

    // Decided: a second decision and a second look find nothing.
    expectError(await call('POST', `/${held.profile.id}/approve`, {}), 404, 'REVIEW_NOT_FOUND');
    expectError(await call('GET', `/${held.profile.id}`), 404, 'REVIEW_NOT_FOUND');

    const rows = await auditOf(ctx.app, held.profile.id);
    expect(rows.map((row) => [row.action, row.operatorId, row.reason])).toEqual([
      ['identity.view', reviewer.id, null],
      ['identity.approve', reviewer.id, 'nome de casada'],
    ]);
  });

  it("lets the holder's own name through: approved at once, never listed", async () => {
    const own = await registerUser(ctx.app, { fullName: 'Mariana Lima' });
    expect(own.profile.getPaymentStatus).toBe('AUTO_APPROVED');
    expect(await mayPayByFace(ctx.app, own.profile.id)).toBe(true);
    const listed = dataOf<EndpointData<'consoleIdentityReviews'>>(await call('GET', ''));
    expect(listed.items.map((item) => item.id)).not.toContain(own.profile.id);
    expectError(await call('GET', `/${own.profile.id}`), 404, 'REVIEW_NOT_FOUND');
    const [row] = await ctx.app.db
      .select({ holder: users.cpfHolderName })
      .from(users)
      .where(eq(users.id, own.profile.id));
    // The register's name is kept only for a reviewer who needs it.
    expect(row?.holder).toBeNull();
  });

  it('rejects with a reason: the account is blocked, its sessions end, audited with the reason', async () => {
    const held = await registerUser(ctx.app, { fullName: 'Roberto Alves' });
    const rejected = await call('POST', `/${held.profile.id}/reject`, {
      reason: 'cpf-of-another-person',
      note: 'documento de outra pessoa',
    });
    expect(dataOf(rejected)).toEqual({ decided: true, notified: false });
    const [row] = await ctx.app.db
      .select({ blocked: users.blocked, status: users.getPaymentStatus })
      .from(users)
      .where(eq(users.id, held.profile.id));
    expect(row).toEqual({ blocked: true, status: 'MANUAL_REJECTED' });
    expect((await profileOf(ctx.app, held.token)).statusCode).toBe(401);
    expect(await mayPayByFace(ctx.app, held.profile.id)).toBe(false);
    expectError(
      await call('POST', `/${held.profile.id}/reject`, { reason: 'name-not-explained' }),
      404,
      'REVIEW_NOT_FOUND',
    );
    const rows = await auditOf(ctx.app, held.profile.id);
    expect(rows.map((entry) => [entry.action, entry.reason])).toEqual([
      ['identity.reject', 'cpf-of-another-person: documento de outra pessoa'],
    ]);
  });

  it('refuses a reason not on the list with 400', async () => {
    const held = await registerUser(ctx.app, { fullName: 'Paula Teixeira' });
    expectError(
      await call('POST', `/${held.profile.id}/reject`, { reason: 'looks-odd' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call('POST', `/${SOME_ID}/approve`, {}), 404, 'REVIEW_NOT_FOUND');
  });

  it('answers 401 without a console session, 403 to the other roles, and audits nothing then', async () => {
    for (const { method, url, ...rest } of identityCalls(SOME_ID)) {
      const payload = 'payload' in rest ? rest.payload : undefined;
      const answer = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['support', 'shops', 'admin'] satisfies OperatorRole[]) {
      const operator = await signedInOperator(ctx.app, [role]);
      for (const { method, url, ...rest } of identityCalls(SOME_ID)) {
        const payload = 'payload' in rest ? rest.payload : undefined;
        const answer = await ctx.app.inject({
          method,
          url,
          headers: operator.headers,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ message: 'FORBIDDEN' });
      }
    }
    expect(await auditOf(ctx.app, SOME_ID)).toEqual([]);
  });

  it('counts the waiting names on the first page and in /metrics', async () => {
    const waitingNow = async () =>
      dataOf<EndpointData<'consoleIdentityReviews'>>(await call('GET', '')).items;
    const waiting = await waitingNow();
    const oldest = waiting[0]?.waitingSince ?? null;
    const overview = dataOf<EndpointData<'consoleOverview'>>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/console/overview',
        headers: reviewer.headers,
      }),
    );
    expect(overview.identities).toEqual({ waiting: waiting.length, oldestSince: oldest });
    expect(waiting.length).toBeGreaterThan(0);

    // The wait starts when the account was written, by the database's clock,
    // not the app's fake one: the app's clock goes to two minutes past it.
    clock.advance(Date.parse(oldest!) + 120_000 - clock.now().getTime());
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })
    ).body;
    const figure = (name: string) =>
      Number(new RegExp(`^${name}\\{queue="identities"\\} (\\S+)$`, 'mu').exec(body)?.[1]);
    expect(figure('rosto_review_waiting')).toBe(waiting.length);
    expect(figure('rosto_review_oldest_age_seconds')).toBeGreaterThanOrEqual(120);
  });
});

describe("the sandbox's test CPF of another holder", () => {
  const ctx = useTestApp();

  it('keeps the register’s name for the reviewer and holds the account', async () => {
    const held = await registerUser(ctx.app, {
      cpf: sandboxCpfs.otherHolder,
      fullName: 'Alguém Bem Diferente',
    });
    expect(held.profile.getPaymentStatus).toBe('WAITING_APPROVAL');
    const [row] = await ctx.app.db
      .select({ holder: users.cpfHolderName, matches: users.cpfHolderNameMatches })
      .from(users)
      .where(eq(users.id, held.profile.id));
    expect(row).toEqual({ holder: SANDBOX_OTHER_HOLDER_NAME, matches: false });
  });
});

describe.skipIf(skipWithoutSharedFaces)(
  `a held name at the terminal${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();

    it('does not recognise the face of an account whose name waits, and does once it is approved', async () => {
      const user = await newFaceUser(ctx.app, { fullName: 'Ana Beatriz Souza', pin: '2580' });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      await payableCard(ctx.database.db, user.profile.id);
      // What a registration under another name leaves (the sandbox's users skip it).
      await ctx.database.db
        .update(users)
        .set({
          cpfHolderNameMatches: false,
          cpfHolderName: 'ANA BEATRIZ SOUZA',
          getPaymentStatus: 'WAITING_APPROVAL',
        })
        .where(eq(users.id, user.profile.id));
      const place = (await createPlace(ctx.database.db)).id;
      const till = (await createTerminal(ctx.database.db, place)).key;

      const held = await startPayment(ctx.app, till, 1500);
      expectError(
        await sendFace(ctx.app, till, held.id, faces.personA[0]),
        422,
        'TERMINAL_PAYMENT_NO_MATCH',
      );

      const reviewer = await signedInOperator(ctx.app, ['reviewer']);
      dataOf(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/console/reviews/identities/${user.profile.id}/approve`,
          headers: reviewer.headers,
          payload: {},
        }),
      );
      const later = await startPayment(ctx.app, till, 1500);
      const identified = paymentOf(await sendFace(ctx.app, till, later.id, faces.personA[0]));
      expect(identified.state).toBe('IDENTIFIED');
    });
  },
);
