// The Cielo adapter against the double's copy of Cielo's sandbox (decision 052
// and its appendix): outcomes by the card number's last digit, token sales
// included; Zero Auth's sandbox cards and its error bodies (57 for a brand it
// does not cover, 389); numbers failing the Luhn check; brand names in any case.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLuhnValidCardNumber } from '@rosto/contract/validators/card-number';
import {
  type CieloDouble,
  capturedLogger,
  cieloAdapterFor,
  startCieloDouble,
} from '../../../../test/cielo-double';
import type { CardData, CardNetwork, GatewayBrand } from './types';

const card: CardData = {
  number: '4532117080573703',
  holder: 'Maria da Silva',
  expiryMonth: 3,
  expiryYear: 2031,
  cvv: '739',
  brand: 'VISA',
};

/** A 16-digit number that passes Luhn and ends in `digit` (the digit before it is chosen). */
function numberEndingIn(digit: number, prefix = '45321170805737'): string {
  for (let x = 0; x < 10; x += 1) {
    const number = `${prefix}${String(x)}${String(digit)}`;
    if (isLuhnValidCardNumber(number)) return number;
  }
  throw new Error('unreachable: the doubled digit reaches every residue');
}

/** The same number with its last digit changed: it fails Luhn. */
const failingLuhn = (number: string) =>
  `${number.slice(0, -1)}${String((Number(number.slice(-1)) + 1) % 10)}`;

describe('Cielo card network against the sandbox table', () => {
  let double: CieloDouble;
  let log: ReturnType<typeof capturedLogger>;
  let cielo: CardNetwork;

  beforeAll(async () => {
    double = await startCieloDouble();
  });
  afterAll(async () => {
    await double.close();
  });
  beforeEach(() => {
    double.reset();
    log = capturedLogger();
    cielo = cieloAdapterFor(double, log.logger);
  });

  /** A POST straight to the double, as Cielo would be called: its status and parsed body. */
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${double.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        MerchantId: double.merchantId,
        MerchantKey: double.merchantKey,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  };

  /** Stores the number at the double, then charges its token as a till does. */
  const chargeNumber = async (number: string, brand: GatewayBrand = 'VISA') => {
    const { cardToken } = await cielo.tokenize({ ...card, number, brand });
    return cielo.charge({
      cardToken,
      brand,
      amountCents: 2_500,
      orderId: randomUUID(),
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
  };

  describe('sales by the last digit (outcomeByLastDigit)', () => {
    const declines = { 2: '05', 3: '57', 5: '78', 6: '99', 7: '77', 8: '70' } as const;

    it('approves a token sale of a number ending in 0, 1 or 4, captured (Status 2)', async () => {
      double.outcomeByLastDigit = true;
      for (const digit of [0, 1, 4]) {
        const result = await chargeNumber(numberEndingIn(digit));
        expect(result, `final ${String(digit)}`).toMatchObject({ approved: true });
        if (result.approved) expect(double.sales.get(result.paymentId)?.status).toBe(2);
      }
    });

    it('declines a token sale of a number ending in 2, 3, 5, 6, 7 or 8 with the table’s code', async () => {
      double.outcomeByLastDigit = true;
      for (const [digit, returnCode] of Object.entries(declines)) {
        await expect(
          chargeNumber(numberEndingIn(Number(digit))),
          `final ${digit}`,
        ).resolves.toEqual({ approved: false, returnCode });
      }
      // The sale went out with the token alone: the double read the digit from its own record.
      const { Payment } = double.requests.at(-1)!.body as {
        Payment: { CreditCard: Record<string, unknown> };
      };
      expect(Payment.CreditCard).not.toHaveProperty('CardNumber');
    });

    it('answers a declined sale’s code on the query host too', async () => {
      double.outcomeByLastDigit = true;
      await chargeNumber(numberEndingIn(5));
      const [sale] = [...double.sales.values()].slice(-1);
      const response = await fetch(`${double.queryUrl}/1/sales/${sale!.paymentId}`, {
        headers: { MerchantId: double.merchantId, MerchantKey: double.merchantKey },
      });
      expect(await response.json()).toMatchObject({ Payment: { Status: 3, ReturnCode: '78' } });
    });

    it('approves or times out a number ending in 9, as drawn', async () => {
      double.outcomeByLastDigit = true;
      double.random = () => 0.1;
      await expect(chargeNumber(numberEndingIn(9))).resolves.toMatchObject({ approved: true });
      double.random = () => 0.9;
      await expect(chargeNumber(numberEndingIn(9))).resolves.toEqual({
        approved: false,
        returnCode: '99',
      });
    });

    it('is off by default, and reset() turns it off', async () => {
      await expect(chargeNumber(numberEndingIn(2))).resolves.toMatchObject({ approved: true });
      double.outcomeByLastDigit = true;
      double.reset();
      expect(double.outcomeByLastDigit).toBe(false);
      await expect(chargeNumber(numberEndingIn(7))).resolves.toMatchObject({ approved: true });
    });
  });

  describe('Zero Auth in the sandbox table', () => {
    it('authorises a number starting with 5 and ending in 0, whatever the brand, and denies others (57)', async () => {
      double.outcomeByLastDigit = true;
      for (const number of ['5502095822650000', '5315281703921200']) {
        await expect(cielo.verifyCard({ ...card, number, brand: 'ELO' })).resolves.toEqual({
          valid: true,
          returnCode: '00',
        });
      }
      await expect(cielo.verifyCard(card)).resolves.toEqual({ valid: false, returnCode: '57' });
    });

    it('denies the documented cards with their codes (they fail Luhn: only a direct call sends them)', async () => {
      double.outcomeByLastDigit = true;
      const documented = {
        '1230069300407910': ['Visa', '39'],
        '1230069300407944': ['Visa', 'R2'],
        '5270011231668402': ['Master', '82'],
        '6540540000003836': ['Elo', '36'],
      } as const;
      for (const [number, [brand, returnCode]] of Object.entries(documented)) {
        const answer = await post('/1/zeroauth', {
          CardType: 'CreditCard',
          CardNumber: number,
          Holder: 'Maria da Silva',
          ExpirationDate: '03/2031',
          SecurityCode: '739',
          Brand: brand,
        });
        expect(answer, number).toEqual({
          status: 200,
          body: { Valid: false, ReturnCode: returnCode, ReturnMessage: 'Autorizacao negada' },
        });
      }
    });
  });

  describe('Zero Auth’s error bodies', () => {
    it('answers a brand it does not cover with the documented { Code: 57 }, which comes back declined', async () => {
      const amex = {
        ...card,
        number: '371449635398431',
        cvv: '7391',
        brand: 'AMERICAN_EXPRESS' as const,
      };
      await expect(cielo.verifyCard(amex)).resolves.toEqual({ valid: false, returnCode: '57' });
      const answer = await post('/1/zeroauth', { ...(double.requests.at(-1)!.body as object) });
      expect(answer).toEqual({ status: 400, body: { Code: 57, Message: 'Bandeira inválida' } });
    });

    for (const shape of ['error', 'returnCode'] as const) {
      it(`takes 389 (${shape}) for “cannot judge this card”: neither valid nor invalid, CARD_GATEWAY_ERROR`, async () => {
        double.zeroAuthRestriction = shape;
        await expect(cielo.verifyCard(card)).rejects.toThrow('CARD_GATEWAY_ERROR');
        expect(log.lines()).toContainEqual(
          expect.objectContaining({
            level: 50,
            operation: 'zeroauth',
            codes: [389],
            msg: expect.stringContaining('389') as unknown,
          }),
        );
        expect(log.text()).not.toContain(card.number);
      });
    }

    it('answers 389 in either shape only while asked to', async () => {
      double.zeroAuthRestriction = 'error';
      const sent = {
        CardType: 'CreditCard',
        CardNumber: card.number,
        Holder: 'Maria da Silva',
        ExpirationDate: '03/2031',
        SecurityCode: '739',
        Brand: 'Visa',
      };
      expect(await post('/1/zeroauth', sent)).toEqual({
        status: 400,
        body: [{ Code: 389, Message: 'Restrição Cadastral' }],
      });
      double.zeroAuthRestriction = 'returnCode';
      expect(await post('/1/zeroauth', sent)).toMatchObject({
        status: 200,
        body: { Valid: false, ReturnCode: '389' },
      });
      double.reset();
      expect(await post('/1/zeroauth', sent)).toMatchObject({ status: 200, body: { Valid: true } });
    });
  });

  describe('numbers failing the Luhn check', () => {
    const wrong = failingLuhn(card.number);

    it('the double refuses them as Cielo does: a bare 500 to tokenisation, Zero Auth denied', async () => {
      const open = { Holder: 'Maria da Silva', ExpirationDate: '03/2031', Brand: 'Visa' };
      expect(
        await post('/1/card', { CustomerName: 'Maria da Silva', CardNumber: wrong, ...open }),
      ).toEqual({ status: 500, body: undefined });
      expect(
        await post('/1/zeroauth', { CardNumber: wrong, SecurityCode: '739', ...open }),
      ).toMatchObject({ status: 200, body: { Valid: false, ReturnCode: '57' } });
    });

    it('the adapter refuses them as invalid card data without calling Cielo', async () => {
      await expect(cielo.tokenize({ ...card, number: wrong })).rejects.toMatchObject({
        code: 'CARD_GATEWAY_INVALID_CARD_DATA',
      });
      await expect(cielo.verifyCard({ ...card, number: wrong })).rejects.toMatchObject({
        code: 'CARD_GATEWAY_INVALID_CARD_DATA',
      });
      expect(double.requests).toHaveLength(0);
    });
  });

  describe('brand names in any case', () => {
    it('the double takes visa, VISA and Visa, and Zero Auth’s brands alike', async () => {
      for (const brand of ['visa', 'VISA', 'Visa', 'mAsTeR']) {
        expect(
          await post('/1/card', {
            CustomerName: 'Maria da Silva',
            CardNumber: card.number,
            Holder: 'Maria da Silva',
            ExpirationDate: '03/2031',
            Brand: brand,
          }),
          brand,
        ).toMatchObject({ status: 201 });
        expect(
          await post('/1/zeroauth', {
            CardNumber: card.number,
            Holder: 'Maria da Silva',
            ExpirationDate: '03/2031',
            SecurityCode: '739',
            Brand: brand,
          }),
          brand,
        ).toMatchObject({ status: 200, body: { Valid: true } });
      }
      expect(
        await post('/1/zeroauth', {
          CardNumber: '371449635398431',
          Holder: 'Maria da Silva',
          ExpirationDate: '03/2031',
          Brand: 'AMEX',
        }),
      ).toMatchObject({ status: 400, body: { Code: 57 } });
    });

    it('the adapter reads a sale answer whatever the case of its Brand', async () => {
      for (const spelling of ['upper', 'lower'] as const) {
        double.answerBrandCase = spelling;
        await expect(chargeNumber(card.number, 'MASTERCARD')).resolves.toMatchObject({
          approved: true,
        });
      }
      // The adapter sent Cielo's spelling; the answer came back in capitals.
      const sent = double.requests.at(-1)!.body as { Payment: Record<string, unknown> };
      expect(sent.Payment).toMatchObject({ CreditCard: { Brand: 'Master' } });
      double.answerBrandCase = 'upper';
      const answer = await post('/1/sales', { MerchantOrderId: 'pedido1', Payment: sent.Payment });
      expect(answer).toMatchObject({
        status: 201,
        body: { Payment: { Status: 2, CreditCard: { Brand: 'MASTER' } } },
      });
    });
  });
});
