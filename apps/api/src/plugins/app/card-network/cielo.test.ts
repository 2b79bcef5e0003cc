// The Cielo E-commerce API 3.0 adapter against a local double of Cielo's hosts
// (test/cielo-double.ts): the documented requests go out, the documented
// answers come back as the CardNetwork interface has them, failures become
// CARD_GATEWAY_* errors, and no card data reaches the logs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CieloDouble,
  capturedLogger,
  cieloAdapterFor,
  startCieloDouble,
} from '../../../../test/cielo-double';
import { cieloHolder, cieloMerchantOrderId } from './cielo';
import type { CardData, CardNetwork } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const ORDER_ID = '5f2b8c1e-93a4-4d7b-8e6f-0c1d2e3f4a5b';

/** A Visa number that passes Luhn; the CVV and number appear nowhere else in the test. */
const card: CardData = {
  number: '4532117080573703',
  holder: 'Maria da Silva',
  expiryMonth: 3,
  expiryYear: 2031,
  cvv: '739',
  brand: 'VISA',
};

describe('Cielo card network', () => {
  let double: CieloDouble;
  let log: ReturnType<typeof capturedLogger>;
  let cielo: CardNetwork;

  const adapter = (overrides: Parameters<typeof cieloAdapterFor>[2] = {}) =>
    cieloAdapterFor(double, log.logger, overrides);

  beforeAll(async () => {
    double = await startCieloDouble();
  });
  afterAll(async () => {
    await double.close();
  });
  beforeEach(() => {
    double.reset();
    log = capturedLogger();
    cielo = adapter();
  });

  const lastRequest = () => double.requests.at(-1)!;

  describe('verifyCard (Zero Auth)', () => {
    it('posts the open card to /1/zeroauth with the merchant headers and answers valid', async () => {
      await expect(cielo.verifyCard(card)).resolves.toEqual({ valid: true, returnCode: '00' });
      const request = lastRequest();
      expect(request).toMatchObject({ host: 'api', method: 'POST', path: '/1/zeroauth' });
      expect(request.headers).toMatchObject({
        merchantid: double.merchantId,
        merchantkey: double.merchantKey,
        'content-type': 'application/json',
      });
      expect(request.headers.requestid).toMatch(UUID);
      expect(request.body).toEqual({
        CardType: 'CreditCard',
        CardNumber: card.number,
        Holder: card.holder,
        ExpirationDate: '03/2031',
        SecurityCode: card.cvv,
        SaveCard: false,
        Brand: 'Visa',
      });
    });

    it('answers valid false with the return code when the issuer declines (57)', async () => {
      double.scenario = 'decline';
      await expect(cielo.verifyCard(card)).resolves.toEqual({ valid: false, returnCode: '57' });
    });

    it('comes back declined for American Express, which Cielo’s Zero Auth does not cover', async () => {
      await expect(
        cielo.verifyCard({
          ...card,
          number: '371449635398431',
          cvv: '7391',
          brand: 'AMERICAN_EXPRESS',
        }),
      ).resolves.toEqual({ valid: false, returnCode: '57' });
      expect(lastRequest().body).toMatchObject({ Brand: 'Amex' });
    });
  });

  describe('tokenize', () => {
    it('posts the card to /1/card with ExpirationDate MM/YYYY and Cielo’s brand name', async () => {
      const { cardToken } = await cielo.tokenize({ ...card, brand: 'MASTERCARD', expiryMonth: 11 });
      expect(cardToken).toMatch(UUID);
      const request = lastRequest();
      expect(request).toMatchObject({ host: 'api', method: 'POST', path: '/1/card' });
      expect(request.body).toEqual({
        CustomerName: card.holder,
        CardNumber: card.number,
        Holder: card.holder,
        ExpirationDate: '11/2031',
        Brand: 'Master',
      });
      expect(request.body).not.toHaveProperty('SecurityCode');
    });

    it('sends a holder with accents and marks as Cielo takes it (letters and spaces, 25 at most)', async () => {
      const accented = { ...card, holder: "  João D'Ávila-Sá Conceição  " };
      // Cielo's own check (error 214) passes: the double refuses what Cielo refuses.
      const { cardToken } = await cielo.tokenize(accented);
      expect(cardToken).toMatch(UUID);
      expect((lastRequest().body as { Holder: string }).Holder).toBe('Joao DAvilaSa Conceicao');
      await expect(cielo.verifyCard(accented)).resolves.toMatchObject({ valid: true });
      expect((lastRequest().body as { Holder: string }).Holder).toBe('Joao DAvilaSa Conceicao');
      expect(cieloHolder('Maria Aparecida dos Santos Oliveira')).toBe('Maria Aparecida dos Santo');
      expect(cieloHolder('Ana  Ü.  Lima')).toBe('Ana U Lima');
    });

    it('spells every brand as Cielo does', async () => {
      const brands = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'ELO', 'DINERS'] as const;
      for (const brand of brands) await cielo.tokenize({ ...card, brand });
      expect(double.requests.map((request) => (request.body as { Brand: string }).Brand)).toEqual([
        'Visa',
        'Master',
        'Amex',
        'Elo',
        'Diners',
      ]);
    });
  });

  describe('verifyCvv', () => {
    it("checks no stored card's CVV: Zero Auth on a token takes none (decision 052), so nothing is sent", async () => {
      expect(cielo.storedCardCvvBrands).toEqual([]);
      const { cardToken } = await cielo.tokenize(card);
      const sent = double.requests.length;
      await expect(cielo.verifyCvv({ cardToken, brand: 'ELO', cvv: '739' })).rejects.toThrow(
        'CARD_GATEWAY_ERROR',
      );
      expect(double.requests.length).toBe(sent);
    });
  });

  describe('charge', () => {
    it('creates a captured sale with the CardToken and answers its PaymentId (Status 2)', async () => {
      const { cardToken } = await cielo.tokenize(card);
      const result = await cielo.charge({
        cardToken,
        brand: 'VISA',
        amountCents: 15_700,
        orderId: ORDER_ID,
        softDescriptor: 'Rosto Café',
        storedCardUse: 'subsequent',
      });
      expect(result).toEqual({ approved: true, paymentId: expect.stringMatching(UUID) as string });
      const request = lastRequest();
      expect(request).toMatchObject({ host: 'api', method: 'POST', path: '/1/sales' });
      expect(request.body).toEqual({
        MerchantOrderId: '5f2b8c1e93a44d7b8e6f0c1d2e3f4a5b',
        Payment: {
          Type: 'CreditCard',
          Amount: 15_700,
          Installments: 1,
          Capture: true,
          SoftDescriptor: 'RostoCafe',
          // A later purchase with the stored card, no security code: card on file.
          CreditCard: {
            CardToken: cardToken,
            Brand: 'Visa',
            CardOnFile: { Usage: 'Used', Reason: 'Unscheduled' },
          },
        },
      });
      if (result.approved) expect(double.sales.get(result.paymentId)?.status).toBe(2);
    });

    it('marks the first use of the stored card, and a Mastercard sale as cardholder-initiated', async () => {
      const { cardToken } = await cielo.tokenize({ ...card, brand: 'MASTERCARD' });
      const result = await cielo.charge({
        cardToken,
        brand: 'MASTERCARD',
        amountCents: 37,
        orderId: ORDER_ID,
        softDescriptor: 'ROSTO',
        storedCardUse: 'first',
      });
      // The double's affiliation declines an unmarked token sale without a CVV.
      expect(result.approved).toBe(true);
      const { Payment } = lastRequest().body as {
        Payment: { CreditCard: Record<string, unknown>; InitiatedTransactionIndicator: unknown };
      };
      expect(Payment.CreditCard.CardOnFile).toEqual({ Usage: 'First' });
      expect(Payment.CreditCard).not.toHaveProperty('SecurityCode');
      expect(Payment.InitiatedTransactionIndicator).toEqual({
        Category: 'C1',
        Subcategory: 'CredentialsOnFile',
      });
    });

    it('the double declines (57) a token sale without a CVV that is not marked card-on-file', async () => {
      const { cardToken } = await cielo.tokenize(card);
      const sale = async (creditCard: Record<string, unknown>, extra: object = {}) => {
        const answer = await fetch(`${double.apiUrl}/1/sales`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            MerchantId: double.merchantId,
            MerchantKey: double.merchantKey,
          },
          body: JSON.stringify({
            MerchantOrderId: 'pedido1',
            Payment: {
              Type: 'CreditCard',
              Amount: 100,
              Installments: 1,
              Capture: true,
              CreditCard: { CardToken: cardToken, ...creditCard },
              ...extra,
            },
          }),
        });
        return ((await answer.json()) as { Payment: { Status: number; ReturnCode: string } })
          .Payment;
      };
      expect(await sale({ Brand: 'Visa' })).toMatchObject({ Status: 3, ReturnCode: '57' });
      expect(await sale({ Brand: 'Visa', CardOnFile: { Usage: 'Used' } })).toMatchObject({
        Status: 3,
      });
      expect(
        await sale({ Brand: 'Visa', CardOnFile: { Usage: 'Used', Reason: 'Unscheduled' } }),
      ).toMatchObject({ Status: 2 });
      // Mastercard also wants the initiator.
      const used = { Usage: 'Used', Reason: 'Unscheduled' };
      expect(await sale({ Brand: 'Master', CardOnFile: used })).toMatchObject({ Status: 3 });
      expect(
        await sale(
          { Brand: 'Master', CardOnFile: used },
          { InitiatedTransactionIndicator: { Category: 'C1', Subcategory: 'CredentialsOnFile' } },
        ),
      ).toMatchObject({ Status: 2 });
    });

    it('answers approved false with the return code when the issuer declines (Status 3)', async () => {
      const { cardToken } = await cielo.tokenize(card);
      double.scenario = 'decline';
      await expect(
        cielo.charge({
          cardToken,
          brand: 'VISA',
          amountCents: 990,
          orderId: ORDER_ID,
          softDescriptor: 'ROSTO',
          storedCardUse: 'subsequent',
        }),
      ).resolves.toEqual({ approved: false, returnCode: '05' });
    });

    it('sends a fresh RequestId on every call', async () => {
      const { cardToken } = await cielo.tokenize(card);
      for (let i = 0; i < 3; i += 1) {
        await cielo.charge({
          cardToken,
          brand: 'VISA',
          amountCents: 100,
          orderId: ORDER_ID,
          softDescriptor: 'ROSTO',
          storedCardUse: 'subsequent',
        });
      }
      const ids = double.requests.map((request) => request.headers.requestid);
      expect(ids.every((id) => id !== undefined && UUID.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('refuses an amount Cielo would refuse, without calling it', async () => {
      await expect(
        cielo.charge({
          cardToken: 'x',
          brand: 'VISA',
          amountCents: 0,
          orderId: ORDER_ID,
          softDescriptor: 'ROSTO',
          storedCardUse: 'subsequent',
        }),
      ).rejects.toMatchObject({ code: 'CARD_GATEWAY_INVALID_DATA' });
      expect(double.requests).toHaveLength(0);
    });
  });

  describe('charge: a sale Cielo has not settled (decision 052)', () => {
    // An order of its own: the other tests' sales under ORDER_ID are approved ones.
    const orderId = '5e0c8c8e-3f4a-4b7d-9c1e-2a6b8d4f0e17';
    const sell = async () => {
      const { cardToken } = await cielo.tokenize(card);
      return cielo.charge({
        cardToken,
        brand: 'VISA',
        amountCents: 1_990,
        orderId,
        softDescriptor: 'ROSTO',
        storedCardUse: 'subsequent',
      });
    };

    it('takes Status 0 (NotFinished) and 12 (Pending) for neither a yes nor a no', async () => {
      for (const status of [0, 12] as const) {
        double.saleStatus = status;
        await expect(sell()).rejects.toThrow('CARD_GATEWAY_OUTCOME_PENDING');
      }
      expect(log.lines()).toContainEqual(
        expect.objectContaining({ paymentStatus: 12, outcomeUnknown: true }),
      );
    });

    it('takes Status 13 (Aborted) for a decline', async () => {
      double.saleStatus = 13;
      await expect(sell()).resolves.toEqual({ approved: false, returnCode: 'AB' });
    });

    it('a lookup by order id leaves a sale still at Status 0 unknown, and finds it once approved', async () => {
      double.saleStatus = 0;
      await expect(sell()).rejects.toThrow('CARD_GATEWAY_OUTCOME_PENDING');
      await expect(cielo.findCharge({ orderId })).resolves.toEqual({
        outcome: 'unknown',
      });
      const [sale] = [...double.sales.values()].filter((each) => each.status === 0).slice(-1);
      sale!.status = 2;
      await expect(cielo.findCharge({ orderId })).resolves.toMatchObject({
        outcome: 'approved',
        paymentId: sale!.paymentId,
      });
    });
  });

  describe('refund (void)', () => {
    async function captured(amountCents: number): Promise<string> {
      const { cardToken } = await cielo.tokenize(card);
      const result = await cielo.charge({
        cardToken,
        brand: 'VISA',
        amountCents,
        orderId: ORDER_ID,
        softDescriptor: 'ROSTO',
        storedCardUse: 'subsequent',
      });
      if (!result.approved) throw new Error('the double should approve');
      return result.paymentId;
    }

    it('puts /1/sales/{PaymentId}/void with the amount', async () => {
      const paymentId = await captured(2_500);
      await expect(cielo.refund({ paymentId, amountCents: 2_500 })).resolves.toBeUndefined();
      expect(lastRequest()).toMatchObject({
        host: 'api',
        method: 'PUT',
        path: `/1/sales/${paymentId}/void?amount=2500`,
        body: undefined,
      });
      expect(double.sales.get(paymentId)?.status).toBe(10);
    });

    it('voids part of a charge: Status 2 with ReturnCode 0, and the rest stays charged', async () => {
      const paymentId = await captured(2_500);
      await expect(cielo.refund({ paymentId, amountCents: 1_000 })).resolves.toBeUndefined();
      expect(double.sales.get(paymentId)).toMatchObject({ status: 2, voidedAmount: 1_000 });
      await expect(cielo.refund({ paymentId, amountCents: 1_500 })).resolves.toBeUndefined();
      expect(double.sales.get(paymentId)).toMatchObject({ status: 10, voidedAmount: 2_500 });
    });

    it('fails when Cielo answers a documented refusal (ReturnCode 43) or Status 2 with no code', async () => {
      const paymentId = await captured(2_500);
      for (const answer of ['refuse', 'statusOnly'] as const) {
        double.voidAnswer = answer;
        await expect(cielo.refund({ paymentId, amountCents: 2_500 })).rejects.toThrow(
          'CARD_GATEWAY_ERROR',
        );
      }
      expect(double.sales.get(paymentId)).toMatchObject({ status: 2, voidedAmount: 0 });
      expect(log.lines()).toContainEqual(
        expect.objectContaining({
          operation: 'void',
          returnCode: '43',
          msg: 'Cielo did not cancel a charge: it stays charged',
        }),
      );
    });

    it('is idempotent: a second void (309) finds the sale cancelled on the query host', async () => {
      const paymentId = await captured(2_500);
      await cielo.refund({ paymentId, amountCents: 2_500 });
      await expect(cielo.refund({ paymentId, amountCents: 2_500 })).resolves.toBeUndefined();
      expect(
        double.requests.slice(-2).map(({ host, method, path }) => ({ host, method, path })),
      ).toEqual([
        { host: 'api', method: 'PUT', path: `/1/sales/${paymentId}/void?amount=2500` },
        { host: 'query', method: 'GET', path: `/1/sales/${paymentId}` },
      ]);
    });

    it('fails on a payment Cielo does not know', async () => {
      await expect(
        cielo.refund({ paymentId: '0a1e0000-0000-4000-8000-999999999999', amountCents: 100 }),
      ).rejects.toMatchObject({ code: 'CARD_GATEWAY_ERROR' });
    });
  });

  describe("getCharge (the reconciliation's question)", () => {
    const sold = async (amountCents: number) => {
      const { cardToken } = await cielo.tokenize(card);
      const result = await cielo.charge({
        cardToken,
        brand: 'VISA',
        amountCents,
        orderId: ORDER_ID,
        softDescriptor: 'ROSTO',
        storedCardUse: 'subsequent',
      });
      if (!result.approved) throw new Error('the double declined');
      return result.paymentId;
    };

    it('reads a sale by its PaymentId on the query host: captured, voided in part, voided', async () => {
      const paymentId = await sold(4_000);
      await expect(cielo.getCharge({ paymentId })).resolves.toEqual({
        found: true,
        status: 'captured',
        amountCents: 4_000,
        voidedCents: 0,
      });
      expect(lastRequest()).toMatchObject({
        host: 'query',
        method: 'GET',
        path: `/1/sales/${paymentId}`,
      });
      await cielo.refund({ paymentId, amountCents: 1_500 });
      await expect(cielo.getCharge({ paymentId })).resolves.toMatchObject({
        status: 'captured',
        voidedCents: 1_500,
      });
      await cielo.refund({ paymentId, amountCents: 2_500 });
      await expect(cielo.getCharge({ paymentId })).resolves.toMatchObject({
        status: 'voided',
        voidedCents: 4_000,
      });
    });

    it('answers not found for an id Cielo does not know (404) or that is no PaymentId', async () => {
      await expect(
        cielo.getCharge({ paymentId: '6c1bb4a5-5a3c-4d2e-9d6a-0f3d1c2b3a49' }),
      ).resolves.toEqual({
        found: false,
      });
      const before = double.requests.length;
      await expect(cielo.getCharge({ paymentId: 'sandbox-123' })).resolves.toEqual({
        found: false,
      });
      expect(double.requests).toHaveLength(before);
    });
  });

  describe('findCharge (a charge whose answer was lost)', () => {
    const charge = async (orderId: string) =>
      cielo.charge({
        cardToken: (await cielo.tokenize(card)).cardToken,
        brand: 'VISA',
        amountCents: 2_390,
        orderId,
        softDescriptor: 'ROSTO',
        storedCardUse: 'subsequent',
      });

    it('finds the captured sale of our order id on the query host', async () => {
      const orderId = '7a9d0c1e-0000-4000-8000-000000000001';
      const result = await charge(orderId);
      if (!result.approved) throw new Error('the double should approve');
      await expect(cielo.findCharge({ orderId })).resolves.toEqual({
        outcome: 'approved',
        paymentId: result.paymentId,
      });
      expect(
        double.requests.slice(-2).map(({ host, method, path }) => ({ host, method, path })),
      ).toEqual([
        {
          host: 'query',
          method: 'GET',
          path: `/1/sales?merchantOrderId=${cieloMerchantOrderId(orderId)}`,
        },
        { host: 'query', method: 'GET', path: `/1/sales/${result.paymentId}` },
      ]);
    });

    it('answers declined for an order whose sale was denied, and unknown for an order with no sale', async () => {
      const orderId = '7a9d0c1e-0000-4000-8000-000000000002';
      double.scenario = 'decline';
      await charge(orderId);
      double.scenario = 'approve';
      await expect(cielo.findCharge({ orderId })).resolves.toEqual({
        outcome: 'declined',
        returnCode: '05',
      });
      await expect(
        cielo.findCharge({ orderId: '7a9d0c1e-0000-4000-8000-000000000003' }),
      ).resolves.toEqual({ outcome: 'none' });
    });

    it("reads the order's sales under Payments (API reference) or Payment (the manual's example)", async () => {
      const orderId = '7a9d0c1e-0000-4000-8000-000000000005';
      const result = await charge(orderId);
      if (!result.approved) throw new Error('the double should approve');
      for (const key of ['Payments', 'Payment'] as const) {
        double.orderListKey = key;
        await expect(cielo.findCharge({ orderId })).resolves.toEqual({
          outcome: 'approved',
          paymentId: result.paymentId,
        });
      }
    });

    it('fails loudly on an order answer with neither list, rather than take it for "no sale"', async () => {
      const orderId = '7a9d0c1e-0000-4000-8000-000000000006';
      await charge(orderId);
      double.orderListKey = 'none';
      await expect(cielo.findCharge({ orderId })).rejects.toThrow('CARD_GATEWAY_ERROR');
      expect(log.lines()).toContainEqual(
        expect.objectContaining({ operation: 'query', msg: 'Cielo answered an unexpected body' }),
      );
    });

    it('answers unknown for a sale whose money already went back (voided)', async () => {
      const orderId = '7a9d0c1e-0000-4000-8000-000000000004';
      const result = await charge(orderId);
      if (!result.approved) throw new Error('the double should approve');
      await cielo.refund({ paymentId: result.paymentId, amountCents: 2_390 });
      await expect(cielo.findCharge({ orderId })).resolves.toEqual({ outcome: 'unknown' });
    });
  });

  it('removeCard calls nothing: E-commerce 3.0 has no call to delete a CardToken', async () => {
    await expect(
      cielo.removeCard({ cardToken: 'c0ffee00-0000-4000-8000-000000000001' }),
    ).resolves.toBeUndefined();
    expect(double.requests).toHaveLength(0);
  });

  it('draws the validation amount within 1..1000 cents, from R$ 7,00 up (no brand fee under US$ 1)', () => {
    const draws = Array.from({ length: 20_000 }, () => cielo.validationAmountCents());
    expect(draws.every((cents) => Number.isInteger(cents) && cents >= 1 && cents <= 1000)).toBe(
      true,
    );
    expect(Math.min(...draws)).toBe(700);
    expect(Math.max(...draws)).toBe(1000);
    expect(new Set(draws).size).toBe(301);
  });

  describe('technical failures', () => {
    it('answers CARD_GATEWAY_UNAVAILABLE within the timeout when Cielo is slow', async () => {
      double.scenario = 'slow';
      double.slowMs = 3_000;
      const slow = adapter({ timeoutMs: 300 });
      const started = performance.now();
      await expect(slow.verifyCard(card)).rejects.toMatchObject({
        code: 'CARD_GATEWAY_UNAVAILABLE',
      });
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(1_500);
      expect(log.lines().at(-1)).toMatchObject({ level: 50, msg: 'Cielo did not answer in time' });
    });

    it('answers CARD_GATEWAY_UNAVAILABLE on a 5xx', async () => {
      double.scenario = 'error500';
      await expect(cielo.verifyCard(card)).rejects.toMatchObject({
        code: 'CARD_GATEWAY_UNAVAILABLE',
      });
      expect(log.lines().at(-1)).toMatchObject({ level: 50, status: 500, msg: 'Cielo failed' });
    });

    it('answers CARD_GATEWAY_UNAVAILABLE when nothing listens', async () => {
      const nowhere = adapter({ apiUrl: 'http://127.0.0.1:9' });
      await expect(nowhere.tokenize(card)).rejects.toMatchObject({
        code: 'CARD_GATEWAY_UNAVAILABLE',
      });
    });

    it('answers CARD_GATEWAY_ERROR on malformed JSON, and says the charge’s outcome is unknown', async () => {
      const { cardToken } = await cielo.tokenize(card);
      double.scenario = 'malformed';
      await expect(
        cielo.charge({
          cardToken,
          brand: 'VISA',
          amountCents: 100,
          orderId: ORDER_ID,
          softDescriptor: 'ROSTO',
          storedCardUse: 'subsequent',
        }),
      ).rejects.toMatchObject({ code: 'CARD_GATEWAY_ERROR' });
      expect(log.lines().at(-1)).toMatchObject({
        level: 50,
        operation: 'sale',
        orderId: ORDER_ID,
        outcomeUnknown: true,
        msg: 'Cielo answered malformed JSON',
      });
    });

    it('answers CARD_GATEWAY_INVALID_CARD_DATA when Cielo refuses the card (400, code 126)', async () => {
      await expect(cielo.tokenize({ ...card, expiryMonth: 13 })).rejects.toMatchObject({
        code: 'CARD_GATEWAY_INVALID_CARD_DATA',
      });
      expect(lastRequest().body).toMatchObject({ ExpirationDate: '13/2031' });
      expect(log.lines().at(-1)).toMatchObject({ level: 40, status: 400, codes: [126] });
      await expect(cielo.verifyCard({ ...card, number: '4532' })).rejects.toMatchObject({
        code: 'CARD_GATEWAY_INVALID_CARD_DATA',
      });
    });

    it('answers CARD_GATEWAY_ERROR with a bad merchant key, logged as a configuration error', async () => {
      const misconfigured = adapter({ merchantKey: 'WRONGKEYWRONGKEYWRONGKEYWRONGKEYWRONGKEY' });
      await expect(misconfigured.verifyCard(card)).rejects.toMatchObject({
        code: 'CARD_GATEWAY_ERROR',
      });
      const line = log.lines().at(-1)!;
      expect(line).toMatchObject({ level: 50, status: 401, codes: [132] });
      expect(line.msg).toContain('configuration error');
      expect(log.text()).not.toContain('WRONGKEY');
    });
  });

  it('logs no card number, security code or card token, whatever happens', async () => {
    const { cardToken } = await cielo.tokenize(card);
    await cielo.verifyCard(card);
    const charged = await cielo.charge({
      cardToken,
      brand: 'VISA',
      amountCents: 4_321,
      orderId: ORDER_ID,
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
    if (!charged.approved) throw new Error('the double should approve');
    await cielo.refund({ paymentId: charged.paymentId, amountCents: 4_321 });
    await cielo.refund({ paymentId: charged.paymentId, amountCents: 4_321 });
    await cielo.removeCard({ cardToken });
    cielo.validationAmountCents();

    for (const scenario of ['decline', 'error500', 'malformed'] as const) {
      double.scenario = scenario;
      await cielo.verifyCard(card).catch(() => undefined);
      await cielo.tokenize(card).catch(() => undefined);
      await cielo
        .charge({
          cardToken,
          brand: 'VISA',
          amountCents: 100,
          orderId: ORDER_ID,
          softDescriptor: 'ROSTO',
          storedCardUse: 'subsequent',
        })
        .catch(() => undefined);
    }
    double.scenario = 'approve';
    await cielo.tokenize({ ...card, expiryMonth: 13 }).catch(() => undefined);
    await adapter({ merchantKey: 'x' })
      .verifyCard(card)
      .catch(() => undefined);
    double.scenario = 'slow';
    await adapter({ timeoutMs: 200 })
      .verifyCard(card)
      .catch(() => undefined);

    const text = log.text();
    expect(log.lines().length).toBeGreaterThan(15);
    expect(text).toContain(ORDER_ID);
    expect(text).toContain(charged.paymentId);
    expect(text).not.toContain(card.number);
    expect(text).not.toContain(card.number.slice(-4));
    expect(text).not.toContain(card.cvv);
    expect(text).not.toContain(cardToken);
    expect(text).not.toContain(card.holder);
  });

  it('MerchantOrderId keeps only letters and digits, at most 50', () => {
    expect(cieloMerchantOrderId('ab-12_CD')).toBe('ab12CD');
    expect(() => cieloMerchantOrderId('---')).toThrow('CARD_GATEWAY_INVALID_DATA');
    expect(() => cieloMerchantOrderId('a'.repeat(51))).toThrow('CARD_GATEWAY_INVALID_DATA');
  });
});
