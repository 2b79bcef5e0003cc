// Sign-in codes against a stranger who knows a CPF (decisions 017, 068): the
// device's caps come before the phone's, a busy network is slowed rather than
// refused, the phone's last codes stay for the owner's devices, and a second
// start within the countdown keeps the code already sent.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
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
import { OTP_BUSY_NETWORK_WAIT_SECONDS } from '../phone-codes/phone-codes';

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
    // The owner's own device signed in last week: its message is the phone's first.
    const own = newDevice();
    const first = dataOf<Started>(await start({ deviceUUID: own, cpf }, '192.0.2.1'));
    const otp = await lastCode(ctx.app, phone.digits);
    dataOf(
      await loginConfirm(ctx.app, {
        deviceUUID: own,
        loginIntentionId: first.loginIntentionId,
        otp,
      }),
    );
    clock.advance(7 * 24 * 60 * 60 * 1000);
    return { cpf, phone: phone.digits, own };
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
  const ownerSignsIn = async (
    { cpf, phone, own: deviceUUID }: Awaited<ReturnType<typeof owner>>,
    remoteAddress: string,
  ) => {
    const { loginIntentionId } = dataOf<Started>(await start({ deviceUUID, cpf }, remoteAddress));
    const otp = await lastCode(ctx.app, phone);
    dataOf(await loginConfirm(ctx.app, { deviceUUID, loginIntentionId, otp }));
  };

  it('stops a stranger at the device cap, before the phone has spent its hour', async () => {
    const account = await owner();
    const { cpf, phone } = account;
    const deviceUUID = newDevice();
    // A new network each time, so that none is busy (decision 068) and only the device counts.
    let network = 0;
    const elsewhere = () => `203.0.${(network += 1)}.10`;
    for (let sent = 0; sent < 3; sent += 1) {
      dataOf(await start({ deviceUUID, cpf }, elsewhere()));
      clock.advance(COUNTDOWN_MS);
    }
    for (let refused = 0; refused < 3; refused += 1) {
      const capped = expectError(
        await start({ deviceUUID, cpf }, elsewhere()),
        429,
        'TOO_MANY_REQUESTS',
      );
      expect(capped.retryAfterSeconds).toBeGreaterThan(0);
      clock.advance(COUNTDOWN_MS);
    }
    expect(await received(phone)).toBe(1 + 3);

    await ownerSignsIn(account, '192.0.2.20');
    expect(await received(phone)).toBe(1 + 4);
  });

  it("slows a stranger who changes device on the owner's own network, and never locks the owner out (decision 068)", async () => {
    const { cpf, phone, own } = await owner();

    // Issue 29: a stranger behind the owner's carrier NAT (one /24), twelve calls
    // with fresh device ids. Three codes go out, then the network is busy and the
    // phone's hour is left to devices that signed in before.
    const nat = (n: number) => `198.51.100.${n}`;
    const refusals: number[] = [];
    for (let call = 0; call < 12; call += 1) {
      const response = await start({ deviceUUID: newDevice(), cpf }, nat(call + 1));
      if (response.statusCode === 429) {
        refusals.push(expectError(response, 429, 'TOO_MANY_REQUESTS').retryAfterSeconds as number);
      } else dataOf(response);
      clock.advance(COUNTDOWN_MS);
    }
    expect(await received(phone)).toBe(1 + 3);
    expect(refusals).toHaveLength(9);

    // The owner, on the same network: a busy network's pace, minutes rather than the hour.
    const paced = expectError(
      await start({ deviceUUID: own, cpf }, nat(200)),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(paced.retryAfterSeconds).toBeLessThanOrEqual(OTP_BUSY_NETWORK_WAIT_SECONDS);
    clock.advance((paced.retryAfterSeconds as number) * 1000);
    const signIn = dataOf<Started>(await start({ deviceUUID: own, cpf }, nat(200)));
    expect(signIn.resendAfterSeconds).toBe(OTP_BUSY_NETWORK_WAIT_SECONDS);
    dataOf(
      await loginConfirm(ctx.app, {
        deviceUUID: own,
        loginIntentionId: signIn.loginIntentionId,
        otp: await lastCode(ctx.app, phone),
      }),
    );
    expect(await received(phone)).toBe(1 + 4);
  });

  it('asks a busy network for the visible captcha where there is one, and sends once it is ticked', async () => {
    const { cpf, phone, own } = await owner();
    for (let n = 1; n <= 3; n += 1) {
      dataOf(await start({ deviceUUID: newDevice(), cpf }, `198.51.100.${n}`));
    }
    const captcha = ctx.app.captcha;
    const saved = { enabled: captcha.enabled, visibleFallback: captcha.visibleFallback };
    const verify = vi.spyOn(captcha, 'verify').mockResolvedValue(true);
    Object.assign(captcha, { enabled: true, visibleFallback: true });
    try {
      clock.advance(OTP_BUSY_NETWORK_WAIT_SECONDS * 1000);
      const deviceUUID = newDevice();
      const invisible = expectError(
        await start({ deviceUUID, cpf, recaptcha: 'invisible-token' }, '198.51.100.50'),
        400,
        'GOOGLE_RECAPTCHA',
      );
      expect(invisible.additionalData).toEqual({ visibleFallback: true });
      expect(await received(phone)).toBe(1 + 3);
      // The ticked checkbox sends it.
      const ticked = { recaptcha: 'checkbox-token', recaptchaKind: 'visible' };
      dataOf(await start({ deviceUUID: own, cpf, ...ticked }, '198.51.100.50'));
      expect(await received(phone)).toBe(1 + 4);
      expect(verify).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'visible' }));
      // Another network is not asked.
      clock.advance(COUNTDOWN_MS);
      dataOf(await start({ deviceUUID: own, cpf, recaptcha: 'token' }, '203.0.113.60'));
      expect(await received(phone)).toBe(1 + 5);
    } finally {
      verify.mockRestore();
      Object.assign(captcha, saved);
    }
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
    expect(await received(phone)).toBe(1 + 1);
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
    expect(await received(phone)).toBe(1 + 2);
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
