// The customer's side of the console's journeys, through the customer API as
// the customers' apps call it: sandbox customers, face enrolment, the
// sandbox's demo operators, and a customer's sign-in with the SMS code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { livenessCaptureBody } from '../../web/e2e/turn-answers';

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
  // The liveness capture answers a head-turn challenge, as the app's does (decision 064).
  const data =
    step === 1
      ? { images: [photo(file)], usesGlasses: false, step }
      : await livenessCaptureBody(request, token, process.env.CONSOLE_E2E_DATA_DIR!, {
          name: file,
          base64: photo(file),
        });
  const sent = await json<{ faceUsageIntentionId: string }>(
    await request.post('/api/user/set-face/async', { headers: bearer(token), data }),
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

/** The newest sandbox message to a phone (digits), or null: what the phone shows last. */
async function newestMessage(page: Page, phone: string) {
  const messages = await json<{ id: string; body: string }[]>(
    await page.request.get(`/api/sandbox/outbox?to=${phone}`),
  );
  return messages[0] ?? null;
}

/**
 * Signs in to the customer app on `page` (its context's baseURL the server) as
 * a customer does: the CPF at /login, then the code of the SMS that arrives
 * after it, read from the sandbox outbox as from the phone.
 */
export async function signInWithSmsCode(page: Page, cpf: string, phone: string): Promise<void> {
  await page.goto('/login');
  const before = (await newestMessage(page, phone))?.id;
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  let code = '';
  await expect
    .poll(
      async () => {
        const message = await newestMessage(page, phone);
        code =
          message && message.id !== before ? (/\b(\d{6})\b/u.exec(message.body)?.[1] ?? '') : '';
        return code;
      },
      { message: `an SMS code to ${phone}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/u);
  await page.getByLabel('Código de verificação').pressSequentially(code);
}
