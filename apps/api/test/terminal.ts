// Terminal payment helpers for API tests (decision 033): a card ready to pay
// (validated, with a sandbox token), and the terminal's calls with its key.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { paymentMethods } from '../src/db/schema';
import { readSharedFace } from '../src/face-engine/testing/shared-faces';
import { asNewCapture } from '../src/face-engine/testing/new-capture';

export type CardRow = typeof paymentMethods.$inferSelect;

/**
 * A Visa of the customer as the wallet leaves it once validated: approved,
 * with the sandbox gateway's token (whose last four digits decide a charge:
 * 0005 is declined, see sandbox.ts).
 */
export async function payableCard(
  db: Database,
  userId: string,
  options: Partial<typeof paymentMethods.$inferInsert> & { lastFour?: string } = {},
): Promise<CardRow> {
  const now = new Date();
  const lastFour = options.lastFour ?? '1111';
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      type: 'CREDIT_CARD',
      authorizer: 'VISA',
      brand: 'VISA',
      holderName: 'CLIENTE TESTE',
      alias: `Visa ${lastFour}`,
      cardToken: `sandbox-${lastFour}-${randomUUID()}`,
      status: 'AUTO_APPROVED',
      validated: true,
      createdAt: now,
      updatedAt: now,
      ...options,
      lastFour,
    })
    .returning();
  return row!;
}

/** A terminal call with its key; `key: null` sends none. */
export function terminalCall(
  app: App,
  key: string | null,
  path: string,
  payload?: Record<string, unknown>,
  method: 'POST' | 'GET' = 'POST',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/terminal/${path}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(payload ? { payload } : {}),
  });
}

export function paymentOf(response: LightMyRequestResponse): TerminalPayment {
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json<{ data: TerminalPayment }>().data;
}

let saleCount = 0;

/** Starts a payment with a fresh idempotency key. */
export async function startPayment(
  app: App,
  key: string,
  amountCents = 2390,
): Promise<TerminalPayment> {
  saleCount += 1;
  return paymentOf(
    await terminalCall(app, key, 'payments', {
      amountCents,
      idempotencyKey: `sale-${saleCount}-${randomUUID()}`,
    }),
  );
}

/** Captures made so far by this test file: each payment's photo is a new one (decision 063). */
let captures = 0;

/** Sends a new capture of the shared photo `file` (see asNewCapture). */
export function sendFace(
  app: App,
  key: string,
  paymentId: string,
  file: string,
  extra: { cpf?: string; phoneLastFour?: string; frames?: string[] } = {},
): Promise<LightMyRequestResponse> {
  return sendFaceImage(app, key, paymentId, asNewCapture(readSharedFace(file), captures++), extra);
}

/** Sends exactly these photo bytes (a replay, when they were sent before). */
export async function sendFaceImage(
  app: App,
  key: string,
  paymentId: string,
  image: Buffer | Promise<Buffer>,
  extra: { cpf?: string; phoneLastFour?: string; frames?: string[] } = {},
): Promise<LightMyRequestResponse> {
  return terminalCall(app, key, `payments/${paymentId}/face`, {
    image: (await image).toString('base64'),
    ...extra,
  });
}

/** A burst frame as the terminal page sends it: up to 640 px, JPEG, base64. */
export async function burstFrame(file: string | Buffer): Promise<string> {
  const bytes = typeof file === 'string' ? readSharedFace(file) : file;
  const frame = await sharp(bytes)
    .resize({ width: 640, height: 640, fit: 'inside' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return frame.toString('base64');
}
