// The customer's side of the console's journeys, through the customer API as
// the customers' apps call it: sandbox customers, face enrolment, and the
// sandbox's demo operators.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

export const facesDir = fileURLToPath(new URL('../../../../shared/faces/', import.meta.url));
const photo = (file: string) => readFileSync(`${facesDir}${file}`).toString('base64');
// One person's two photos (the demo seed's look-alike pair).
export const PAIR = ['stock-emotions-b-8.jpg', 'stock-emotions-b-2.jpg'] as const;

export interface Customer {
  token: string;
  profile: { id: string };
}

export async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function newCustomer(request: APIRequestContext, fullName: string): Promise<Customer> {
  return json<Customer>(
    await request.post('/api/sandbox/users', {
      data: { fullName, mustRegisterFace: true, faceStatus: 'NOT_STARTED', biometricConsent: true },
    }),
  );
}

/** One capture as the app sends it, waited for until its analysis ends. */
export async function capture(
  request: APIRequestContext,
  token: string,
  file: string,
  step: 1 | 2,
) {
  const sent = await json<{ faceUsageIntentionId: string }>(
    await request.post('/api/user/set-face/async', {
      headers: bearer(token),
      data: { images: [photo(file)], usesGlasses: false, step },
    }),
  );
  await expect
    .poll(
      async () =>
        (
          await json<{ faceUsageIntentionState: string }>(
            await request.get(`/api/user/set-face/polling/${sent.faceUsageIntentionId}`, {
              headers: bearer(token),
            }),
          )
        ).faceUsageIntentionState,
      { timeout: 60_000 },
    )
    .not.toBe('PROCESSING');
}

export async function enrol(
  request: APIRequestContext,
  customer: Customer,
  [first, second]: readonly [string, string],
) {
  await capture(request, customer.token, first, 1);
  await capture(request, customer.token, second, 2);
}

export async function operatorToken(request: APIRequestContext, role: string): Promise<string> {
  return (
    await json<{ token: string }>(
      await request.post('/api/sandbox/operators/session', { data: { role } }),
    )
  ).token;
}
