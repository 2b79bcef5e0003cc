// A local stand-in for Cielo's E-commerce API 3.0, for the adapter's tests:
// two node:http servers on port 0, the transactions host (POST /1/zeroauth,
// POST /1/card, POST /1/sales, PUT /1/sales/{PaymentId}/void) and the query host
// (GET /1/sales/{PaymentId}, GET /1/sales?merchantOrderId=). It checks the MerchantId/MerchantKey headers,
// validates the documented bodies (400 with Cielo's [{ Code, Message }] on a
// missing or malformed field), answers the documented bodies, and records every
// request. Scenarios: approve, decline, slow, error500, malformed. With
// outcomeByLastDigit, sales and Zero Auth answer as Cielo's sandbox does
// (decision 052's appendix). Like Cielo, it takes a brand name in any case and
// refuses a card number that fails the Luhn check.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { isLuhnValidCardNumber } from '@rosto/contract/validators/card-number';
import { createCieloCardNetwork } from '../src/plugins/app/card-network/cielo';

export type CieloScenario =
  /** Valid cards, approved and captured sales. */
  | 'approve'
  /** Zero Auth Valid false (57); sales Status 3 (Denied), ReturnCode 05. */
  | 'decline'
  /** Answers after `slowMs`: beyond the adapter's timeout. */
  | 'slow'
  /** 500 Internal Server Error. */
  | 'error500'
  /** 2xx with a body that is not JSON. */
  | 'malformed';

export interface RecordedCieloRequest {
  host: 'api' | 'query';
  method: string;
  /** With the query string. */
  path: string;
  /** Lower-case names, as node:http has them. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON; undefined without a body. */
  body: unknown;
}

export interface CieloDouble {
  apiUrl: string;
  queryUrl: string;
  merchantId: string;
  merchantKey: string;
  scenario: CieloScenario;
  /** How long the slow scenario waits before answering. */
  slowMs: number;
  /**
   * The key of the list a query by MerchantOrderId answers: the API reference
   * answers `Payments`, the manual's example `Payment`; `none` answers neither.
   */
  orderListKey: 'Payments' | 'Payment' | 'none';
  /**
   * How a void is answered: `approve` (Status 10 with ReturnCode 9, or 2
   * with 0 for a part), `refuse` (200, Status 2, ReturnCode 43: no balance in
   * the merchant's schedule), `statusOnly` (200, Status 2, no codes at all).
   * Only `approve` voids anything.
   */
  voidAnswer: 'approve' | 'refuse' | 'statusOnly';
  /**
   * The affiliation refuses a sale with a CardToken and no SecurityCode unless
   * it is marked card-on-file (CreditCard.CardOnFile: Usage First, or Used
   * with a Reason) and, for Mastercard, carries its initiator indicator:
   * declined, Status 3 with ReturnCode 57 ("transaction not allowed for the card").
   */
  cardOnFileRequired: boolean;
  /**
   * The Status a sale is made with instead of the scenario's: 0 (NotFinished,
   * a sale that stays there), 12 (Pending) or 13 (Aborted), as Cielo's sandbox
   * answers some cards; null for the scenario's own.
   */
  saleStatus: 0 | 12 | 13 | null;
  /**
   * Cielo's sandbox table (off by default): a sale's outcome follows the last
   * digit of the card number (of the number a CardToken was made from), and
   * Zero Auth authorises a number starting with 5 and ending in 0 and answers
   * the documented denial cards with their codes. See SANDBOX_OUTCOMES.
   */
  outcomeByLastDigit: boolean;
  /** Draws the outcome of a number ending in 9 (below 0.5: authorised); Math.random by default. */
  random: () => number;
  /**
   * Zero Auth answers 389 ("Restrição Cadastral") for every card: as an API
   * error (`error`: 400, [{ Code, Message }]) or as its business answer
   * (`returnCode`: 200, Valid false); `none` by default.
   */
  zeroAuthRestriction: 'none' | 'error' | 'returnCode';
  /** The case of CreditCard.Brand in a sale's answer: as sent (default), upper or lower. */
  answerBrandCase: 'sent' | 'upper' | 'lower';
  readonly requests: RecordedCieloRequest[];
  /** The sales made, by PaymentId. */
  readonly sales: Map<string, DoubleSale>;
  /** Scenario back to approve (slowMs 2 s, Payments, voids approved, the scenario's sale status, no sandbox table, no 389, brands as sent), requests forgotten; sales and tokens are kept. */
  reset(): void;
  close(): Promise<void>;
}

export interface DoubleSale {
  paymentId: string;
  merchantOrderId: string;
  amount: number;
  voidedAmount: number;
  status: number;
  /** A declined sale's ReturnCode, answered by the query host too. */
  returnCode?: string;
}

export const DOUBLE_MERCHANT_ID = '8937bd5b-9796-494d-9fe5-f76b3e4da633';
export const DOUBLE_MERCHANT_KEY = 'XKGHUBSBKIRXKAVPSKWLVXYCLVJUGTNZLIHPUSYV';

/** Brands Cielo lists for CreditCard.Brand; Zero Auth takes the first three only. */
const BRANDS = ['Visa', 'Master', 'Elo', 'Amex', 'Diners', 'Aura', 'JCB', 'Discover', 'Hipercard'];
const ZERO_AUTH_BRANDS = new Set(['visa', 'master', 'elo']);
const EXPIRATION = /^(0[1-9]|1[0-2])\/\d{4}$/u;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

interface CieloError {
  Code: number;
  Message: string;
}
/** Messages from Cielo's "API Errors" table. */
const error = {
  merchantIdRequired: { Code: 101, Message: 'MerchantId is required' },
  paymentTypeRequired: { Code: 102, Message: 'Payment Type is required' },
  customerNameRequired: { Code: 105, Message: 'Customer Name is required' },
  amountInvalid: { Code: 108, Message: 'Amount must be greater or equal to zero' },
  holderRequired: { Code: 117, Message: 'Credit Card Holder is required' },
  holderCharacters: { Code: 214, Message: 'Credit Card Holder must have only letters' },
  numberRequired: { Code: 118, Message: 'Credit Card Number is required' },
  paymentRequired: { Code: 119, Message: 'At least one Payment is required' },
  orderIdRequired: { Code: 122, Message: 'MerchantOrderId is required' },
  installments: { Code: 123, Message: 'Installments must be greater or equal to one' },
  cardRequired: { Code: 124, Message: 'Credit Card is Required' },
  expirationRequired: { Code: 125, Message: 'Credit Card Expiration Date is required' },
  expirationInvalid: { Code: 126, Message: 'Credit Card Expiration Date is invalid' },
  numberLength: { Code: 128, Message: 'Card Number length exceeded' },
  merchantKeyRequired: { Code: 131, Message: 'MerchantKey is required' },
  merchantKeyInvalid: { Code: 132, Message: 'MerchantKey is invalid' },
  securityCodeLength: { Code: 146, Message: 'SecurityCode length exceeded' },
  tokenNotFound: { Code: 180, Message: 'The provided Card PaymentToken was not found' },
  brandRequired: { Code: 182, Message: 'Brand is required' },
  brandNotSupported: { Code: 185, Message: 'Brand is not supported by selected provider' },
  orderIdInvalid: { Code: 107, Message: 'OrderId is invalid or does not exists' },
  notAvailableToVoid: { Code: 309, Message: 'Transaction not available to void' },
  // Zero Auth's own ("Códigos de retorno Zero Auth"; the brand's answer as the manual shows it).
  zeroAuthBrand: { Code: 57, Message: 'Bandeira inválida' },
  zeroAuthRestricted: { Code: 389, Message: 'Restrição Cadastral' },
} satisfies Record<string, CieloError>;

/**
 * Cielo's sandbox sales by the card number's last digit ("Cartão de crédito em
 * sandbox"): 0, 1 and 4 authorised (ReturnCode 4, or 6 when captured); the
 * others not authorised (Status 3) with these codes; 9 either, at random.
 */
const SANDBOX_OUTCOMES: Readonly<
  Record<string, { authorised: true } | { authorised: false; returnCode: string; message: string }>
> = {
  '0': { authorised: true },
  '1': { authorised: true },
  '4': { authorised: true },
  '2': { authorised: false, returnCode: '05', message: 'Não Autorizada' },
  '3': { authorised: false, returnCode: '57', message: 'Cartão Expirado' },
  '5': { authorised: false, returnCode: '78', message: 'Cartão Bloqueado' },
  '6': { authorised: false, returnCode: '99', message: 'Time Out' },
  '7': { authorised: false, returnCode: '77', message: 'Cartão Cancelado' },
  '8': { authorised: false, returnCode: '70', message: 'Problemas com o Cartão de Crédito' },
};
const SANDBOX_TIME_OUT = SANDBOX_OUTCOMES['6']!;

/**
 * Cielo's "Zero Auth em Sandbox": these cards are denied with their codes; a
 * number starting with 5 and ending in 0 is authorised. Any other number is
 * not documented: the double denies it with 57, Zero Auth's "Autorizacao negada".
 */
const ZERO_AUTH_SANDBOX_DENIALS: Readonly<Record<string, string>> = {
  '1230069300407910': '39',
  '1230069300407944': 'R2',
  '5270011231668402': '82',
  '6540540000003836': '36',
};

/** The sale's outcome in the sandbox table, from the card number's last digit. */
function sandboxOutcome(number: string, random: () => number) {
  const outcome = SANDBOX_OUTCOMES[number.slice(-1)];
  if (outcome) return outcome;
  // 9: "Autorização Aleatória", Operation Successful or Time Out.
  return random() < 0.5 ? { authorised: true as const } : SANDBOX_TIME_OUT;
}

/** A brand's name as CreditCard.Brand may spell it in an answer. */
function brandInCase(brand: unknown, spelling: 'sent' | 'upper' | 'lower') {
  if (typeof brand !== 'string' || spelling === 'sent') return brand;
  return spelling === 'upper' ? brand.toUpperCase() : brand.toLowerCase();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

/** Cielo's checks on a card sent in the clear (Zero Auth, tokenisation). */
function openCardErrors(card: Record<string, unknown>, options: { securityCode: boolean }) {
  const errors: CieloError[] = [];
  if (!isText(card.CardNumber)) errors.push(error.numberRequired);
  else if (!/^\d{13,19}$/u.test(card.CardNumber)) errors.push(error.numberLength);
  if (!isText(card.Holder)) errors.push(error.holderRequired);
  // Cielo refuses accents and other special characters in the holder's name.
  else if (!/^[A-Za-z ]+$/u.test(card.Holder)) errors.push(error.holderCharacters);
  if (!isText(card.ExpirationDate)) errors.push(error.expirationRequired);
  else if (!EXPIRATION.test(card.ExpirationDate)) errors.push(error.expirationInvalid);
  if (options.securityCode && card.SecurityCode !== undefined) {
    if (typeof card.SecurityCode !== 'string' || !/^\d{3,4}$/u.test(card.SecurityCode)) {
      errors.push(error.securityCodeLength);
    }
  }
  errors.push(...brandErrors(card.Brand));
  return errors;
}

const CARD_ON_FILE_REASONS = new Set(['Recurring', 'Unscheduled', 'Installments']);
const INITIATOR_CATEGORIES = new Set(['C1', 'M1', 'M2']);

/** A token sale with no security code says it is card-on-file (and, for Mastercard, who initiated it). */
function markedCardOnFile(payment: Record<string, unknown>, card: Record<string, unknown>) {
  if (!isText(card.CardToken) || card.SecurityCode !== undefined) return true;
  const onFile = card.CardOnFile;
  if (!isRecord(onFile)) return false;
  const usage =
    onFile.Usage === 'First' ||
    (onFile.Usage === 'Used' && isText(onFile.Reason) && CARD_ON_FILE_REASONS.has(onFile.Reason));
  if (!usage) return false;
  if (typeof card.Brand !== 'string' || card.Brand.toLowerCase() !== 'master') return true;
  const initiator = payment.InitiatedTransactionIndicator;
  return (
    isRecord(initiator) &&
    isText(initiator.Category) &&
    INITIATOR_CATEGORIES.has(initiator.Category) &&
    isText(initiator.Subcategory)
  );
}

function brandErrors(brand: unknown): CieloError[] {
  if (!isText(brand)) return [error.brandRequired];
  // "visa", "VISA" and "Visa" alike.
  const name = brand.toLowerCase();
  return BRANDS.some((known) => known.toLowerCase() === name) ? [] : [error.brandNotSupported];
}

export async function startCieloDouble(): Promise<CieloDouble> {
  /** CardToken -> the number it was made from (the sandbox table reads its last digit). */
  const tokens = new Map<string, string>();
  const sales = new Map<string, DoubleSale>();
  const requests: RecordedCieloRequest[] = [];
  let counter = 0;
  // Fixed-shape ids from a counter: the logs can then be searched for the
  // test's card data without random hex matching by chance.
  const nextId = (prefix: string) =>
    `${prefix}-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

  const double: CieloDouble = {
    apiUrl: '',
    queryUrl: '',
    merchantId: DOUBLE_MERCHANT_ID,
    merchantKey: DOUBLE_MERCHANT_KEY,
    scenario: 'approve',
    slowMs: 2_000,
    orderListKey: 'Payments',
    voidAnswer: 'approve',
    cardOnFileRequired: true,
    saleStatus: null,
    outcomeByLastDigit: false,
    random: Math.random,
    zeroAuthRestriction: 'none',
    answerBrandCase: 'sent',
    requests,
    sales,
    reset() {
      double.scenario = 'approve';
      double.slowMs = 2_000;
      double.orderListKey = 'Payments';
      double.voidAnswer = 'approve';
      double.cardOnFileRequired = true;
      double.saleStatus = null;
      double.outcomeByLastDigit = false;
      double.random = Math.random;
      double.zeroAuthRestriction = 'none';
      double.answerBrandCase = 'sent';
      requests.length = 0;
    },
    close: () => Promise.all([stop(api), stop(query)]).then(() => undefined),
  };

  function zeroAuth(body: Record<string, unknown>, response: ServerResponse) {
    const errors = isText(body.CardToken)
      ? [...(tokens.has(body.CardToken) ? [] : [error.tokenNotFound]), ...brandErrors(body.Brand)]
      : openCardErrors(body, { securityCode: true });
    if (errors.length > 0) return send(response, 400, errors);
    // Cielo: "If other card brands are sent, an error will occur with the message
    // 57 - Invalid card brand"; its manual shows the body { Code: 57, Message }.
    if (!ZERO_AUTH_BRANDS.has((body.Brand as string).toLowerCase())) {
      return send(response, 400, error.zeroAuthBrand);
    }
    if (double.zeroAuthRestriction === 'error') {
      return send(response, 400, [error.zeroAuthRestricted]);
    }
    if (double.zeroAuthRestriction === 'returnCode') {
      return send(response, 200, {
        Valid: false,
        ReturnCode: String(error.zeroAuthRestricted.Code),
        ReturnMessage: error.zeroAuthRestricted.Message,
      });
    }
    const denied = (returnCode: string) =>
      send(response, 200, {
        Valid: false,
        ReturnCode: returnCode,
        ReturnMessage: 'Autorizacao negada',
      });
    if (double.scenario === 'decline') return denied('57');
    const number = isText(body.CardToken)
      ? tokens.get(body.CardToken)!
      : (body.CardNumber as string);
    const sandboxDenial = ZERO_AUTH_SANDBOX_DENIALS[number];
    if (double.outcomeByLastDigit && sandboxDenial) return denied(sandboxDenial);
    // Zero Auth checks that the number is right (Cielo: "se o número do cartão está correto").
    if (!isLuhnValidCardNumber(number)) return denied('57');
    if (double.outcomeByLastDigit && !/^5\d*0$/u.test(number)) return denied('57');
    return send(response, 200, {
      Valid: true,
      ReturnCode: '00',
      ReturnMessage: 'Transacao autorizada',
      IssuerTransactionId: '580027442382078',
    });
  }

  function tokenize(body: Record<string, unknown>, response: ServerResponse) {
    const errors = [
      ...(isText(body.CustomerName) ? [] : [error.customerNameRequired]),
      ...openCardErrors(body, { securityCode: false }),
    ];
    if (errors.length > 0) return send(response, 400, errors);
    // Cielo's sandbox answers a number failing the Luhn check with a bare 500
    // (its maintainers, DeveloperCielo/developercielo.github.io#272).
    if (!isLuhnValidCardNumber(body.CardNumber as string)) return send(response, 500);
    const cardToken = nextId('c0ffee00');
    tokens.set(cardToken, body.CardNumber as string);
    return send(response, 201, {
      CardToken: cardToken,
      Links: {
        Method: 'GET',
        Rel: 'self',
        Href: `${double.queryUrl}/1/card/${cardToken}`,
      },
    });
  }

  function sale(body: Record<string, unknown>, response: ServerResponse) {
    const errors: CieloError[] = [];
    if (!isText(body.MerchantOrderId)) errors.push(error.orderIdRequired);
    else if (!/^[A-Za-z0-9]{1,50}$/u.test(body.MerchantOrderId)) errors.push(error.orderIdInvalid);
    const payment = body.Payment;
    if (!isRecord(payment)) {
      errors.push(error.paymentRequired);
      return send(response, 400, errors);
    }
    if (payment.Type !== 'CreditCard') errors.push(error.paymentTypeRequired);
    if (!Number.isSafeInteger(payment.Amount) || (payment.Amount as number) <= 0) {
      errors.push(error.amountInvalid);
    }
    if (!Number.isSafeInteger(payment.Installments) || (payment.Installments as number) < 1) {
      errors.push(error.installments);
    }
    const card = payment.CreditCard;
    if (!isRecord(card)) errors.push(error.cardRequired);
    else if (isText(card.CardToken)) {
      if (!tokens.has(card.CardToken)) errors.push(error.tokenNotFound);
      errors.push(...brandErrors(card.Brand));
    } else errors.push(...openCardErrors(card, { securityCode: true }));
    if (errors.length > 0) return send(response, 400, errors);

    const paymentId = nextId('0a1e0000');
    const capture = payment.Capture === true;
    const notOnFile =
      double.cardOnFileRequired && !markedCardOnFile(payment, card as Record<string, unknown>);
    const creditCard = card as Record<string, unknown>;
    const number = isText(creditCard.CardToken)
      ? tokens.get(creditCard.CardToken)!
      : (creditCard.CardNumber as string);
    const table = double.outcomeByLastDigit ? sandboxOutcome(number, double.random) : null;
    const tableDecline = table && !table.authorised ? table : null;
    const declined = double.scenario === 'decline' || notOnFile || tableDecline !== null;
    const status = double.saleStatus ?? (declined ? 3 : capture ? 2 : 1);
    const returnCode = notOnFile
      ? '57'
      : double.scenario === 'decline'
        ? '05'
        : (tableDecline?.returnCode ?? (capture ? '6' : '4'));
    sales.set(paymentId, {
      paymentId,
      merchantOrderId: body.MerchantOrderId as string,
      amount: payment.Amount as number,
      voidedAmount: 0,
      status,
      ...(status === 3 ? { returnCode } : {}),
    });
    return send(response, 201, {
      MerchantOrderId: body.MerchantOrderId,
      Payment: {
        ServiceTaxAmount: 0,
        Installments: payment.Installments,
        Interest: 'ByMerchant',
        Capture: capture,
        Authenticate: false,
        CreditCard: {
          CardToken: creditCard.CardToken,
          Brand: brandInCase(creditCard.Brand, double.answerBrandCase),
        },
        ProofOfSale: '674532',
        Tid: '0305023644309',
        AuthorizationCode: declined ? undefined : '123456',
        SoftDescriptor: payment.SoftDescriptor,
        PaymentId: paymentId,
        Type: 'CreditCard',
        Amount: payment.Amount,
        Currency: 'BRL',
        Country: 'BRA',
        Status: status,
        // Cielo's sandbox: a sale still in progress or pending has no code yet; an aborted one 'AB'.
        ...(double.saleStatus === 0 || double.saleStatus === 12
          ? {}
          : { ReturnCode: double.saleStatus === 13 ? 'AB' : returnCode }),
        ReturnMessage: notOnFile
          ? 'Transacao nao permitida para o cartao'
          : double.scenario === 'decline'
            ? 'Not Authorized'
            : (tableDecline?.message ?? 'Operation Successful'),
      },
    });
  }

  function voidSale(paymentId: string, amountParam: string | null, response: ServerResponse) {
    const found = sales.get(paymentId);
    if (!found) return send(response, 404);
    if (found.status !== 2 && found.status !== 1)
      return send(response, 400, [error.notAvailableToVoid]);
    const remaining = found.amount - found.voidedAmount;
    const amount = amountParam === null ? remaining : Number(amountParam);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      return send(response, 400, [error.amountInvalid]);
    }
    if (double.voidAnswer === 'refuse') {
      return send(response, 200, {
        Status: found.status,
        ReasonCode: 0,
        ReasonMessage: 'Successful',
        ReturnCode: '43',
        ReturnMessage: 'Saldo na Agenda insuficiente para cancelamento da venda',
      });
    }
    if (double.voidAnswer === 'statusOnly') return send(response, 200, { Status: found.status });
    found.voidedAmount += amount;
    if (found.voidedAmount === found.amount) found.status = 10;
    return send(response, 200, {
      Status: found.status,
      ReasonCode: 0,
      ReasonMessage: 'Successful',
      ProviderReturnCode: found.status === 10 ? '9' : '0',
      ProviderReturnMessage: 'Operation Successful',
      ReturnCode: found.status === 10 ? '9' : '0',
      ReturnMessage: 'Operation Successful',
      Links: [{ Method: 'GET', Rel: 'self', Href: `${double.queryUrl}/1/sales/${paymentId}` }],
    });
  }

  function querySale(paymentId: string, response: ServerResponse) {
    const found = sales.get(paymentId);
    if (!found) return send(response, 404);
    return send(response, 200, {
      MerchantOrderId: found.merchantOrderId,
      Payment: {
        PaymentId: found.paymentId,
        Type: 'CreditCard',
        Amount: found.amount,
        VoidedAmount: found.voidedAmount,
        Status: found.status,
        ...(found.status === 3 ? { ReturnCode: found.returnCode ?? '05' } : {}),
      },
    });
  }

  /** The sales of a MerchantOrderId, as Cielo lists them (404 when there are none). */
  function salesOfOrder(merchantOrderId: string, response: ServerResponse) {
    const found = [...sales.values()].filter((sale) => sale.merchantOrderId === merchantOrderId);
    if (found.length === 0) return send(response, 404);
    const list = found.map((sale) => ({
      PaymentId: sale.paymentId,
      ReceveidDate: '2026-11-26 10:13:39',
    }));
    if (double.orderListKey === 'none') return send(response, 200, { ReasonCode: 0 });
    return send(response, 200, { ReasonCode: 0, [double.orderListKey]: list });
  }

  function route(
    host: 'api' | 'query',
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ) {
    const url = new URL(request.url ?? '/', 'http://double');
    const { pathname } = url;
    if (host === 'query') {
      const orderId = url.searchParams.get('merchantOrderId');
      if (request.method === 'GET' && /^\/1\/sales\/?$/u.test(pathname) && orderId) {
        return salesOfOrder(orderId, response);
      }
      const match = /^\/1\/sales\/([^/]+)$/u.exec(pathname);
      if (request.method === 'GET' && match?.[1] && GUID.test(match[1])) {
        return querySale(match[1], response);
      }
      return send(response, 404);
    }
    if (request.method === 'PUT') {
      const match = /^\/1\/sales\/([^/]+)\/void$/u.exec(pathname);
      if (match?.[1] && GUID.test(match[1])) {
        return voidSale(match[1], url.searchParams.get('amount'), response);
      }
      return send(response, 404);
    }
    if (request.method !== 'POST') return send(response, 405);
    if (!isRecord(body))
      return send(response, 400, [{ Code: 184, Message: 'Request could not be empty' }]);
    if (pathname === '/1/zeroauth' || pathname === '/1/zeroauth/') return zeroAuth(body, response);
    if (pathname === '/1/card' || pathname === '/1/card/') return tokenize(body, response);
    if (pathname === '/1/sales' || pathname === '/1/sales/') return sale(body, response);
    return send(response, 404);
  }

  function handler(host: 'api' | 'query') {
    return (request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (raw += chunk));
      request.on('end', () => {
        let body: unknown;
        let malformedRequest = false;
        if (raw !== '') {
          try {
            body = JSON.parse(raw) as unknown;
          } catch {
            malformedRequest = true;
          }
        }
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        requests.push({
          host,
          method: request.method ?? '',
          path: request.url ?? '',
          headers,
          body,
        });

        const answer = () => {
          if (double.scenario === 'error500') {
            response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
            return;
          }
          const id = headers.merchantid;
          const key = headers.merchantkey;
          if (!id) return send(response, 401, [error.merchantIdRequired]);
          if (!key) return send(response, 401, [error.merchantKeyRequired]);
          if (id !== double.merchantId || key !== double.merchantKey) {
            return send(response, 401, [error.merchantKeyInvalid]);
          }
          if (double.scenario === 'malformed') {
            response
              .writeHead(request.method === 'POST' ? 201 : 200, {
                'content-type': 'application/json; charset=utf-8',
              })
              .end('{"Payment": {"Status": 2, "PaymentId": ');
            return;
          }
          if (malformedRequest)
            return send(response, 400, [{ Code: 184, Message: 'Request could not be empty' }]);
          route(host, request, response, body);
        };
        if (double.scenario === 'slow') setTimeout(answer, double.slowMs).unref();
        else answer();
      });
    };
  }

  const api = createServer(handler('api'));
  const query = createServer(handler('query'));
  double.apiUrl = await listen(api);
  double.queryUrl = await listen(query);
  return double;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A pino logger writing every level to memory, without the app's redaction
 * and with nothing of its own that could match card data: what the adapter
 * logs, as it logs it.
 */
export function capturedLogger(): {
  logger: FastifyBaseLogger;
  text: () => string;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const logger = pino(
    { level: 'trace', base: undefined, timestamp: false },
    { write: (chunk: string) => void chunks.push(chunk) },
  );
  return {
    logger,
    text: () => chunks.join(''),
    lines: () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>),
  };
}

/** The Cielo adapter pointed at `double`, logging to `logger` (a wrong key, a short timeout or another host as a test asks). */
export function cieloAdapterFor(
  double: CieloDouble,
  logger: FastifyBaseLogger,
  overrides: { merchantKey?: string; timeoutMs?: number; apiUrl?: string } = {},
) {
  return createCieloCardNetwork({
    merchantId: double.merchantId,
    merchantKey: overrides.merchantKey ?? double.merchantKey,
    apiUrl: overrides.apiUrl ?? double.apiUrl,
    queryUrl: double.queryUrl,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    log: logger,
  });
}
