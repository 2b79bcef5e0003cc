// A shop and its customers over HTTP, as the ops tests need them: customers
// with a face enrolled from real photos (../shared/faces) and a card validated
// at the Cielo double, shop terminals, and a terminal payment driven the way a
// till does it: the same idempotency key on every retry, retries on a lost
// answer or an instance gone, the charge looked up (never repeated) when its
// outcome is unknown.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLuhnValidCardNumber } from '@rosto/contract/validators/card-number';
import { turnAnswerPath } from '../../web/e2e/turn-fixture-paths';
import { cameraCapture } from '../test/camera';
import type { CieloDouble } from '../test/cielo-double';

const facesDir = fileURLToPath(new URL('../../../../shared/faces/', import.meta.url));
export const photo = (file: string) => readFileSync(path.join(facesDir, file)).toString('base64');

/**
 * People of the shared set whose photos pass the quality checks (test/face.ts);
 * the terminal's camera shows them again, as the API's terminal tests do.
 */
export const people = [
  {
    name: 'ana',
    enrol: ['stock-emotions-a-1.jpg', 'stock-emotions-a-3.jpg'],
    pay: ['stock-emotions-a-4.jpg', 'stock-emotions-a-1.jpg'],
  },
  {
    name: 'bia',
    enrol: ['stock-emotions-b-2.jpg', 'stock-emotions-b-8.jpg'],
    pay: ['stock-emotions-b-8.jpg', 'stock-emotions-b-2.jpg'],
  },
  {
    name: 'vlado',
    enrol: ['person-vlado.jpg', 'person-vlado5.jpg'],
    pay: ['person-vlado.jpg', 'person-vlado5.jpg'],
  },
] as const;
export type Person = (typeof people)[number];

/** A signed-in customer made through the sandbox's helper endpoint (sandbox stage only). */
export async function sandboxCustomer(
  baseUrl: string,
  input: Record<string, unknown> = {},
): Promise<{ token: string; profile: { id: string; firstName: string; cpf: string } }> {
  const response = await fetch(`${baseUrl}/api/sandbox/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Maria Oliveira',
      mustRegisterFace: false,
      faceStatus: 'SUCCESS',
      ...input,
    }),
  });
  if (!response.ok) throw new Error(`sandbox user: ${response.status} ${await response.text()}`);
  return (
    (await response.json()) as {
      data: { token: string; profile: { id: string; firstName: string; cpf: string } };
    }
  ).data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string } | null;
  instance: string | null;
}

/** One HTTP call; a network failure answers status 0. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // nginx's own error pages are HTML.
    }
    return { status: response.status, body, instance: response.headers.get('x-rosto-instance') };
  } catch {
    return { status: 0, body: null, instance: null };
  }
}

/** The proxy or an instance failed, not the request: worth the same call again. */
export const transient = (answer: Answer) =>
  answer.status === 0 ||
  answer.status === 503 ||
  answer.status === 504 ||
  // nginx's 502 (an instance died mid-request) has no catalogue body.
  (answer.status === 502 && answer.body?.message === undefined);

async function expectOk(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body?.data ?? {};
}

/** A Luhn-valid Visa number ending in `lastFour`. */
function visaNumber(lastFour: string): string {
  const random = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('');
  for (let digit = 0; digit <= 9; digit += 1) {
    const number = `4${random}${digit}${lastFour}`;
    if (isLuhnValidCardNumber(number)) return number;
  }
  throw new Error('one digit always completes the Luhn sum');
}

export interface Customer {
  name: string;
  token: string;
  cardId: string;
  pin: string;
  /** Photos not used at enrolment: what the terminal's camera shows. */
  payPhotos: string[];
}

/** How the test learns the validation charge's amount (a customer reads it on the statement). */
export type ValidationAmount = (validate: () => Promise<void>) => Promise<number>;

/** The amount Cielo (the double) was asked to charge. */
export const amountAtCielo =
  (cielo: CieloDouble): ValidationAmount =>
  async (validate) => {
    const before = new Set(cielo.sales.keys());
    await validate();
    const charge = [...cielo.sales.values()].find((sale) => !before.has(sale.paymentId));
    if (!charge) throw new Error('no validation charge reached Cielo');
    return charge.amount;
  };

/** The sandbox gateway charges SANDBOX_RANDOM_AMOUNT_CENTS (123 by default). */
export const sandboxAmount: ValidationAmount = async (validate) => {
  await validate();
  return 123;
};

/** Where the rendered head turns of the ops people's photos are, once made for the run. */
let turnFixtures: string | null = null;

/**
 * The frames of `file`'s head turning to `action`: rendered once per run for
 * every ops person by the browser tests' fixture script (its own tsx process,
 * as it loads the face engine, which Playwright's loader cannot).
 */
function turnFrames(file: string, action: string): string[] {
  if (!turnFixtures) {
    const dir = mkdtempSync(path.join(tmpdir(), 'rosto-ops-turns-'));
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../../web/e2e/fixtures/make-turn-fixtures.mjs', import.meta.url)),
        '--out',
        dir,
        '--answers',
        people.map((person) => person.enrol[1]).join(','),
      ],
      {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    turnFixtures = dir;
  }
  return JSON.parse(readFileSync(turnAnswerPath(turnFixtures, file, action), 'utf8')) as string[];
}

/**
 * The liveness capture's body as the app sends it (decision 064): `file` with
 * the frames of its head turning to the side a challenge asked, rendered from
 * the photo (face-engine/testing/head-turn.ts); one photo alone would wait
 * for a person's review.
 */
async function livenessCapture(baseUrl: string, token: string, file: string) {
  const challenge = (await expectOk(
    call(baseUrl, 'POST', '/api/user/set-face/challenge', { token }),
    `${file}: head-turn challenge`,
  )) as { challengeId: string; action: string };
  return {
    images: [photo(file)],
    usesGlasses: false,
    step: 2,
    frames: turnFrames(file, challenge.action),
    challengeId: challenge.challengeId,
  };
}

/** A customer with a PIN, a face enrolled from two photos and a validated Visa, without a daily limit. */
export async function enrolledCustomer(
  baseUrl: string,
  validationAmount: ValidationAmount,
  person: Person,
): Promise<Customer> {
  const identity = person.name;
  const pin = '7392';
  const { token } = await sandboxCustomer(baseUrl, {
    fullName: `${identity[0]!.toUpperCase()}${identity.slice(1)} Operacoes Teste`,
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
    biometricConsent: true,
    pin,
  });
  for (const [index, file] of person.enrol.entries()) {
    await expectOk(
      call(baseUrl, 'POST', '/api/user/set-face', {
        token,
        body:
          index === 0
            ? { images: [photo(file)], usesGlasses: false, step: 1 }
            : await livenessCapture(baseUrl, token, file),
      }),
      `${identity}: face photo ${file}`,
    );
  }
  const card = await expectOk(
    call(baseUrl, 'POST', '/api/user/credit-card', {
      token,
      body: {
        name: 'CLIENTE OPERACOES',
        number: visaNumber('4242'),
        expiration: '12/30',
        cvc: '123',
      },
    }),
    `${identity}: card`,
  );
  const cardId = card.id as string;
  const amount = await validationAmount(async () => {
    await expectOk(
      call(baseUrl, 'POST', '/api/user/credit-card/validate', {
        token,
        body: { paymentMethodId: cardId },
      }),
      `${identity}: validation charge`,
    );
  });
  await expectOk(
    call(baseUrl, 'POST', '/api/user/credit-card/random-amount-check', {
      token,
      body: { paymentMethodId: cardId, amount, tries: 0 },
    }),
    `${identity}: validation amount`,
  );
  // Each of these few customers pays hundreds of times a day: no daily limit (decision 036).
  await expectOk(
    call(baseUrl, 'PUT', '/api/user/payment-limits', {
      token,
      body: { pinAboveCents: 20_000, dailyLimitCents: null, paused: false, pin },
    }),
    `${identity}: payment limits`,
  );
  return { name: identity, token, cardId, pin, payPhotos: person.pay.map(photo) };
}

export async function newTerminal(baseUrl: string, name: string): Promise<string> {
  const data = await expectOk(
    call(baseUrl, 'POST', '/api/sandbox/terminals', {
      body: {
        partnerSlug: 'padaria-sol',
        placeName: name,
        location: { lat: -23.5649, lng: -46.6519 },
        requirePin: false,
      },
    }),
    `terminal ${name}`,
  );
  return data.key as string;
}

export interface PaymentRun {
  idempotencyKey: string;
  /** The payment's id once started. */
  id: string | null;
  /** The last state the till heard: SUCCEEDED, or where it gave up waiting. */
  state: string;
  retries: number;
  instances: Set<string>;
}

let captures = 0;

/**
 * The till's camera taking one of the customer's pay photos again: a new
 * capture each time (a capture sent for another payment is refused as a
 * replay, decision 063), as base64. Each is the photo at its own exposure
 * (13 steps of 1 %) and moved by whole pixels (up to 9 each way): 1,300
 * captures no two alike, none cut off.
 */
export async function payCapture(customer: Customer, index: number): Promise<string> {
  const bytes = Buffer.from(customer.payPhotos[index % customer.payPhotos.length]!, 'base64');
  const k = captures++;
  const capture = await cameraCapture(bytes, {
    seed: k + 1,
    gain: 0.94 + 0.01 * (k % 13),
    dx: Math.floor(k / 13) % 10,
    dy: Math.floor(k / 130) % 10,
  });
  return capture.toString('base64');
}

/**
 * One sale at a till: start, face, confirm with the card and the PIN. Every
 * call is repeated while the answer is transient; confirm is repeated while
 * its outcome is unknown (the server looks the charge up, never charges again)
 * and, when another call holds the payment (CHARGING on an instance that
 * died), until `patienceMs` ends: the reconciliation settles it then.
 */
export async function pay(
  baseUrl: string,
  terminalKey: string,
  customer: Customer,
  sale: { idempotencyKey: string; amountCents: number; photo: string; patienceMs?: number },
): Promise<PaymentRun> {
  const run: PaymentRun = {
    idempotencyKey: sale.idempotencyKey,
    id: null,
    state: 'NOT_STARTED',
    retries: 0,
    instances: new Set(),
  };
  const until = async (
    attempt: () => Promise<Answer>,
    done: (answer: Answer) => boolean,
    patienceMs = 60_000,
  ): Promise<Answer> => {
    const deadline = Date.now() + patienceMs;
    for (;;) {
      const answer = await attempt();
      if (answer.instance) run.instances.add(answer.instance);
      if (done(answer) || Date.now() > deadline) return answer;
      run.retries += 1;
      await sleep(250);
    }
  };
  const started = await until(
    () =>
      call(baseUrl, 'POST', '/api/terminal/payments', {
        token: terminalKey,
        body: { amountCents: sale.amountCents, idempotencyKey: sale.idempotencyKey },
      }),
    (answer) => !transient(answer),
  );
  if (started.status !== 201 && started.status !== 200) {
    throw new Error(
      `start ${sale.idempotencyKey}: ${started.status} ${JSON.stringify(started.body)}`,
    );
  }
  run.id = started.body?.data?.id as string;
  run.state = started.body?.data?.state as string;

  const identified = await until(
    () =>
      call(baseUrl, 'POST', `/api/terminal/payments/${run.id}/face`, {
        token: terminalKey,
        body: { image: sale.photo },
      }),
    (answer) => !transient(answer),
  );
  if (identified.status !== 200) {
    throw new Error(
      `face ${sale.idempotencyKey}: ${identified.status} ${JSON.stringify(identified.body)}`,
    );
  }
  run.state = identified.body?.data?.state as string;

  const confirmed = await until(
    () =>
      call(baseUrl, 'POST', `/api/terminal/payments/${run.id}/confirm`, {
        token: terminalKey,
        body: { paymentMethodId: customer.cardId, pin: customer.pin },
      }),
    (answer) =>
      answer.status === 200 ||
      // A final refusal: the test reports it.
      (!transient(answer) &&
        answer.body?.message !== 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN' &&
        answer.body?.message !== 'TERMINAL_PAYMENT_WRONG_STATE'),
    sale.patienceMs ?? 30_000,
  );
  run.state =
    confirmed.status === 200
      ? (confirmed.body?.data?.state as string)
      : (confirmed.body?.message ?? `HTTP ${confirmed.status}`);
  return run;
}
