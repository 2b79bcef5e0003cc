import { beforeAll, describe, expect, it } from 'vitest';
import {
  supportReferenceCreateResponseSchema,
  supportReferenceResponseSchema,
} from '@rosto/contract/schemas/support';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { type SignedInOperator, signedInOperator } from '../../../test/operators';
import {
  SUPPORT_REFERENCE_TTL_MS,
  SUPPORT_USER_AGENT_MAX_LENGTH,
  canonicalReference,
} from './service';

const CPF = '52998224725';

describe('support references', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });
  let helpDesk: SignedInOperator;
  beforeAll(async () => {
    helpDesk = await signedInOperator(ctx.app, ['support']);
  });

  const create = async (payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/references',
      payload,
    });
    expect(response.statusCode).toBe(201);
    return supportReferenceCreateResponseSchema.parse(response.json()).data;
  };

  const resolve = (reference: string, headers: Record<string, string> = helpDesk.headers) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/console/support-references/${encodeURIComponent(reference)}`,
      headers,
    });

  it('keeps the context and answers it to the help desk behind the reference', async () => {
    const context = { cpf: CPF, lastFour: '4321', code: 'USER_IS_BLOCKED', userAgent: 'Firefox' };
    const created = await create(context);
    expect(new Date(created.expiresAt).getTime()).toBe(
      clock.now().getTime() + SUPPORT_REFERENCE_TTL_MS,
    );

    const response = await resolve(created.reference);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const details = supportReferenceResponseSchema.parse(response.json()).data;
    expect(details).toMatchObject({ reference: created.reference, context });
    expect(details.expiresAt).toBe(created.expiresAt);
    const [viewed] = await ctx.app.auditRepository.list({ operatorId: helpDesk.id }, 1);
    expect(viewed).toMatchObject({
      action: 'support-reference.view',
      targetKind: 'support-reference',
      targetId: canonicalReference(created.reference),
    });
  });

  it('keeps only the printable characters of the user agent, at most 256 (issue 30)', async () => {
    const forged = `Mozilla/5.0\r\nX-Injected: yes\u0007\u202e <script>alert(1)</script>${'A'.repeat(600)}`;
    const { reference } = await create({ code: 'CPF_INVALID', userAgent: forged });
    const details = supportReferenceResponseSchema.parse((await resolve(reference)).json()).data;
    const kept = details.context.userAgent ?? '';
    expect(kept).toMatch(/^Mozilla\/5\.0 X-Injected: yes <script>alert\(1\)<\/script>A+$/u);
    // eslint-disable-next-line no-control-regex -- the forged characters are the point
    expect(kept).not.toMatch(/[\r\n\u0007\u202e]/u);
    expect(kept).toHaveLength(SUPPORT_USER_AGENT_MAX_LENGTH);

    // Nothing printable left: no user agent at all rather than an empty one.
    const { reference: empty } = await create({ code: 'CPF_INVALID', userAgent: '\r\n\t' });
    const emptyDetails = supportReferenceResponseSchema.parse((await resolve(empty)).json()).data;
    expect(emptyDetails.context).toEqual({ code: 'CPF_INVALID' });
  });

  it('accepts the reference as a person retypes it (case, spaces, no hyphens)', async () => {
    const { reference } = await create({ phone: '11987654321' });
    const typed = ` ${reference.replaceAll('-', '').toLowerCase()} `;
    const response = await resolve(typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { context: { phone: '11987654321' } } });
  });

  it('carries no personal data in the reference itself: random, the same context twice differs', async () => {
    const first = await create({ cpf: CPF });
    const second = await create({ cpf: CPF });
    expect(first.reference).not.toBe(second.reference);
    for (const { reference } of [first, second]) {
      expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/u);
      expect(reference.replace(/\D/gu, '')).not.toContain(CPF.slice(0, 6));
    }
  });

  it("refuses the context without an operator's session, or with a wrong token: 401", async () => {
    const { reference } = await create({ cpf: CPF });
    for (const headers of [
      {},
      bearer(`${helpDesk.token}x`),
      bearer(helpDesk.token.slice(0, -1)),
      { authorization: helpDesk.token },
      bearer(ctx.app.signSessionToken({ sub: crypto.randomUUID(), sid: crypto.randomUUID() })),
    ]) {
      const response = await resolve(reference, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'UNAUTHORIZED' });
      expect(response.body).not.toContain(CPF);
    }
  });

  it('answers 404 SUPPORT_REFERENCE_NOT_FOUND for an unknown, a malformed and an expired reference', async () => {
    const { reference } = await create({ cpf: CPF });
    clock.advance(SUPPORT_REFERENCE_TTL_MS - 1000);
    // A console session lasts 8 hours: the help desk signs in again weeks later.
    helpDesk = await signedInOperator(ctx.app, ['support']);
    expect((await resolve(reference)).statusCode).toBe(200);
    clock.advance(1000);
    for (const ref of [reference, '0000-0000-0000-0000-0000', 'not-a-reference']) {
      const response = await resolve(ref);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        message: 'SUPPORT_REFERENCE_NOT_FOUND',
      });
    }
  });

  it('deletes expired contexts when a new reference is made', async () => {
    const { reference } = await create({ cpf: CPF });
    clock.advance(SUPPORT_REFERENCE_TTL_MS);
    await create({ lastFour: '0000' });
    const id = canonicalReference(reference)!;
    expect(await ctx.app.supportRepository.findLive(id, new Date(0))).toBeNull();
  });

  it('validates the context: a bad CPF, an unknown field only, or nothing at all is 400', async () => {
    for (const payload of [{ cpf: '12345678900' }, {}, { name: 'Maria' }, { code: 'NOT_A_CODE' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/references',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('support references and roles', () => {
  const ctx = useTestApp();

  it('refuses an operator without the support role: 403, and nothing of the context', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/references',
      payload: { cpf: CPF },
    });
    const { reference } = supportReferenceCreateResponseSchema.parse(created.json()).data;
    for (const roles of [['reviewer'], ['shops'], ['admin']] as const) {
      const operator = await signedInOperator(ctx.app, [...roles]);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/console/support-references/${reference}`,
        headers: operator.headers,
      });
      expect(response.statusCode, roles.join()).toBe(403);
      expect(response.json()).toMatchObject({ message: 'FORBIDDEN' });
      expect(response.body).not.toContain(CPF);
    }
  });
});
