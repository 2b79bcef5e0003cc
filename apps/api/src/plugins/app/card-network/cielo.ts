// The card network through Cielo's E-commerce API 3.0 (docs.cielo.com.br/ecommerce-cielo):
// Zero Auth (POST /1/zeroauth), tokenisation (POST /1/card), sales with a
// CardToken (POST /1/sales), void (PUT /1/sales/{PaymentId}/void?amount=N) and
// the query host (GET /1/sales/{PaymentId}, GET /1/sales?merchantOrderId=). Headers MerchantId, MerchantKey
// and a fresh RequestId per call; errors come as [{ Code, Message }].
//
// What reaches the logs: the operation, HTTP status, duration, Cielo's return
// and error codes, our order id and Cielo's PaymentId. Never the card number,
// the security code, the CardToken, a request or response body, or Cielo's
// error messages (they describe the data sent).
//
// No call is retried. A sale or a void moves money, and Cielo documents
// RequestId as a request identifier, not an idempotency key, nor does it refuse
// a repeated MerchantOrderId (its own docs speak of "orders with duplicate order
// number"): a retry after a lost answer could charge twice. Zero Auth attempts
// count in the card brands' retry programs (fees for excess), and a retried
// tokenisation would store the card twice. A failed call answers
// CARD_GATEWAY_UNAVAILABLE and the person tries again; a charge whose answer
// was lost is logged with its order id, to be looked up by MerchantOrderId.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ErrorCode } from '@rosto/contract/errors';
import { isLuhnValidCardNumber } from '@rosto/contract/validators/card-number';
import { AppError } from '../../../errors';
import {
  CIELO_ZERO_AUTH_BRANDS,
  type CardData,
  type CardNetwork,
  type ChargeLookup,
  type ChargeRecord,
  type ChargeResult,
  type GatewayBrand,
  type StoredCardUse,
  VALIDATION_AMOUNT_DRAWN_MIN_CENTS,
  VALIDATION_AMOUNT_MAX_CENTS,
} from './types';

export interface CieloOptions {
  merchantId: string;
  merchantKey: string;
  /** Transactions host (POST/PUT), e.g. https://api.cieloecommerce.cielo.com.br. */
  apiUrl: string;
  /** Queries host (GET), e.g. https://apiquery.cieloecommerce.cielo.com.br. */
  queryUrl: string;
  /** For the whole operation, answer included (a refund's query shares it). */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** Our brands as Cielo spells CreditCard.Brand. */
export const cieloBrand: Readonly<Record<GatewayBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Master',
  AMERICAN_EXPRESS: 'Amex',
  ELO: 'Elo',
  DINERS: 'Diners',
};

/** Payment.Status values (Cielo's "Status transacional" table). */
export const cieloPaymentStatus = {
  notFinished: 0,
  authorized: 1,
  paymentConfirmed: 2,
  denied: 3,
  voided: 10,
  refunded: 11,
  pending: 12,
  aborted: 13,
  scheduled: 20,
} as const;

/** A sale's Status as the reconciliation reads it. */
function recordStatus(status: number): 'captured' | 'voided' | 'declined' | 'pending' {
  if (status === cieloPaymentStatus.paymentConfirmed) return 'captured';
  if (cancelledStatuses.has(status)) return 'voided';
  if (status === cieloPaymentStatus.denied || status === cieloPaymentStatus.aborted) {
    return 'declined';
  }
  // NotFinished, Authorized (not captured), Pending, Scheduled: not settled yet.
  return 'pending';
}

/** Statuses of a sale that was not made: a decline, not an error. */
const declinedStatuses = new Set<number>([cieloPaymentStatus.denied, cieloPaymentStatus.aborted]);
/**
 * Statuses of a sale not settled yet (NotFinished, Pending): it may still be
 * approved, so it is neither a yes nor a no (decision 052); the lookup by
 * order id settles it later.
 */
const unsettledStatuses = new Set<number>([
  cieloPaymentStatus.notFinished,
  cieloPaymentStatus.pending,
]);
/** Statuses of a sale whose money went back (10 the same day, 11 afterwards). */
const cancelledStatuses = new Set<number>([cieloPaymentStatus.voided, cieloPaymentStatus.refunded]);

/**
 * API error codes about the card itself (Cielo's "API Errors" table): holder,
 * number and expiry required or invalid, number length, security code length,
 * brand required, holder with other than letters.
 */
const cardDataErrorCodes = new Set([
  117, 118, 124, 125, 126, 127, 128, 146, 174, 177, 182, 213, 214,
]);
/** "Brand is not supported by selected provider". */
const cardBrandErrorCodes = new Set([185]);
/**
 * Codes that mean the store's setup, not the request: MerchantId/MerchantKey
 * missing, malformed, unknown or blocked, IP not in the trusted list,
 * affiliation or payment method not enabled, Cartão Protegido or Zero Auth not
 * enabled for the store.
 */
const configurationErrorCodes = new Set([
  101, 114, 115, 116, 120, 129, 131, 132, 133, 170, 171, 172, 173, 300, 301, 306, 322,
]);
/**
 * Cancellation return codes that mean done (Cielo's "Códigos de Retorno de
 * Cancelamento"): 0, a void approved (whole or partial), and 9, a whole void
 * approved. Every other one there (3, 5, 10, 17, 40-43, 51-58, 60, 72, 76,
 * 77, 97-100: no balance in the schedule, past the deadline, sale not found,
 * already disputed, ...) leaves the sale charged.
 */
const voidApprovedReturnCodes = new Set(['0', '00', '9']);
/** "Transaction not available to void". */
const NOT_AVAILABLE_TO_VOID = 309;
/**
 * Zero Auth on a brand it does not cover: "57 - Invalid card brand", answered
 * as the error { Code: 57, Message: "Bandeira inválida" } (Cielo's manual).
 */
const ZERO_AUTH_INVALID_BRAND = 57;
/**
 * Zero Auth's "389 - Restrição Cadastral" (as Code or ReturnCode): Zero Auth is
 * not enabled as it should be for the store, or Cielo's own criteria keep it
 * from judging this card ("try another card"). Not a verdict on the card.
 */
const ZERO_AUTH_RESTRICTED = 389;

/** MerchantOrderId: letters and digits only, at most 50. */
const MERCHANT_ORDER_ID_MAX = 50;
/** CreditCard.Holder: 25 characters. */
const HOLDER_MAX = 25;
/** Payment.SoftDescriptor: 13 characters, no special characters. */
const SOFT_DESCRIPTOR_MAX = 13;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

type Operation = 'zeroauth' | 'tokenize' | 'sale' | 'void' | 'query';

interface LogContext {
  orderId?: string;
  paymentId?: string;
}

/** A refusal with Cielo's error codes, kept for the refund's idempotency check. */
class CieloRefusal extends AppError {
  constructor(
    code: ErrorCode,
    readonly httpStatus: number,
    readonly cieloCodes: readonly number[],
  ) {
    super(code);
  }
}

// Return codes are documented as text ("00", "4"), some answers send numbers.
const returnCode = z.union([z.string(), z.number()]).transform(String);
const cieloError = z.object({
  Code: z.union([z.number().int(), z.string().regex(/^\d+$/u).transform(Number)]),
});
// A list, as the API reference shows; Zero Auth's brand error is shown as one object.
const cieloErrors = z.union([z.array(cieloError), cieloError.transform((error) => [error])]);
const zeroAuthAnswer = z.object({ Valid: z.boolean(), ReturnCode: returnCode });
const cardAnswer = z.object({ CardToken: z.string().min(1) });
const saleAnswer = z.object({
  Payment: z.object({
    PaymentId: z.string().optional(),
    Status: z.number().int(),
    ReturnCode: returnCode.optional(),
  }),
});
const voidAnswer = z.object({
  Status: z.number().int(),
  ReasonCode: z.number().int().optional(),
  ReturnCode: returnCode.optional(),
});
const queryAnswer = z.object({
  Payment: z.object({
    Status: z.number().int(),
    ReturnCode: returnCode.optional(),
    Amount: z.number().int().nonnegative().optional(),
    VoidedAmount: z.number().int().nonnegative().optional(),
  }),
});
/**
 * GET /1/sales?merchantOrderId=: the sales made under that order id. The API
 * reference lists them under `Payments`, the manual's example under `Payment`:
 * either is read. An answer with neither is not taken for "no sale" (that
 * could let a charge be made twice): it fails as an unexpected body.
 */
const orderSales = z.array(z.object({ PaymentId: z.string().regex(GUID) }));
const ordersAnswer = z
  .union([z.object({ Payments: orderSales }), z.object({ Payment: orderSales })])
  .transform((answer) => ('Payments' in answer ? answer.Payments : answer.Payment));

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** "MM/YYYY", as Cielo's ExpirationDate. */
export function cieloExpirationDate(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year)}`;
}

/** Cielo accepts letters and digits only in MerchantOrderId: our ids lose their dashes. */
export function cieloMerchantOrderId(orderId: string): string {
  const id = orderId.replace(/[^A-Za-z0-9]/gu, '');
  if (id === '' || id.length > MERCHANT_ORDER_ID_MAX) {
    throw new AppError('CARD_GATEWAY_INVALID_DATA');
  }
  return id;
}

/** At most 13 letters and digits (accents dropped), or nothing. */
function softDescriptor(text: string): string | undefined {
  const plain = text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/gu, '')
    .slice(0, SOFT_DESCRIPTOR_MAX);
  return plain === '' ? undefined : plain;
}

/**
 * A sale with a CardToken and no SecurityCode (we never keep the code) is a
 * card-on-file sale, and Cielo declines it unless it says so (its FAQ): the
 * first use of the stored card, then each later one with its reason. Ours are
 * the customer's own purchases at no set time: Unscheduled.
 */
function cardOnFile(use: StoredCardUse) {
  return use === 'first' ? { Usage: 'First' } : { Usage: 'Used', Reason: 'Unscheduled' };
}

/**
 * Mastercard's initiator indicator (Cielo's "Mastercard Transaction
 * Initiator" tables): C1, the cardholder initiates, with credentials on file.
 */
const CARDHOLDER_INITIATED_ON_FILE = { Category: 'C1', Subcategory: 'CredentialsOnFile' };

function cardNumber(number: string): string {
  return number.replace(/\D/gu, '');
}

/**
 * An open card's number, checked before it is sent: one that fails the Luhn
 * check is no card, and Cielo answers its tokenisation with a bare 500 (its
 * sandbox, DeveloperCielo/developercielo.github.io#272) that would read as
 * "unavailable", while a Zero Auth on it counts in the brands' retry programs.
 */
function openCardNumber(number: string): string {
  const digits = cardNumber(number);
  if (!isLuhnValidCardNumber(digits)) throw new AppError('CARD_GATEWAY_INVALID_CARD_DATA');
  return digits;
}

/**
 * CreditCard.Holder as Cielo takes it: letters and spaces only (accents and
 * other characters answer error 214), at most 25. "João D'Ávila-Sá" is sent as
 * "Joao DAvilaSa", as Cielo's own clients send it.
 */
export function cieloHolder(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z ]/gu, '')
    .replace(/ +/gu, ' ')
    .trim()
    .slice(0, HOLDER_MAX)
    .trim();
}

export function createCieloCardNetwork(options: CieloOptions): CardNetwork {
  const { log } = options;
  const headers = (): Record<string, string> => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    MerchantId: options.merchantId,
    MerchantKey: options.merchantKey,
    RequestId: randomUUID(),
  });

  /** One HTTP exchange; a 2xx answer's body, parsed. Everything else throws AppError. */
  async function send(
    operation: Operation,
    request: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; signal?: AbortSignal },
    context: LogContext = {},
  ): Promise<{ status: number; body: unknown; durationMs: number }> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    // A sale or void whose answer is lost may still have moved money.
    const outcomeUnknown = operation === 'sale' || operation === 'void' ? true : undefined;
    let status: number;
    let text: string;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: headers(),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal ?? AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      // The signal also bounds reading the body.
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      log.error(
        { operation, ...context, durationMs: elapsed(), outcomeUnknown },
        timedOut ? 'Cielo did not answer in time' : 'Cielo unreachable',
      );
      throw new AppError('CARD_GATEWAY_UNAVAILABLE', {}, { cause: error });
    }
    const durationMs = elapsed();
    const parsed = parseJson(text);

    if (status >= 500) {
      log.error({ operation, ...context, status, durationMs, outcomeUnknown }, 'Cielo failed');
      throw new AppError('CARD_GATEWAY_UNAVAILABLE');
    }
    if (status >= 200 && status < 300) {
      if (!parsed.ok) {
        log.error(
          { operation, ...context, status, durationMs, outcomeUnknown },
          'Cielo answered malformed JSON',
        );
        throw new AppError('CARD_GATEWAY_ERROR');
      }
      return { status, body: parsed.value, durationMs };
    }

    const errors = parsed.ok ? cieloErrors.safeParse(parsed.value) : undefined;
    const codes = errors?.success ? errors.data.map((error) => error.Code) : [];
    if (
      status === 401 ||
      status === 403 ||
      codes.some((code) => configurationErrorCodes.has(code))
    ) {
      log.error(
        { operation, ...context, status, durationMs, codes },
        'Cielo refused the store: configuration error (CIELO_MERCHANT_ID, CIELO_MERCHANT_KEY, ' +
          'trusted IPs or services enabled for the store)',
      );
      throw new CieloRefusal('CARD_GATEWAY_ERROR', status, codes);
    }
    let code: ErrorCode = 'CARD_GATEWAY_ERROR';
    if (errors?.success) {
      if (codes.some((c) => cardBrandErrorCodes.has(c))) code = 'CARD_GATEWAY_INVALID_CARD_BRAND';
      else if (codes.some((c) => cardDataErrorCodes.has(c)))
        code = 'CARD_GATEWAY_INVALID_CARD_DATA';
      else code = 'CARD_GATEWAY_INVALID_DATA';
    }
    log.warn({ operation, ...context, status, durationMs, codes }, 'Cielo refused the request');
    throw new CieloRefusal(code, status, codes);
  }

  /** The answer's shape, or CARD_GATEWAY_ERROR (logged without the body). */
  function read<T>(
    schema: z.ZodType<T>,
    answer: { status: number; body: unknown; durationMs: number },
    operation: Operation,
    context: LogContext = {},
  ): T {
    const result = schema.safeParse(answer.body);
    if (!result.success) {
      log.error(
        { operation, ...context, status: answer.status, durationMs: answer.durationMs },
        'Cielo answered an unexpected body',
      );
      throw new AppError('CARD_GATEWAY_ERROR');
    }
    return result.data;
  }

  /** 389: Zero Auth cannot judge the card, which is neither valid nor invalid (decision 052). */
  function zeroAuthRestricted(): AppError {
    log.error(
      { operation: 'zeroauth', codes: [ZERO_AUTH_RESTRICTED] },
      'Cielo Zero Auth could not judge the card (389, Restrição Cadastral): check that Zero Auth ' +
        'is enabled for the store; if it is, Cielo asks for another card',
    );
    return new AppError('CARD_GATEWAY_ERROR');
  }

  async function zeroAuth(
    body: Record<string, unknown>,
  ): Promise<{ valid: boolean; returnCode: string }> {
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send('zeroauth', {
        method: 'POST',
        url: `${options.apiUrl}/1/zeroauth`,
        body: { CardType: 'CreditCard', ...body, SaveCard: false },
      });
    } catch (error) {
      if (error instanceof CieloRefusal && error.cieloCodes.includes(ZERO_AUTH_RESTRICTED)) {
        throw zeroAuthRestricted();
      }
      // A brand Zero Auth does not cover comes back declined, as decision 030 has it.
      if (error instanceof CieloRefusal && error.cieloCodes.includes(ZERO_AUTH_INVALID_BRAND)) {
        return { valid: false, returnCode: String(ZERO_AUTH_INVALID_BRAND) };
      }
      throw error;
    }
    const result = read(zeroAuthAnswer, answer, 'zeroauth');
    log.info(
      {
        operation: 'zeroauth',
        status: answer.status,
        durationMs: answer.durationMs,
        valid: result.Valid,
        returnCode: result.ReturnCode,
      },
      'Cielo Zero Auth answered',
    );
    if (Number(result.ReturnCode) === ZERO_AUTH_RESTRICTED) throw zeroAuthRestricted();
    return { valid: result.Valid, returnCode: result.ReturnCode };
  }

  /** The sale's Payment.Status on the query host (GET /1/sales/{PaymentId}). */
  async function paymentStatus(paymentId: string, signal: AbortSignal): Promise<number> {
    const answer = await send(
      'query',
      { method: 'GET', url: `${options.queryUrl}/1/sales/${paymentId}`, signal },
      { paymentId },
    );
    return read(queryAnswer, answer, 'query', { paymentId }).Payment.Status;
  }

  /** The sales of our order id, each with its status (none: an empty list). */
  async function salesOfOrder(orderId: string, signal: AbortSignal) {
    const context: LogContext = { orderId };
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(
        'query',
        {
          method: 'GET',
          url: `${options.queryUrl}/1/sales?merchantOrderId=${cieloMerchantOrderId(orderId)}`,
          signal,
        },
        context,
      );
    } catch (error) {
      // No sale under that order id.
      if (error instanceof CieloRefusal && error.httpStatus === 404) return [];
      throw error;
    }
    const payments = read(ordersAnswer, answer, 'query', context);
    const sales = [];
    for (const { PaymentId } of payments) {
      const status = await send(
        'query',
        { method: 'GET', url: `${options.queryUrl}/1/sales/${PaymentId}`, signal },
        { ...context, paymentId: PaymentId },
      );
      const { Payment } = read(queryAnswer, status, 'query', { ...context, paymentId: PaymentId });
      sales.push({ paymentId: PaymentId, status: Payment.Status, returnCode: Payment.ReturnCode });
    }
    return sales;
  }

  return {
    // Cielo documents Zero Auth for Visa, Master and Elo; other brands answer
    // "57 - Invalid card brand", so American Express and Diners come back declined.
    zeroAuthBrands: CIELO_ZERO_AUTH_BRANDS,
    // Zero Auth on a stored card is documented as {CardToken, SaveCard, Brand}:
    // no SecurityCode, so a CVV sent with it may pass whatever it is.
    storedCardCvvBrands: [],
    verifyCard: async (card: CardData) => {
      const number = openCardNumber(card.number);
      return zeroAuth({
        CardNumber: number,
        Holder: cieloHolder(card.holder),
        ExpirationDate: cieloExpirationDate(card.expiryMonth, card.expiryYear),
        SecurityCode: card.cvv,
        Brand: cieloBrand[card.brand],
      });
    },

    tokenize: async (card) => {
      const answer = await send('tokenize', {
        method: 'POST',
        url: `${options.apiUrl}/1/card`,
        body: {
          CustomerName: card.holder.trim(),
          CardNumber: openCardNumber(card.number),
          Holder: cieloHolder(card.holder),
          ExpirationDate: cieloExpirationDate(card.expiryMonth, card.expiryYear),
          Brand: cieloBrand[card.brand],
        },
      });
      const result = read(cardAnswer, answer, 'tokenize');
      log.info(
        { operation: 'tokenize', status: answer.status, durationMs: answer.durationMs },
        'Cielo stored a card',
      );
      return { cardToken: result.CardToken };
    },

    verifyCvv: () => {
      // Never called (storedCardCvvBrands is empty); a caller that does gets no false "valid".
      log.error({ operation: 'zeroauth' }, "Cielo cannot check a stored card's security code");
      return Promise.reject(new AppError('CARD_GATEWAY_ERROR'));
    },

    validationAmountCents: () =>
      randomInt(VALIDATION_AMOUNT_DRAWN_MIN_CENTS, VALIDATION_AMOUNT_MAX_CENTS + 1),

    charge: async (input): Promise<ChargeResult> => {
      const context: LogContext = { orderId: input.orderId };
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        // Cielo refuses an Amount of 0; fractions of a cent are a bug upstream.
        throw new AppError('CARD_GATEWAY_INVALID_DATA');
      }
      const descriptor = softDescriptor(input.softDescriptor);
      const answer = await send(
        'sale',
        {
          method: 'POST',
          url: `${options.apiUrl}/1/sales`,
          body: {
            MerchantOrderId: cieloMerchantOrderId(input.orderId),
            Payment: {
              Type: 'CreditCard',
              Amount: input.amountCents,
              Installments: 1,
              Capture: true,
              ...(descriptor === undefined ? {} : { SoftDescriptor: descriptor }),
              CreditCard: {
                CardToken: input.cardToken,
                Brand: cieloBrand[input.brand],
                CardOnFile: cardOnFile(input.storedCardUse),
              },
              // Mastercard wants the initiator of every stored-card sale.
              ...(input.brand === 'MASTERCARD'
                ? { InitiatedTransactionIndicator: CARDHOLDER_INITIATED_ON_FILE }
                : {}),
            },
          },
        },
        context,
      );
      const { Payment: payment } = read(saleAnswer, answer, 'sale', context);
      const logged = {
        operation: 'sale',
        ...context,
        paymentId: payment.PaymentId,
        status: answer.status,
        durationMs: answer.durationMs,
        paymentStatus: payment.Status,
        returnCode: payment.ReturnCode,
      };
      // Capture true: an approved sale is PaymentConfirmed (2) straight away.
      if (payment.Status === cieloPaymentStatus.paymentConfirmed && payment.PaymentId) {
        log.info(logged, 'Cielo approved a charge');
        return { approved: true, paymentId: payment.PaymentId };
      }
      if (unsettledStatuses.has(payment.Status)) {
        log.warn({ ...logged, outcomeUnknown: true }, 'Cielo has not settled a charge yet');
        throw new AppError('CARD_GATEWAY_OUTCOME_PENDING');
      }
      if (declinedStatuses.has(payment.Status)) {
        log.info(logged, 'Cielo declined a charge');
        return { approved: false, returnCode: payment.ReturnCode ?? String(payment.Status) };
      }
      // Authorised but not captured, pending, scheduled...: not what was asked for.
      log.error(logged, 'Cielo answered a charge with an unexpected status');
      throw new AppError('CARD_GATEWAY_ERROR');
    },

    getCharge: async ({ paymentId }): Promise<ChargeRecord> => {
      if (!GUID.test(paymentId)) return { found: false };
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(
          'query',
          {
            method: 'GET',
            url: `${options.queryUrl}/1/sales/${paymentId}`,
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          { paymentId },
        );
      } catch (error) {
        if (error instanceof CieloRefusal && error.httpStatus === 404) return { found: false };
        throw error;
      }
      const { Payment: payment } = read(queryAnswer, answer, 'query', { paymentId });
      return {
        found: true,
        status: recordStatus(payment.Status),
        amountCents: payment.Amount ?? 0,
        voidedCents: payment.VoidedAmount ?? 0,
      };
    },

    findCharge: async ({ orderId }): Promise<ChargeLookup> => {
      const sales = await salesOfOrder(orderId, AbortSignal.timeout(options.timeoutMs));
      const approved = sales.find((sale) => sale.status === cieloPaymentStatus.paymentConfirmed);
      // Only a settled refusal counts as one: NotFinished (0) may still be in progress.
      const refused = sales.filter(
        (sale) =>
          sale.status === cieloPaymentStatus.denied || sale.status === cieloPaymentStatus.aborted,
      );
      let lookup: ChargeLookup = { outcome: sales.length === 0 ? 'none' : 'unknown' };
      if (approved) lookup = { outcome: 'approved', paymentId: approved.paymentId };
      else if (refused.length > 0 && refused.length === sales.length) {
        lookup = {
          outcome: 'declined',
          returnCode: refused[0]!.returnCode ?? String(refused[0]!.status),
        };
      }
      log.info(
        { operation: 'query', orderId, sales: sales.length, outcome: lookup.outcome },
        'Cielo looked up a charge',
      );
      return lookup;
    },

    refund: async ({ paymentId, amountCents }) => {
      const context: LogContext = { paymentId };
      if (!GUID.test(paymentId) || !Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new AppError('CARD_GATEWAY_INVALID_DATA');
      }
      // One budget for the void and the query that may follow it.
      const signal = AbortSignal.timeout(options.timeoutMs);
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(
          'void',
          {
            method: 'PUT',
            url: `${options.apiUrl}/1/sales/${paymentId}/void?amount=${String(amountCents)}`,
            signal,
          },
          context,
        );
      } catch (error) {
        // Cancelled before (by us or in the Cielo portal): done, as asked.
        if (error instanceof CieloRefusal && error.cieloCodes.includes(NOT_AVAILABLE_TO_VOID)) {
          const status = await paymentStatus(paymentId, signal);
          if (cancelledStatuses.has(status)) {
            log.info(
              { operation: 'void', ...context, paymentStatus: status },
              'Charge was already cancelled',
            );
            return;
          }
          log.error(
            { operation: 'void', ...context, paymentStatus: status },
            'Cielo cannot void this charge',
          );
        }
        throw error;
      }
      const result = read(voidAnswer, answer, 'void', context);
      const logged = {
        operation: 'void',
        ...context,
        status: answer.status,
        durationMs: answer.durationMs,
        paymentStatus: result.Status,
        reasonCode: result.ReasonCode,
        returnCode: result.ReturnCode,
      };
      const reasonOk = result.ReasonCode === undefined || result.ReasonCode === 0;
      // Null: no ReturnCode, so the Status alone speaks.
      const returnOk =
        result.ReturnCode === undefined ? null : voidApprovedReturnCodes.has(result.ReturnCode);
      if (reasonOk && returnOk !== false && cancelledStatuses.has(result.Status)) {
        log.info(logged, 'Cielo cancelled a charge');
        return;
      }
      // A partial void leaves the sale confirmed (Status 2): only its approval
      // code says it was done. Status 2 alone is a void that did not happen.
      if (reasonOk && returnOk === true && result.Status === cieloPaymentStatus.paymentConfirmed) {
        log.info(logged, 'Cielo cancelled part of a charge');
        return;
      }
      log.error(logged, 'Cielo did not cancel a charge: it stays charged');
      throw new AppError('CARD_GATEWAY_ERROR');
    },

    // Cielo's E-commerce API 3.0 has no call to delete a stored card: /1/card
    // only creates (POST) and reads (GET on the query host) a CardToken. Cartão
    // Protegido's DELETE /v1/Token/{TokenReference} belongs to the Braspag
    // gateway (another host, OAuth credentials), not to this API. So the token is
    // only forgotten: the caller deletes it from our database, and without it no
    // one can charge the card through our store.
    removeCard: () => {
      log.debug({ operation: 'removeCard' }, 'Cielo keeps no deletable card: token forgotten');
      return Promise.resolve();
    },
  };
}
