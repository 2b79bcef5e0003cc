// Registration and sign-in steps for API tests: codes are read from the sandbox
// outbox, as a user reads the phone.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Locale } from '@rosto/contract/errors';
import type { CreateSandboxUserBodyInput } from '@rosto/contract/schemas/sandbox';
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { App } from '../src/app';
import { generateCpf, generateMobile } from '../src/modules/sandbox/test-users';

/** A signed-in test user made by the sandbox (POST sandbox/users), as the end-to-end tests make them. */
export async function sandboxUser(
  app: App,
  body: CreateSandboxUserBodyInput = {},
): Promise<{ token: string; profile: UserProfile }> {
  const response = await app.inject({ method: 'POST', url: '/api/sandbox/users', payload: body });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ data: { token: string; profile: UserProfile } }>().data;
}

export const newDevice = (): string => randomUUID();
export const newCpf = (): string => generateCpf();

/** A fresh mobile as the contract carries it, plus its 11 digits. */
export function newPhone(): { areaCode: string; number: string; digits: string } {
  const digits = generateMobile();
  return { areaCode: digits.slice(0, 2), number: digits.slice(2), digits };
}

/** The error code (`message`) of an answer, checking its status. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): Record<string, unknown> {
  const body = response.json<Record<string, unknown>>();
  expect({ status: response.statusCode, code: body.message }, response.body).toEqual({
    status,
    code,
  });
  return body;
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

const CODE_IN_SMS = /(?:código de verificação é|verification code is) (\d{6})\./u;

/** The newest message the sandbox sent to a phone or address. */
export async function lastMessage(
  app: App,
  to: string,
): Promise<{ channel: string; body: string; subject: string | null } | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?to=${encodeURIComponent(to)}`,
  });
  const items = response.json<{
    data: { channel: string; body: string; subject: string | null }[];
  }>().data;
  return items[0];
}

/** The code in the newest SMS (or voice call, digits spaced) to `phoneDigits`. */
export async function lastCode(app: App, phoneDigits: string): Promise<string> {
  const message = await lastMessage(app, phoneDigits);
  if (!message) throw new Error(`no message to ${phoneDigits}`);
  if (message.channel === 'voice') {
    const spoken = /(?:é|is) ((?:\d ){5}\d)\./u.exec(message.body);
    if (!spoken?.[1]) throw new Error(`no code in call: ${message.body}`);
    return spoken[1].replaceAll(' ', '');
  }
  const match = CODE_IN_SMS.exec(message.body);
  if (!match?.[1]) throw new Error(`no code in SMS: ${message.body}`);
  return match[1];
}

/** A code that is not `code` (for wrong tries). */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface RegisterInput {
  cpf?: string;
  fullName?: string;
  deviceUUID?: string;
  phone?: { areaCode: string; number: string; digits: string };
  email?: string;
  pin?: string;
  partnerId?: string;
  /** The caller's address for every step (127.0.0.1 when absent). */
  remoteAddress?: string;
  /** The app's language, sent with set-phone and finish (none when absent). */
  language?: Locale;
}

export interface RegisterSteps {
  cpf: string;
  deviceUUID: string;
  phone: { areaCode: string; number: string; digits: string };
  email: string;
  registerIntentionId: string;
  start(): Promise<LightMyRequestResponse>;
  setPhone(extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  confirmPhone(otp?: string): Promise<LightMyRequestResponse>;
  setEmail(email?: string): Promise<LightMyRequestResponse>;
  finish(pin?: string): Promise<LightMyRequestResponse>;
}

/** One registration, step by step; `start()` fills registerIntentionId. */
export function registration(app: App, input: RegisterInput = {}): RegisterSteps {
  const steps: RegisterSteps = {
    cpf: input.cpf ?? newCpf(),
    deviceUUID: input.deviceUUID ?? newDevice(),
    phone: input.phone ?? newPhone(),
    email: input.email ?? `user-${randomUUID().slice(0, 8)}@mail.com`,
    registerIntentionId: '',
    async start() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/entrance/register/start',
        payload: {
          deviceUUID: steps.deviceUUID,
          fullName: input.fullName ?? 'Ana Maria Souza',
          cpf: steps.cpf,
          acceptedTerms: true,
          optInAt: '2026-01-10T12:00:00-03:00',
          optInBy: 'register',
          ...(input.partnerId ? { partnerId: input.partnerId } : {}),
        },
        ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
      });
      if (response.statusCode === 200) {
        steps.registerIntentionId = response.json<{
          data: { registerIntentionId: string };
        }>().data.registerIntentionId;
      }
      return response;
    },
    setPhone: (extra = {}) =>
      app.inject({
        method: 'PUT',
        url: '/api/entrance/register/set-phone',
        payload: {
          deviceUUID: steps.deviceUUID,
          registerIntentionId: steps.registerIntentionId,
          phone: { areaCode: steps.phone.areaCode, number: steps.phone.number },
          ...(input.language ? { language: input.language } : {}),
          ...extra,
        },
        ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
      }),
    async confirmPhone(otp) {
      return app.inject({
        method: 'PUT',
        url: '/api/entrance/register/confirm-phone',
        payload: {
          deviceUUID: steps.deviceUUID,
          registerIntentionId: steps.registerIntentionId,
          otp: otp ?? (await lastCode(app, steps.phone.digits)),
        },
      });
    },
    setEmail: (email = steps.email) =>
      app.inject({
        method: 'PUT',
        url: '/api/entrance/register/set-email',
        payload: {
          deviceUUID: steps.deviceUUID,
          registerIntentionId: steps.registerIntentionId,
          email,
        },
      }),
    finish: (pin = input.pin ?? '7392') =>
      app.inject({
        method: 'PUT',
        url: '/api/entrance/register/finish',
        payload: {
          deviceUUID: steps.deviceUUID,
          registerIntentionId: steps.registerIntentionId,
          pin,
          ...(input.language ? { language: input.language } : {}),
        },
      }),
  };
  return steps;
}

export interface RegisteredUser {
  token: string;
  profile: UserProfile;
  steps: RegisterSteps;
}

/** A whole registration, every step checked. */
export async function registerUser(app: App, input: RegisterInput = {}): Promise<RegisteredUser> {
  const steps = registration(app, input);
  dataOf(await steps.start());
  dataOf(await steps.setPhone());
  dataOf(await steps.confirmPhone());
  dataOf(await steps.setEmail());
  const { token, profile } = dataOf<{ token: string; profile: UserProfile }>(await steps.finish());
  return { token, profile, steps };
}

/** `remoteAddress` is the caller's address (127.0.0.1 when absent). */
export function loginStart(app: App, body: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/entrance/login/start',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function loginConfirm(app: App, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/entrance/login/confirm-phone', payload: body });
}
