// Sign-in codes against a stranger who knows a CPF (decision 017): the caps of
// the device and of the network come before the phone's, and a second start
// within the countdown keeps the code already sent.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeClock, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  loginConfirm,
  newDevice,
  newPhone,
} from '../../../test/entrance';
import { phoneCodes } from '../../db/schema';

const clock = fakeClock();
/** The sandbox's resend countdown. */
const COUNTDOWN_MS = 5_000;

interface Started {
  loginIntentionId: string;
  resendAfterSeconds: number;
}

describe('sign-in codes against a stranger', () => {
  const ctx = useTestApp({ clock });

  const owner = async () => {
    const phone = newPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { phone: { areaCode: phone.areaCode, number: phone.number } },
    });
    const { cpf } = response.json<{ data: { profile: { cpf: string } } }>().data.profile;
    return { cpf, phone: phone.digits };
  };
  const start = (body: Record<string, unknown>, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/entrance/login/start',
      payload: body,
      remoteAddress,
    });
  /** The messages the sandbox sent to a phone: what its owner received. */
  const received = async (phone: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?to=${phone}`,
    });
    return response.json<{ data: unknown[] }>().data.length;
  };
  /** The owner signs in from their own device and network. */
  const ownerSignsIn = async (cpf: string, phone: string, remoteAddress: string) => {
    const deviceUUID = newDevice();
    const { loginIntentionId } = dataOf<Started>(await start({ deviceUUID, cpf }, remoteAddress));
    const otp = await lastCode(ctx.app, phone);
    dataOf(await loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp }));
  };

  it('stops a stranger at the device cap, before the phone has spent its hour', async () => {
    const { cpf, phone } = await owner();
    const deviceUUID = newDevice();
    for (let sent = 0; sent < 3; sent += 1) {
      dataOf(await start({ deviceUUID, cpf }, '203.0.113.10'));
      clock.advance(COUNTDOWN_MS);
    }
    for (let refused = 0; refused < 3; refused += 1) {
      const capped = expectError(
        await start({ deviceUUID, cpf }, '203.0.113.10'),
        429,
        'TOO_MANY_REQUESTS',
      );
      expect(capped.retryAfterSeconds).toBeGreaterThan(0);
      clock.advance(COUNTDOWN_MS);
    }
    expect(await received(phone)).toBe(3);

    await ownerSignsIn(cpf, phone, '192.0.2.20');
    expect(await received(phone)).toBe(4);
  });

  it('stops a stranger who changes device at the network cap (one /24)', async () => {
    const { cpf, phone } = await owner();
    const addresses = ['198.51.100.7', '198.51.100.8', '198.51.100.9', '198.51.100.200'];
    for (const address of addresses.slice(0, 3)) {
      dataOf(await start({ deviceUUID: newDevice(), cpf }, address));
    }
    for (const address of addresses) {
      expectError(await start({ deviceUUID: newDevice(), cpf }, address), 429, 'TOO_MANY_REQUESTS');
    }
    expect(await received(phone)).toBe(3);

    await ownerSignsIn(cpf, phone, '192.0.2.21');
    expect(await received(phone)).toBe(4);
  });

  it('keeps the code just sent when start is called again within the countdown', async () => {
    const { cpf, phone } = await owner();
    const deviceUUID = newDevice();
    const first = dataOf<Started>(await start({ deviceUUID, cpf }, '192.0.2.30'));
    expect(first.resendAfterSeconds).toBe(5);
    const code = await lastCode(ctx.app, phone);

    clock.advance(2_000);
    const again = dataOf<Started>(await start({ deviceUUID, cpf, call: true }, '192.0.2.30'));
    // Same intention, no new message, and the countdown the web shows goes on.
    expect(again).toEqual({ ...first, resendAfterSeconds: 3 });
    expect(await received(phone)).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.intentionId, first.loginIntentionId));
    expect(rows).toHaveLength(1);

    dataOf(
      await loginConfirm(ctx.app, {
        deviceUUID,
        loginIntentionId: first.loginIntentionId,
        otp: code,
      }),
    );
  });

  it('sends again once the countdown is over', async () => {
    const { cpf, phone } = await owner();
    const deviceUUID = newDevice();
    dataOf(await start({ deviceUUID, cpf }, '192.0.2.40'));
    clock.advance(COUNTDOWN_MS);
    const again = dataOf<Started>(await start({ deviceUUID, cpf }, '192.0.2.40'));
    expect(again.resendAfterSeconds).toBe(5);
    expect(await received(phone)).toBe(2);
  });

  it('keeps the network only as a keyed hash', async () => {
    const { cpf } = await owner();
    const { loginIntentionId } = dataOf<Started>(
      await start({ deviceUUID: newDevice(), cpf }, '192.0.2.50'),
    );
    const rows = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.intentionId, loginIntentionId));
    expect(rows[0]?.networkHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(JSON.stringify(rows)).not.toContain('192.0.2');
  });
});
