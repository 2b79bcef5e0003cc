import { describe, expect, it } from 'vitest';
import { userProfileResponseSchema } from '@rosto/contract/schemas/user';
import { bearer, signTestJwt, useTestApp } from '../../../test/app';

const unauthorized = { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' };

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };

describe('GET /api/user/profile', () => {
  const ctx = useTestApp();

  const createUser = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { fullName: 'Ana Maria Souza', email: 'ana@mail.com' },
    });
    return response.json<{ data: { token: string; profile: { id: string } } }>().data;
  };

  it('answers the signed-in user profile', async () => {
    const { token, profile } = await createUser();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = userProfileResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      id: profile.id,
      firstName: 'Ana',
      lastName: 'Maria Souza',
      email: 'ana@mail.com',
      isEmailValidated: true,
      hasPin: false,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('answers 401 for any invalid token', async () => {
    const { profile, token: valid } = await createUser();
    const { sid } = claimsOf(valid);
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      garbage: 'not-a-jwt',
      otherSecret: signTestJwt(
        { sub: profile.id, sid, exp: now + 600 },
        'another-secret-another-secret-123',
      ),
      expired: signTestJwt({ sub: profile.id, sid, iat: now - 7200, exp: now - 3600 }),
      noExpiry: signTestJwt({ sub: profile.id, sid }),
      // Signed before sessions existed (decision 016): no session id.
      noSession: signTestJwt({ sub: profile.id, exp: now + 600 }),
      unknownSession: signTestJwt({ sub: profile.id, sid: crypto.randomUUID(), exp: now + 600 }),
      algNone: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: profile.id, exp: now + 600 }),
      ).toString('base64url')}.`,
      notAUuid: signTestJwt({ sub: 'someone', sid, exp: now + 600 }),
      // Another user's id with this user's session.
      otherUser: signTestJwt({ sub: '00000000-0000-4000-8000-000000000000', sid, exp: now + 600 }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual(unauthorized);
    }
    const wrongScheme = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('accepts a hand-made token that names an open session (same secret, unexpired)', async () => {
    const { profile, token: signed } = await createUser();
    const token = signTestJwt({
      sub: profile.id,
      sid: claimsOf(signed).sid,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
