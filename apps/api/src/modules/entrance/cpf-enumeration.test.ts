// CPF enumeration at sign-in (issue 30 §4, decision 078): the spec's answers
// stay (404 USER_NOT_FOUND, 200 with the phone's hint), and unknown CPFs from
// one device or network, or in all, meet the visible captcha; a device that
// spent its hour's budget is refused whatever CPF it names, until the hour frees.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, fakeClock, memoryLogger, useTestApp } from '../../../test/app';
import { dataOf, expectError, newCpf, newDevice, sandboxUser } from '../../../test/entrance';
import { loginMisses } from '../../db/schema';
import {
  LOGIN_MISSES_CAPTCHA_PER_DEVICE,
  LOGIN_MISSES_CAPTCHA_PER_NETWORK,
  LOGIN_MISSES_MAX_PER_DEVICE,
  LOGIN_MISS_WINDOW_MS,
} from './login-misses';
import type { TestContext } from '../../../test/app';

const HOUR_MS = 60 * 60 * 1000;
const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';

const start = (ctx: TestContext, body: Record<string, unknown>, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/entrance/login/start',
    payload: body,
    remoteAddress,
  });

/** A CPF with an account (the sandbox's, phone confirmed). */
const knownCpf = async (ctx: TestContext) => (await sandboxUser(ctx.app)).profile.cpf;

/** Turns the visible captcha on (every token passes) for one test, as login-abuse.test.ts does. */
const captchaOn = (ctx: TestContext) => {
  const captcha = ctx.app.captcha;
  const saved = { enabled: captcha.enabled, visibleFallback: captcha.visibleFallback };
  const verify = vi.spyOn(captcha, 'verify').mockResolvedValue(true);
  Object.assign(captcha, { enabled: true, visibleFallback: true });
  return () => {
    verify.mockRestore();
    Object.assign(captcha, saved);
  };
};

const invisible = { recaptcha: 'invisible-token' };
const visible = { recaptcha: 'checkbox-token', recaptchaKind: 'visible' };

const expectVisibleCaptcha = (response: Awaited<ReturnType<typeof start>>) => {
  const body = expectError(response, 400, 'GOOGLE_RECAPTCHA');
  expect(body.additionalData).toEqual({ visibleFallback: true });
};

describe('unknown CPFs from one device and one network (decision 078)', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
    // Each test starts with an hour of its own.
    clock.advance(2 * HOUR_MS);
  });

  it('keeps the 404 and the 200, asks one device for the captcha after 3 misses and refuses it after 10 whatever the CPF, until the hour frees', async () => {
    const cpf = await knownCpf(ctx);
    const device = newDevice();
    // Each miss from another network: only the device counts here.
    const address = (n: number) => `203.0.${100 + n}.9`;
    restore = captchaOn(ctx);

    // Below the thresholds: the spec's answers.
    for (let n = 1; n < LOGIN_MISSES_CAPTCHA_PER_DEVICE; n += 1) {
      expectError(
        await start(ctx, { deviceUUID: device, cpf: newCpf(), ...invisible }, address(n)),
        404,
        'USER_NOT_FOUND',
      );
    }
    const hint = dataOf<{ exists: boolean; lastFourDigits: string }>(
      await start(ctx, { deviceUUID: device, cpf, ...invisible }, address(0)),
    );
    expect(hint.exists).toBe(true);
    expectError(
      await start(ctx, { deviceUUID: device, cpf: newCpf(), ...invisible }, address(3)),
      404,
      'USER_NOT_FOUND',
    );

    // Three misses: the visible captcha, for a known CPF as for an unknown one.
    expectVisibleCaptcha(await start(ctx, { deviceUUID: device, cpf, ...invisible }, address(0)));
    expectVisibleCaptcha(
      await start(ctx, { deviceUUID: device, cpf: newCpf(), ...invisible }, address(4)),
    );
    // The ticked checkbox goes on to the spec's answers.
    for (let n = LOGIN_MISSES_CAPTCHA_PER_DEVICE + 1; n <= LOGIN_MISSES_MAX_PER_DEVICE; n += 1) {
      clock.advance(60_000);
      expectError(
        await start(ctx, { deviceUUID: device, cpf: newCpf(), ...visible }, address(n)),
        404,
        'USER_NOT_FOUND',
      );
    }

    // Ten misses: every start from the device is refused, the known CPF's too,
    // with the wait until the first miss leaves the hour.
    const elapsed = (LOGIN_MISSES_MAX_PER_DEVICE - LOGIN_MISSES_CAPTCHA_PER_DEVICE) * 60_000;
    for (const body of [
      { deviceUUID: device, cpf, ...visible },
      { deviceUUID: device, cpf: newCpf(), ...visible },
      { deviceUUID: device.toUpperCase(), cpf, ...invisible },
    ]) {
      const refused = expectError(await start(ctx, body, address(20)), 429, 'TOO_MANY_REQUESTS');
      expect(refused.retryAfterSeconds).toBe((LOGIN_MISS_WINDOW_MS - elapsed) / 1000);
    }
    // Another device is not refused.
    dataOf(await start(ctx, { deviceUUID: newDevice(), cpf, ...invisible }, address(21)));

    // The hour frees: the device is back to the captcha (nine misses in the hour), then the 200.
    clock.advance(LOGIN_MISS_WINDOW_MS - elapsed);
    expectVisibleCaptcha(await start(ctx, { deviceUUID: device, cpf, ...invisible }, address(0)));
    expect(
      dataOf<{ exists: boolean }>(
        await start(ctx, { deviceUUID: device, cpf, ...visible }, address(0)),
      ).exists,
    ).toBe(true);
  });

  it('refuses a device after 10 misses with no captcha configured, as production may run', async () => {
    const cpf = await knownCpf(ctx);
    const device = newDevice();
    for (let n = 1; n <= LOGIN_MISSES_MAX_PER_DEVICE; n += 1) {
      expectError(
        await start(ctx, { deviceUUID: device, cpf: newCpf() }, `192.0.2.${n}`),
        404,
        'USER_NOT_FOUND',
      );
    }
    const refused = expectError(
      await start(ctx, { deviceUUID: device, cpf }, '192.0.2.50'),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(refused.retryAfterSeconds).toBe(LOGIN_MISS_WINDOW_MS / 1000);
    clock.advance(LOGIN_MISS_WINDOW_MS);
    expect(
      dataOf<{ exists: boolean }>(await start(ctx, { deviceUUID: device, cpf }, '192.0.2.50'))
        .exists,
    ).toBe(true);
  });

  it("asks a network that missed 10 times for the captcha, and never refuses it (a carrier's NAT)", async () => {
    const cpf = await knownCpf(ctx);
    // One miss per device: only the network counts.
    for (let n = 1; n <= LOGIN_MISSES_CAPTCHA_PER_NETWORK; n += 1) {
      expectError(
        await start(ctx, { deviceUUID: newDevice(), cpf: newCpf() }, `198.51.100.${n}`),
        404,
        'USER_NOT_FOUND',
      );
    }
    restore = captchaOn(ctx);
    expectVisibleCaptcha(
      await start(ctx, { deviceUUID: newDevice(), cpf, ...invisible }, '198.51.100.200'),
    );
    expectVisibleCaptcha(
      await start(ctx, { deviceUUID: newDevice(), cpf: newCpf(), ...invisible }, '198.51.100.201'),
    );
    dataOf(await start(ctx, { deviceUUID: newDevice(), cpf, ...visible }, '198.51.100.200'));
    // Another network is not asked.
    dataOf(await start(ctx, { deviceUUID: newDevice(), cpf, ...invisible }, '203.0.113.7'));
    restore();
    restore = null;

    // Without a captcha, the network's misses go on answering the spec's 404: never a 429.
    for (let n = 0; n < 2 * LOGIN_MISSES_CAPTCHA_PER_NETWORK; n += 1) {
      expectError(
        await start(ctx, { deviceUUID: newDevice(), cpf: newCpf() }, `198.51.100.${100 + n}`),
        404,
        'USER_NOT_FOUND',
      );
    }
    dataOf(await start(ctx, { deviceUUID: newDevice(), cpf }, '198.51.100.99'));
  });

  it('keeps the misses by device and keyed network hash, never the CPF or the address, and purges them after a day', async () => {
    const device = newDevice();
    const cpf = newCpf();
    expectError(
      await start(ctx, { deviceUUID: device, cpf }, '198.51.100.33'),
      404,
      'USER_NOT_FOUND',
    );
    const rows = await ctx.app.db.select().from(loginMisses);
    const row = rows.find((candidate) => candidate.deviceUuid === device);
    expect(row?.networkHash).toMatch(/^[0-9a-f]{64}$/u);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(cpf);
    expect(stored).not.toContain('198.51.100');

    const purged = await ctx.app.dataRetention.purge(
      new Date(clock.now().getTime() + 25 * HOUR_MS),
    );
    expect(purged.loginMisses).toBe(rows.length);
    expect(await ctx.app.db.select().from(loginMisses)).toEqual([]);
  });
});

describe("the hour's budget of unknown CPFs, and /metrics (decision 078)", () => {
  const clock = fakeClock();
  const log = memoryLogger();
  const ctx = useTestApp({
    clock,
    logger: log.logger,
    env: { LOGIN_UNKNOWN_CPF_PER_HOUR: '4', METRICS_TOKEN },
  });

  it('asks every sign-in for the captcha past the budget, warns once, never refuses, and counts it all in /metrics', async () => {
    const cpf = await knownCpf(ctx);
    // Four misses, each from its own device and network.
    for (let n = 1; n <= 4; n += 1) {
      expectError(
        await start(ctx, { deviceUUID: newDevice(), cpf: newCpf() }, `10.${n}.0.1`),
        404,
        'USER_NOT_FOUND',
      );
    }
    // No captcha configured: nothing more happens.
    dataOf(await start(ctx, { deviceUUID: newDevice(), cpf }, '10.20.0.1'));
    expectError(
      await start(ctx, { deviceUUID: newDevice(), cpf: newCpf() }, '10.21.0.1'),
      404,
      'USER_NOT_FOUND',
    );

    const restore = captchaOn(ctx);
    try {
      expectVisibleCaptcha(
        await start(ctx, { deviceUUID: newDevice(), cpf, ...invisible }, '10.30.0.1'),
      );
      expectVisibleCaptcha(
        await start(ctx, { deviceUUID: newDevice(), cpf: newCpf(), ...invisible }, '10.31.0.1'),
      );
      dataOf(await start(ctx, { deviceUUID: newDevice(), cpf, ...visible }, '10.32.0.1'));
    } finally {
      restore();
    }
    const warnings = log
      .lines()
      .filter((line) => String(line.msg).includes('budget of unknown CPFs'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);

    const scrape = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(METRICS_TOKEN),
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toMatch(/^rosto_login_unknown_cpf_total 5$/mu);
    expect(scrape.body).toMatch(/^rosto_login_friction_total\{kind="captcha_global"\} 2$/mu);

    // The hour frees: no captcha asked.
    clock.advance(LOGIN_MISS_WINDOW_MS);
    const restoreAgain = captchaOn(ctx);
    try {
      dataOf(await start(ctx, { deviceUUID: newDevice(), cpf, ...invisible }, '10.40.0.1'));
    } finally {
      restoreAgain();
    }
  });
});
