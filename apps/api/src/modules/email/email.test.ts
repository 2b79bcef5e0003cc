// E-mail: PUT user/profile, PUT user/profile/email, the confirmation link and its
// CPF challenge (entrance/register/validate-email-token), and the private-label e-mail.
import { describe, expect, it } from 'vitest';
import { registerSetPrivateLabelEmailResponseSchema } from '@rosto/contract/schemas/entrance';
import { userProfileResponseSchema } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, lastMessage, newCpf, registerUser } from '../../../test/entrance';
import { emailValidationTokens } from '../../db/schema';
import type { App } from '../../app';

const clock = fakeClock();
const LINK = /(https?:\/\/\S+)\/([A-Za-z0-9_-]{43})(\?\S+)?\n/u;

/** The link base, token and query (a partner's brand) of the newest mail to `email`. */
async function lastLink(
  app: App,
  email: string,
): Promise<{ base: string; token: string; query: string }> {
  const mail = await lastMessage(app, email);
  const match = LINK.exec(mail?.body ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no link in mail to ${email}`);
  return { base: match[1], token: match[2], query: match[3] ?? '' };
}

describe('e-mail', () => {
  const ctx = useTestApp({ clock });

  const validate = (emailValidationToken: string, cpf: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/entrance/register/validate-email-token',
      payload: { emailValidationToken, cpf },
    });
  const profileOf = async (token: string) =>
    dataOf<{ email: string | null; isEmailValidated: boolean }>(
      await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
    );
  const putProfile = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });
  const putEmail = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile/email',
      headers: bearer(token),
      payload,
    });

  describe('the registration link and its CPF challenge', () => {
    it('confirms the address with the owner CPF only', async () => {
      const { token, steps } = await registerUser(ctx.app);
      const link = await lastLink(ctx.app, steps.email);
      expect(link.base).toBe('http://localhost:3000/validar-email');

      // A wrong CPF on a good link: the holder may try again; an unknown token tells nothing.
      const mismatch = await validate(link.token, newCpf());
      expectError(mismatch, 400, 'EMAIL_VALIDATION_CPF_MISMATCH');
      expect(mismatch.json()).toMatchObject({ additionalData: { remainingAttempts: 4 } });
      expectError(await validate('x'.repeat(43), steps.cpf), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
      expect((await profileOf(token)).isEmailValidated).toBe(false);

      expect(dataOf(await validate(link.token, steps.cpf))).toEqual({ ok: true });
      expect(await profileOf(token)).toMatchObject({ email: steps.email, isEmailValidated: true });
      // Opening the link again is fine while the address stays confirmed.
      dataOf(await validate(link.token, steps.cpf));

      // Only the hash of the token is stored.
      const rows = await ctx.database.db.select().from(emailValidationTokens);
      expect(JSON.stringify(rows)).not.toContain(link.token);
    });

    it('is spent by the fifth wrong CPF, even for the right one after it', async () => {
      const { token, steps } = await registerUser(ctx.app);
      const link = await lastLink(ctx.app, steps.email);
      for (const remainingAttempts of [4, 3, 2, 1]) {
        const answer = await validate(link.token, newCpf());
        expectError(answer, 400, 'EMAIL_VALIDATION_CPF_MISMATCH');
        expect(answer.json()).toMatchObject({ additionalData: { remainingAttempts } });
      }
      expectError(await validate(link.token, newCpf()), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
      expectError(await validate(link.token, steps.cpf), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
      expect((await profileOf(token)).isEmailValidated).toBe(false);
    });

    it('a wrong CPF on a used or expired link answers as any bad link does', async () => {
      const { steps } = await registerUser(ctx.app);
      const link = await lastLink(ctx.app, steps.email);
      dataOf(await validate(link.token, steps.cpf));
      expectError(await validate(link.token, newCpf()), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');

      const other = await registerUser(ctx.app);
      const stale = await lastLink(ctx.app, other.steps.email);
      clock.advance(7 * 24 * 60 * 60 * 1000);
      expectError(await validate(stale.token, newCpf()), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
    });

    it('expires after 7 days', async () => {
      const { steps } = await registerUser(ctx.app);
      const link = await lastLink(ctx.app, steps.email);
      clock.advance(7 * 24 * 60 * 60 * 1000);
      expectError(await validate(link.token, steps.cpf), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
    });

    it('refuses malformed bodies', async () => {
      expectError(await validate('', newCpf()), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
      expectError(await validate('x'.repeat(201), newCpf()), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
      expectError(await validate('abc', '123.456.789-09'), 400, 'CPF_INVALID');
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/entrance/register/validate-email-token',
        payload: {},
      });
      expectError(empty, 400, 'EMAIL_VALIDATION_TOKEN_INVALID');
    });
  });

  describe('PUT user/profile', () => {
    it('changes the e-mail, unvalidated, without sending a link', async () => {
      const { token, steps } = await registerUser(ctx.app);
      dataOf(await validate((await lastLink(ctx.app, steps.email)).token, steps.cpf));

      const same = await putProfile(token, { email: steps.email });
      expect(userProfileResponseSchema.parse(same.json()).data).toMatchObject({
        email: steps.email,
        isEmailValidated: true,
      });

      const changed = await putProfile(token, {
        email: ' Novo.Email@Mail.com',
        deviceUUID: steps.deviceUUID,
      });
      expect(userProfileResponseSchema.parse(changed.json()).data).toMatchObject({
        email: 'novo.email@mail.com',
        isEmailValidated: false,
      });
      expect(await lastMessage(ctx.app, 'novo.email@mail.com')).toBeUndefined();
    });

    it('refuses a bad e-mail and a missing session', async () => {
      const { token } = await registerUser(ctx.app);
      expectError(await putProfile(token, { email: 'no-at-sign' }), 400, 'EMAIL_INVALID');
      expectError(await putProfile(token, {}), 400, 'EMAIL_INVALID');
      expectError(
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          payload: { email: 'a@b.com' },
        }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('PUT user/profile/email', () => {
    it('in a sandbox without PUBLIC_URL, links lead to the address the app was opened at', async () => {
      const { token } = await registerUser(ctx.app);
      const at127 = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile/email',
        headers: { ...bearer(token), host: '127.0.0.1:3000' },
        payload: { email: 'aqui@mail.com', confirmationURL: 'http://127.0.0.1:3000/validar-email' },
      });
      expect(at127.statusCode, at127.body).toBe(200);
      expect((await lastLink(ctx.app, 'aqui@mail.com')).base).toBe(
        'http://127.0.0.1:3000/validar-email',
      );
      // Another host may not choose where the token goes.
      const elsewhere = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile/email',
        headers: { ...bearer(token), host: 'evil.example:3000' },
        payload: {
          email: 'la@mail.com',
          confirmationURL: 'http://evil.example:3000/validar-email',
        },
      });
      expectError(elsewhere, 400, 'VALIDATION_ERROR');
    });

    it("keeps 'ana+tag@mail.com' as typed (decision 070) and refuses an address it would have to rewrite", async () => {
      const { token } = await registerUser(ctx.app);
      const kept = await putEmail(token, {
        email: ' Ana+Tag@Mail.com ',
        confirmationURL: 'http://localhost:3000/validar-email',
      });
      expect(userProfileResponseSchema.parse(kept.json()).data.email).toBe('ana+tag@mail.com');
      expect(await lastMessage(ctx.app, 'ana+tag@mail.com')).toBeDefined();
      expect((await profileOf(token)).email).toBe('ana+tag@mail.com');

      for (const email of ['joão@mail.com', 'ana souza@mail.com', 'a<b>@mail.com']) {
        expectError(
          await putEmail(token, { email, confirmationURL: 'http://localhost:3000/validar-email' }),
          400,
          'EMAIL_INVALID',
        );
      }
      expect((await profileOf(token)).email).toBe('ana+tag@mail.com');
    });

    it('changes the e-mail and sends a link under the given confirmation URL', async () => {
      const { token, steps } = await registerUser(ctx.app);
      const response = await putEmail(token, {
        email: 'outro@mail.com',
        confirmationURL: 'http://localhost:3000/validar-email/',
      });
      expect(userProfileResponseSchema.parse(response.json()).data).toMatchObject({
        email: 'outro@mail.com',
        isEmailValidated: false,
      });
      const link = await lastLink(ctx.app, 'outro@mail.com');
      expect(link.base).toBe('http://localhost:3000/validar-email');

      // The registration link was for the old address: no longer good.
      const old = await lastLink(ctx.app, steps.email);
      expectError(await validate(old.token, steps.cpf), 400, 'EMAIL_VALIDATION_TOKEN_INVALID');

      dataOf(await validate(link.token, steps.cpf));
      expect(await profileOf(token)).toMatchObject({
        email: 'outro@mail.com',
        isEmailValidated: true,
      });

      // Unchanged and validated: nothing to do, no mail.
      const before = await ctx.app.inject({
        method: 'GET',
        url: '/api/sandbox/outbox?to=outro@mail.com',
      });
      dataOf(
        await putEmail(token, {
          email: 'outro@mail.com',
          confirmationURL: 'http://localhost:3000/validar-email',
        }),
      );
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/sandbox/outbox?to=outro@mail.com',
      });
      expect(after.json<{ data: unknown[] }>().data).toHaveLength(
        before.json<{ data: unknown[] }>().data.length,
      );
    });

    it('re-sends for an unvalidated address, at most 5 links an hour', async () => {
      const { token, steps } = await registerUser(ctx.app); // 1 link sent at finish
      const body = { email: steps.email, confirmationURL: 'http://localhost:3000/validar-email' };
      for (let i = 0; i < 4; i += 1) dataOf(await putEmail(token, body));
      expectError(await putEmail(token, body), 429, 'TOO_MANY_REQUESTS');
      clock.advance(60 * 60 * 1000);
      dataOf(await putEmail(token, body));
    });

    it('refuses a confirmation URL outside the app', async () => {
      const { token } = await registerUser(ctx.app);
      for (const confirmationURL of [
        'https://evil.example/validar-email',
        'http://localhost:3001/validar-email',
        'http://localhost:3000/validar-email?next=https://evil.example',
        'http://localhost:3000/validar-email#x',
        'http://user:pass@localhost:3000/validar-email',
      ]) {
        const body = expectError(
          await putEmail(token, { email: 'a@mail.com', confirmationURL }),
          400,
          'VALIDATION_ERROR',
        );
        expect(body.fields).toEqual([
          { path: 'confirmationURL', code: 'VALIDATION_ERROR', issue: 'origin' },
        ]);
      }
      expectError(
        await putEmail(token, { email: 'a@mail.com', confirmationURL: 'javascript:alert(1)' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(
        await putEmail(token, { email: 'a@mail', confirmationURL: 'http://localhost:3000/x' }),
        400,
        'EMAIL_INVALID',
      );
      expectError(
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/profile/email',
          payload: { email: 'a@mail.com', confirmationURL: 'http://localhost:3000/x' },
        }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('PUT entrance/register/set-privatelabel-email', () => {
    const setPrivateLabelEmail = (token: string | null, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/entrance/register/set-privatelabel-email',
        ...(token ? { headers: bearer(token) } : {}),
        payload,
      });

    it('sets the e-mail and opt-in of the signed-in user only', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: { partnerSlug: 'padaria-sol' },
      });
      const { token, profile } = created.json<{
        data: { token: string; profile: { id: string } };
      }>().data;
      const other = await registerUser(ctx.app);
      const body = {
        userId: profile.id,
        email: 'parceiro@mail.com',
        optInAt: '2026-02-01T10:00:00-03:00',
        optInBy: 'partner-app',
      };

      expectError(await setPrivateLabelEmail(null, body), 401, 'UNAUTHORIZED');
      expectError(await setPrivateLabelEmail(other.token, body), 403, 'FORBIDDEN');
      expectError(await setPrivateLabelEmail(token, { ...body, email: 'x' }), 400, 'EMAIL_INVALID');
      expectError(
        await setPrivateLabelEmail(token, { ...body, userId: 'x' }),
        400,
        'VALIDATION_ERROR',
      );

      // The answer is the opt-in on record (UTC, as stored), for the app's consent receipt.
      const answer = await setPrivateLabelEmail(token, body);
      expect(registerSetPrivateLabelEmailResponseSchema.parse(answer.json()).data).toEqual({
        optInAt: '2026-02-01T13:00:00.000Z',
        optInBy: 'partner-app',
      });
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(userProfileResponseSchema.parse(me.json()).data).toMatchObject({
        email: 'parceiro@mail.com',
        isEmailValidated: false,
        privateLabelStatus: { hasOptIn: true },
      });
      expect((await lastMessage(ctx.app, 'parceiro@mail.com'))?.subject).toBe(
        'Padaria Sol: confirme seu e-mail no Rosto',
      );
    });

    it("names the partner and links back under its brand, in the customer's language (decision 076)", async () => {
      const partnerUser = async (email: string, language: 'pt-BR' | 'en') => {
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/sandbox/users',
          payload: { partnerSlug: 'mercado-azul' },
        });
        const { token, profile } = created.json<{
          data: { token: string; profile: { id: string; cpf: string } };
        }>().data;
        dataOf(
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/user/profile/language',
            headers: bearer(token),
            payload: { language },
          }),
        );
        dataOf(await setPrivateLabelEmail(token, { userId: profile.id, email }));
        return { token, cpf: profile.cpf, mail: await lastMessage(ctx.app, email) };
      };

      const ana = await partnerUser('ana.mercado@mail.com', 'pt-BR');
      expect(ana.mail?.subject).toBe('Mercado Azul: confirme seu e-mail no Rosto');
      expect(ana.mail?.body).toContain(
        'Para confirmar este e-mail na conta Rosto que você usa para pagar com o rosto nas lojas Mercado Azul',
      );
      const link = await lastLink(ctx.app, 'ana.mercado@mail.com');
      expect(link.base).toBe('http://localhost:3000/validar-email');
      // The brand's slug, the web app's ?partner=; nothing about the person.
      expect(link.query).toBe('?partner=mercado-azul');
      expect(dataOf(await validate(link.token, ana.cpf))).toEqual({ ok: true });
      expect((await profileOf(ana.token)).isEmailValidated).toBe(true);

      const john = await partnerUser('john.mercado@mail.com', 'en');
      expect(john.mail?.subject).toBe('Mercado Azul: confirm your e-mail on Rosto');
      expect(john.mail?.body).toContain(
        'To confirm this e-mail address on the Rosto account you use to pay with your face at Mercado Azul shops',
      );
      expect((await lastLink(ctx.app, 'john.mercado@mail.com')).query).toBe(
        '?partner=mercado-azul',
      );
    });

    it('answers the opt-in already on record when the call brings none', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users',
        payload: { partnerSlug: 'padaria-sol' },
      });
      const { token, profile } = created.json<{
        data: { token: string; profile: { id: string } };
      }>().data;
      const withoutOptIn = { userId: profile.id, email: 'sem-optin@mail.com' };
      expect(dataOf(await setPrivateLabelEmail(token, withoutOptIn))).toEqual({
        optInAt: null,
        optInBy: null,
      });
      dataOf(
        await setPrivateLabelEmail(token, {
          ...withoutOptIn,
          optInAt: '2026-03-05T09:30:00.000Z',
          optInBy: 'register-private-label',
        }),
      );
      expect(dataOf(await setPrivateLabelEmail(token, withoutOptIn))).toEqual({
        optInAt: '2026-03-05T09:30:00.000Z',
        optInBy: 'register-private-label',
      });
    });
  });
});
