import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/app';

const event = (eventName: string, extra: Record<string, unknown> = {}) => ({
  type: 'ANALYTICS',
  payload: {
    eventType: 'TRACKING',
    eventName,
    eventProperties: { insertId: `id-${eventName}`, time: 1_731_400_000_000, ...extra },
  },
});

describe('POST /api/event-service', () => {
  const ctx = useTestApp();

  it('stores an anonymous event and answers 202', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service/anonymous',
      payload: event('landing_viewed', { journeyOrigin: 'download', interests: ['vr', 'va'] }),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });

    const [stored] = await ctx.app.analyticsRepository.latest(1);
    expect(stored).toMatchObject({
      anonymous: true,
      userId: null,
      eventName: 'landing_viewed',
      properties: {
        insertId: 'id-landing_viewed',
        journeyOrigin: 'download',
        interests: ['vr', 'va'],
      },
    });
  });

  it('stores a signed-in event with the user id', async () => {
    const user = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/users', payload: {} });
    const { token, profile } = user.json<{ data: { token: string; profile: { id: string } } }>()
      .data;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service',
      headers: bearer(token),
      payload: event('wallet_opened', { realtime: true, distinctId: profile.id }),
    });
    expect(response.statusCode).toBe(202);
    const [stored] = await ctx.app.analyticsRepository.latest(1);
    expect(stored).toMatchObject({
      anonymous: false,
      userId: profile.id,
      eventName: 'wallet_opened',
    });
  });

  it('answers 401 on the signed-in route without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service',
      payload: event('x'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('UNAUTHORIZED');
  });

  it('refuses events that are not ANALYTICS/TRACKING or carry oversized properties', async () => {
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service/anonymous',
      payload: { ...event('x'), type: 'OTHER' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      fields: [{ path: 'type' }],
    });

    const tooBig = await ctx.app.inject({
      method: 'POST',
      url: '/api/event-service/anonymous',
      payload: event('x', {
        a: 'y'.repeat(1000),
        b: 'y'.repeat(1000),
        c: Array(100).fill('z'.repeat(90)),
      }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ message: string }>().message).toBe('VALIDATION_ERROR');
  });
});
