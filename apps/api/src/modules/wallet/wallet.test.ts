// The wallet's calls (docs/spec/wallet-checklist.md §7, decision 030) on a real database with the
// sandbox gateway and issuers: adding each kind of card, the list, validation
// by amount, limits, same card twice, edit, delete, and another customer's card.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { cardValidationCharges, paymentMethods } from '../../db/schema';
import { mercadoAzul, padariaSol } from '../partners/sandbox-partners';
import { bearer, startTestApp, useTestApp } from '../../../test/app';
import { expectError } from '../../../test/entrance';
import {
  addCreditCard,
  cardEndingIn,
  mastercard,
  visa,
  walletCall,
  walletCards,
  walletUser,
} from '../../../test/wallet';

const SANDBOX_AMOUNT = 123;

describe('wallet', () => {
  const ctx = useTestApp();

  const created = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  };
  const card = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PaymentMethod }>().data;
  };

  describe('credit card', () => {
    it('adds a card pending validation, shown by brand and last four, never by number', async () => {
      const { token } = await walletUser(ctx.app);
      const number = visa(101);
      const id = created(await addCreditCard(ctx.app, token, { number, alias: 'Compras' }));

      const [listed] = await walletCards(ctx.app, token);
      expect(listed).toMatchObject({
        id,
        type: 'CREDIT_CARD',
        authorizer: 'VISA',
        authorizerName: 'Visa',
        cardBrand: 'VISA',
        cardLastFourDigits: number.slice(-4),
        cardStatus: 'AUTO_APPROVED',
        alias: 'Compras',
        zipCode: '01310100',
        formattedOneLine: `Visa •••• ${number.slice(-4)}`,
        formattedTwoLineFirstLine: 'Compras',
        formattedTwoLineSecondLine: `•••• ${number.slice(-4)}`,
        validated: false,
        canBeValidated: true,
        validationEnabled: true,
        validationMissingData: null,
        deleted: false,
        balanceCents: null,
      });
      expect(JSON.stringify(listed)).not.toContain(number);
      const [row] = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      expect(JSON.stringify(row)).not.toContain(number);
      expect(row?.cardToken).toMatch(/^sandbox-/u);
      expect(row?.numberHash).toMatch(/^[0-9a-f]{64}$/u);
    });

    it('refuses a declined card, a brand it does not take and a wrong-length CVV', async () => {
      const { token } = await walletUser(ctx.app);
      expectError(
        await addCreditCard(ctx.app, token, { number: cardEndingIn('4539', '0002') }),
        400,
        'PAYMENT_METHOD_INVALID',
      );
      // JCB: a valid number of a brand the wallet does not accept.
      expectError(
        await addCreditCard(ctx.app, token, { number: '3530111333300000' }),
        400,
        'CARD_GATEWAY_INVALID_CARD_BRAND',
      );
      expectError(
        await addCreditCard(ctx.app, token, { number: '378282246310005', cvc: '123' }),
        400,
        'CARD_CVV_INVALID',
      );
      expectError(
        await addCreditCard(ctx.app, token, { number: '4539000000000001' }),
        400,
        'CARD_NUMBER_INVALID',
      );
      expect(await walletCards(ctx.app, token)).toEqual([]);
    });

    it('validates by the amount: one wrong try, then the right one, and refunds the charge', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(await addCreditCard(ctx.app, token, { number: visa(102) }));
      const gatewayCharge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const started = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
          paymentMethodId: id,
        }),
      );
      expect(started).toMatchObject({ validated: false, canBeValidated: true });
      // The first use of the card just stored at the gateway (card-on-file, Cielo adapter).
      expect(gatewayCharge).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: id, storedCardUse: 'first' }),
      );
      gatewayCharge.mockRestore();
      // A second start makes no second charge.
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: id,
      });
      const charges = () =>
        ctx.database.db
          .select()
          .from(cardValidationCharges)
          .where(eq(cardValidationCharges.paymentMethodId, id));
      expect(await charges()).toHaveLength(1);

      const wrong = expectError(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
          paymentMethodId: id,
          amount: 321,
          // The app's count is ignored: the server keeps its own.
          tries: 0,
        }),
        403,
        'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
      );
      expect(wrong.additionalData).toEqual({ remainingTries: 1 });

      const validated = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
          paymentMethodId: id,
          amount: SANDBOX_AMOUNT,
          tries: 1,
        }),
      );
      expect(validated).toMatchObject({ validated: true, canBeValidated: false });
      const [charge] = await charges();
      expect(charge).toMatchObject({ amountCents: SANDBOX_AMOUNT, status: 'charged' });
      expect(charge?.refundedAt).toBeInstanceOf(Date);
    });

    it('falls back to the CVV when the issuer refuses the small charge', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(
        await addCreditCard(ctx.app, token, { number: cardEndingIn('4539', '0005') }),
      );
      const started = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
          paymentMethodId: id,
        }),
      );
      expect(started).toMatchObject({
        validated: false,
        canBeValidated: true,
        validationMissingData: 'CVV',
      });
      expectError(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/update-cvv', {
          paymentMethodId: id,
          cvv: '999',
        }),
        403,
        'PAYMENT_METHOD_INVALID',
      );
      const validated = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/update-cvv', {
          paymentMethodId: id,
          cvv: '123',
        }),
      );
      expect(validated).toMatchObject({ validated: true, validationMissingData: null });
    });

    it('adds an American Express without Zero Auth; refused the charge, it must be added again', async () => {
      const { token } = await walletUser(ctx.app);
      const zeroAuth = vi.spyOn(ctx.app.cardNetwork, 'verifyCard');
      try {
        const id = created(
          await addCreditCard(ctx.app, token, {
            number: cardEndingIn('3782', '0005', 15),
            cvc: '1234',
          }),
        );
        expect(zeroAuth).not.toHaveBeenCalled();
        const started = card(
          await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
            paymentMethodId: id,
          }),
        );
        expect(started).toMatchObject({
          cardBrand: 'AMERICAN_EXPRESS',
          validationMissingData: 'ALL',
          canBeValidated: false,
        });
      } finally {
        zeroAuth.mockRestore();
      }
    });

    it('closes validation after a second wrong amount, whatever tries the app sends', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(await addCreditCard(ctx.app, token, { number: visa(103) }));
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: id,
      });
      const check = (amount: number) =>
        walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
          paymentMethodId: id,
          amount,
          tries: 0,
        });
      expectError(await check(1), 403, 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID');
      expectError(await check(2), 403, 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED');
      expectError(
        await check(SANDBOX_AMOUNT),
        403,
        'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED',
      );
      const [listed] = await walletCards(ctx.app, token);
      expect(listed).toMatchObject({
        cardStatus: 'AUTO_REJECTED',
        validated: false,
        canBeValidated: false,
      });
      const [charge] = await ctx.database.db
        .select()
        .from(cardValidationCharges)
        .where(eq(cardValidationCharges.paymentMethodId, id));
      expect(charge?.refundedAt).toBeInstanceOf(Date);
    });

    it('knows the same card twice: waiting for validation, then already in the wallet', async () => {
      const { token } = await walletUser(ctx.app);
      const number = visa(104);
      const id = created(await addCreditCard(ctx.app, token, { number }));
      const again = expectError(
        await addCreditCard(ctx.app, token, { number }),
        409,
        'PAYMENT_METHOD_WAITING_VALIDATION',
      );
      // The bottom sheet's texts come with the error (docs/spec/wallet-checklist.md §8).
      expect(again).toMatchObject({
        errorCode: 'PAYMENT_METHOD_WAITING_VALIDATION',
        description: 'Este cartão já está na sua carteira',
        subDescription: expect.stringContaining('aguardando validação') as unknown,
      });
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: id,
      });
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
        paymentMethodId: id,
        amount: SANDBOX_AMOUNT,
        tries: 0,
      });
      const english = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/credit-card',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US,en;q=0.9' },
        payload: { name: 'JOANA L PRADO', number, expiration: '12/30', cvc: '123' },
      });
      expect(expectError(english, 409, 'PAYMENT_METHOD_ALREADY_EXISTS')).toMatchObject({
        description: 'This card is already in your wallet',
      });
    });

    it('stores one card when the same card is added 10 times at once', async () => {
      const { token } = await walletUser(ctx.app);
      const number = visa(105);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => addCreditCard(ctx.app, token, { number })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.statusCode !== 201)) {
        // The ones that lost the race, or found the attempts used up by the others.
        expect([
          'PAYMENT_METHOD_WAITING_VALIDATION',
          'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
        ]).toContain(answer.json<{ message: string }>().message);
      }
      expect(await walletCards(ctx.app, token)).toHaveLength(1);
    });

    it('puts a card live in another wallet under review, until an operator answers', async () => {
      const number = visa(106);
      const first = await walletUser(ctx.app);
      created(await addCreditCard(ctx.app, first.token, { number }));
      const second = await walletUser(ctx.app);
      const id = created(await addCreditCard(ctx.app, second.token, { number }));
      const [waiting] = await walletCards(ctx.app, second.token);
      expect(waiting).toMatchObject({ cardStatus: 'WAITING_APPROVAL', canBeValidated: false });
      expectError(
        await walletCall(ctx.app, second.token, 'POST', '/user/credit-card/validate', {
          paymentMethodId: id,
        }),
        403,
        'DISABLED_PAYMENT_METHOD',
      );

      const approved = card(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/sandbox/payment-methods/${id}/review`,
          payload: { decision: 'MANUAL_APPROVED' },
        }),
      );
      expect(approved).toMatchObject({ cardStatus: 'MANUAL_APPROVED', canBeValidated: true });
    });

    it('puts every card of a customer under review while the customer is', async () => {
      const { token } = await walletUser(ctx.app, { allowAddPaymentStatus: 'WAITING_APPROVAL' });
      created(await addCreditCard(ctx.app, token, { number: visa(107) }));
      expect((await walletCards(ctx.app, token))[0]?.cardStatus).toBe('WAITING_APPROVAL');
    });

    it('refuses blocked customers and those whose payment status does not allow adding', async () => {
      const refused = await walletUser(ctx.app, { allowAddPaymentStatus: 'MANUAL_REJECTED' });
      expectError(await addCreditCard(ctx.app, refused.token), 403, 'DISABLED_PAYMENT_METHOD');
      const authorizers = await walletCall(
        ctx.app,
        refused.token,
        'GET',
        '/user/payment-method/available-authorizers',
      );
      const list = authorizers.json<{ data: { id: string; disabled: boolean }[] }>().data;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((authorizer) => authorizer.disabled)).toBe(true);
    });
  });

  describe('limits', () => {
    it('holds 4 cards; the 5th is refused and the status says so; deleting frees a slot', async () => {
      const { token } = await walletUser(ctx.app);
      const ids: string[] = [];
      for (let n = 0; n < 4; n += 1) {
        ids.push(created(await addCreditCard(ctx.app, token, { number: mastercard(200 + n) })));
      }
      expectError(
        await addCreditCard(ctx.app, token, { number: mastercard(210) }),
        403,
        'LIMIT_OF_PAYMENT_METHODS_EXCEEDED',
      );
      const status = await walletCall(
        ctx.app,
        token,
        'GET',
        '/user/credit-card/payment-method-status',
      );
      expect(status.json<{ data: unknown }>().data).toEqual({
        paymentMethodLimitWasReachedOut: true,
        daysToAddPaymentMethod: null,
        limitOfPaymentMethods: 4,
      });
      const [authorizer] = (
        await walletCall(ctx.app, token, 'GET', '/user/payment-method/available-authorizers')
      ).json<{ data: { disabled: boolean }[] }>().data;
      expect(authorizer?.disabled).toBe(true);

      const removed = await walletCall(ctx.app, token, 'DELETE', `/user/payment-method/${ids[0]}`);
      expect(removed.statusCode, removed.body).toBe(200);
      created(await addCreditCard(ctx.app, token, { number: mastercard(211) }));
    });

    it('allows 5 add attempts in 7 days, declined ones included, then says how long to wait', async () => {
      const { token } = await walletUser(ctx.app);
      for (let n = 0; n < 5; n += 1) {
        const declined = cardEndingIn(`45390${n}`, '0002');
        expectError(
          await addCreditCard(ctx.app, token, { number: declined }),
          400,
          'PAYMENT_METHOD_INVALID',
        );
      }
      const refused = expectError(
        await addCreditCard(ctx.app, token, { number: visa(220) }),
        403,
        'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
      );
      expect(refused.additionalData).toEqual({ expireDays: 7 });
      const status = await walletCall(
        ctx.app,
        token,
        'GET',
        '/user/credit-card/payment-method-status',
      );
      expect(status.json<{ data: unknown }>().data).toEqual({
        paymentMethodLimitWasReachedOut: true,
        daysToAddPaymentMethod: 7,
        limitOfPaymentMethods: 4,
      });
    });

    it('does not count a request the contract refuses as an attempt', async () => {
      const { token } = await walletUser(ctx.app);
      for (let n = 0; n < 6; n += 1) {
        expectError(
          await addCreditCard(ctx.app, token, { number: '4539000000000001' }),
          400,
          'CARD_NUMBER_INVALID',
        );
      }
      created(await addCreditCard(ctx.app, token, { number: visa(230) }));
    });
  });

  describe('edit and delete', () => {
    it('changes alias and zip, and shows a deleted card as such only when asked', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(await addCreditCard(ctx.app, token, { number: visa(301) }));
      const edited = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/update-user-card-data', {
          paymentMethodId: id,
          alias: 'Viagens',
          zipCode: '20040-002',
        }),
      );
      expect(edited).toMatchObject({ alias: 'Viagens', zipCode: '20040002' });

      const removed = await walletCall(ctx.app, token, 'DELETE', `/user/payment-method/${id}`);
      expect(removed.json<{ data: unknown }>().data).toEqual({ ok: true });
      expect(await walletCards(ctx.app, token)).toEqual([]);
      const [deleted] = await walletCards(ctx.app, token, '?includeDeleted=true');
      expect(deleted).toMatchObject({ id, deleted: true, cardStatus: 'DELETED' });
      const [row] = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      expect(row?.cardToken).toBeNull();
      expectError(
        await walletCall(ctx.app, token, 'DELETE', `/user/payment-method/${id}`),
        404,
        'PAYMENT_METHOD_NOT_FOUND',
      );
    });

    it("answers 404 for another customer's card on every call", async () => {
      const owner = await walletUser(ctx.app);
      const id = created(await addCreditCard(ctx.app, owner.token, { number: visa(302) }));
      const { token } = await walletUser(ctx.app);
      expect(await walletCards(ctx.app, token, `?id=${id}`)).toEqual([]);
      const calls = [
        walletCall(ctx.app, token, 'POST', '/user/credit-card/update-user-card-data', {
          paymentMethodId: id,
          alias: 'x',
        }),
        walletCall(ctx.app, token, 'DELETE', `/user/payment-method/${id}`),
        walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', { paymentMethodId: id }),
        walletCall(ctx.app, token, 'POST', '/user/credit-card/random-amount-check', {
          paymentMethodId: id,
          amount: SANDBOX_AMOUNT,
          tries: 0,
        }),
        walletCall(ctx.app, token, 'POST', '/user/credit-card/update-cvv', {
          paymentMethodId: id,
          cvv: '123',
        }),
        walletCall(ctx.app, token, 'GET', `/user/credits?paymentMethodId=${id}`),
      ];
      for (const answer of await Promise.all(calls)) {
        expectError(answer, 404, 'PAYMENT_METHOD_NOT_FOUND');
      }
      expect(await walletCards(ctx.app, owner.token)).toHaveLength(1);
    });
  });

  describe('store cards', () => {
    it('adds a food voucher, validated by its issuer; an unknown one opens the sheet', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(
        await walletCall(ctx.app, token, 'POST', '/user/private-label', {
          number: '6062821234567890',
          alias: 'Almoço',
        }),
      );
      const [voucher] = await walletCards(ctx.app, token);
      expect(voucher).toMatchObject({
        id,
        type: 'FOOD_VOUCHER',
        isFoodVoucher: true,
        authorizer: 'GREEN_BENEFICIOS',
        validated: true,
        canBeValidated: false,
        alias: 'Almoço',
      });
      const unknown = expectError(
        await walletCall(ctx.app, token, 'POST', '/user/private-label', {
          number: '6062821234560000',
        }),
        404,
        'CARD_PROVIDER_NO_CARD_FOR_CPF',
      );
      expect(unknown).toMatchObject({ errorCode: 'CARD_PROVIDER_NO_CARD_FOR_CPF' });
      // A food voucher has no zip code to change.
      const edited = card(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/update-user-card-data', {
          paymentMethodId: id,
          zipCode: '01310100',
          alias: 'VR',
        }),
      );
      expect(edited).toMatchObject({ alias: 'VR', zipCode: null });
    });

    it("asks the food-voucher issuer about the signed-in customer, whatever the client's payload says", async () => {
      const other = await walletUser(ctx.app);
      const { token, profile } = await walletUser(ctx.app);
      const held = vi.spyOn(ctx.app.cardIssuers, 'foodVoucherHeldBy');
      try {
        created(
          await walletCall(ctx.app, token, 'POST', '/user/private-label', {
            number: '6062821234561111',
            alias: 'Mercado',
            privateLabelProvider: 'GREEN_BENEFICIOS',
            productUserId: other.profile.id,
            onboardingUserId: other.profile.id,
            payload: {
              retailerId: 'SOME_OTHER_RETAILER',
              productId: '1',
              clientId: other.profile.id,
            },
          }),
        );
        expect(held).toHaveBeenCalledTimes(1);
        expect(held).toHaveBeenCalledWith({
          cpf: profile.cpf,
          number: '6062821234561111',
          payload: { retailerId: 'GREEN_BENEFICIOS', productId: '1', clientId: profile.id },
        });
        expect(profile.id).not.toBe(other.profile.id);
      } finally {
        held.mockRestore();
      }
    });

    it('adds a Senff card with the code sent to the phone the issuer holds', async () => {
      const { token, profile } = await walletUser(ctx.app);
      const start = await walletCall(ctx.app, token, 'POST', '/user/payment-method/senff/start', {
        lastFourDigits: '4821',
      });
      expect(start.json<{ data: unknown }>().data).toEqual({ ok: true, resendAfterSeconds: 5 });
      const outbox = await ctx.app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?to=${profile.phone?.number ?? ''}`,
      });
      const [sms] = outbox.json<{ data: { body: string }[] }>().data;
      expect(sms?.body).toContain('para cadastrar seu cartão Senff');
      const code = /é (\d{6})\./u.exec(sms?.body ?? '')?.[1] ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(
        await walletCall(ctx.app, token, 'POST', '/user/payment-method/senff/finish', {
          otp: wrong,
          cardName: 'Senff Mais',
          lastFourDigits: '4821',
        }),
        403,
        'GATEWAY_SENFF_CARD_INVALID_OTP',
      );
      const id = created(
        await walletCall(ctx.app, token, 'POST', '/user/payment-method/senff/finish', {
          otp: code,
          cardName: 'Senff Mais',
          lastFourDigits: '4821',
        }),
      );
      const [senff] = await walletCards(ctx.app, token);
      expect(senff).toMatchObject({
        id,
        type: 'SENFF_CARD',
        authorizer: 'SENFF',
        validated: true,
        formattedOneLine: 'Senff Mais •••• 4821',
        cardMetadata: expect.objectContaining({
          cardName: 'Senff Mais',
          lastFourDigits: '4821',
        }) as unknown,
      });
      expectError(
        await walletCall(ctx.app, token, 'POST', '/user/payment-method/senff/start', {
          lastFourDigits: '0000',
        }),
        404,
        'CARD_PROVIDER_NO_CARD_FOR_CPF',
      );
    });

    it("answers the store authorizers' metadata, the food voucher's retailer the provider", async () => {
      const { token } = await walletUser(ctx.app);
      const list = (
        await walletCall(ctx.app, token, 'GET', '/user/payment-method/available-authorizers')
      ).json<{ data: { id: string; metadata: Record<string, unknown> | null }[] }>().data;
      const metadataOf = (id: string) => list.find((authorizer) => authorizer.id === id)?.metadata;
      expect(metadataOf('GREEN_BENEFICIOS')).toMatchObject({
        cardName: 'Green Benefícios',
        retailerId: 'GREEN_BENEFICIOS',
      });
      expect(metadataOf('SENFF')).toMatchObject({ cardName: 'Senff', retailerId: null });
      expect(metadataOf('DMCARD')).toMatchObject({ cardName: 'DMCard', retailerId: null });
      expect(metadataOf('VISA')).toBeNull();
    });

    it('adds the DM card with its place', async () => {
      const { token } = await walletUser(ctx.app);
      const id = created(
        await walletCall(ctx.app, token, 'POST', '/user/payment-method/dmcard', {
          name: 'JOANA L PRADO',
          number: cardEndingIn('637182', '4567'),
          expiration: '10/30',
          birthdate: '1990-04-12',
          cvv: '123',
          placeName: 'Supermercado Bom Preço',
          placeCode: 'BP01',
          associateCode: 'A-77',
        }),
      );
      const [dm] = await walletCards(ctx.app, token);
      expect(dm).toMatchObject({
        id,
        type: 'DMCARD',
        authorizer: 'DMCARD',
        validated: true,
        formattedTwoLineSecondLine: 'Supermercado Bom Preço',
      });
      expect(dm?.cardMetadata).toEqual({
        cardName: 'DMCard',
        lastFourDigits: '4567',
        placeName: 'Supermercado Bom Preço',
        placeCode: 'BP01',
        associateCode: 'A-77',
        retailerId: null,
        issuerColor: null,
      });
    });
    it('refuses a DM card holder under 18 (BIRTHDATE_UNDER_MINIMUM_AGE) and adds nothing', async () => {
      const { token } = await walletUser(ctx.app);
      const thisYear = Number(
        new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(
          new Date(),
        ),
      );
      expectError(
        await walletCall(ctx.app, token, 'POST', '/user/payment-method/dmcard', {
          name: 'JOANA L PRADO',
          number: cardEndingIn('637182', '4567'),
          expiration: '10/30',
          birthdate: `${thisYear - 10}-01-01`,
          cvv: '123',
          placeName: 'Supermercado Bom Preço',
          placeCode: 'BP01',
          associateCode: 'A-77',
        }),
        400,
        'BIRTHDATE_UNDER_MINIMUM_AGE',
      );
      expect(await walletCards(ctx.app, token)).toEqual([]);
    });
  });
  describe('pre/post-paid cards', () => {
    it("carries a place card's metadata: its place, the product as place code, no retailer", async () => {
      const { token } = await walletUser(ctx.app, {
        prePostPaidCard: { product: 'EMPORIO_LUA', placeName: 'Empório Lua', balanceCents: 900 },
      });
      const [place] = await walletCards(ctx.app, token);
      expect(place?.cardMetadata).toEqual({
        cardName: 'Empório Lua',
        lastFourDigits: null,
        placeName: 'Empório Lua',
        placeCode: 'EMPORIO_LUA',
        associateCode: null,
        retailerId: null,
        // No place nor partner of that name: its issuer is unknown (decision 075).
        issuerColor: null,
      });
      // The wallet's second line is the place, taken from the metadata.
      expect(place).toMatchObject({
        authorizer: 'PLACE',
        formattedTwoLineFirstLine: 'Empório Lua',
        formattedTwoLineSecondLine: 'Empório Lua',
      });
    });

    it("wears its issuing shop network's colour, whatever partner the customer came with (decision 075)", async () => {
      const shop = async (partnerSlug: string, placeName: string) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/sandbox/terminals',
          payload: { partnerSlug, placeName },
        });
        expect(response.statusCode, response.body).toBe(201);
      };
      const issuerColor = async (placeName: string, partnerSlug?: string) => {
        const { token } = await walletUser(ctx.app, {
          ...(partnerSlug ? { partnerSlug } : {}),
          prePostPaidCard: { product: 'PADARIA_SOL', placeName, balanceCents: 900 },
        });
        const [card] = await walletCards(ctx.app, token);
        return card?.cardMetadata?.issuerColor;
      };
      const sol = padariaSol.options.colors.primary.toLowerCase();
      expect(sol).not.toBe(mercadoAzul.options.colors.primary.toLowerCase());

      await shop('padaria-sol', 'Padaria Sol Centro');
      // A customer of Mercado Azul, of Padaria Sol or of none: the bakery's colour each time.
      expect(await issuerColor('Padaria Sol Centro', 'mercado-azul')).toBe(sol);
      expect(await issuerColor('Padaria Sol Centro', 'padaria-sol')).toBe(sol);
      expect(await issuerColor('Padaria Sol Centro')).toBe(sol);
      // A card of the whole network names the partner itself.
      expect(await issuerColor('Padaria Sol', 'mercado-azul')).toBe(sol);
      // Unknown, or a name two networks' shops share: no colour rather than a guess.
      expect(await issuerColor('Empório Lua', 'mercado-azul')).toBeNull();
      await shop('padaria-sol', 'Loja da Esquina');
      await shop('mercado-azul', 'Loja da Esquina');
      expect(await issuerColor('Loja da Esquina')).toBeNull();
    });

    it("names the store card in the account's language, as its SMS are (decision 072)", async () => {
      const { token } = await walletUser(ctx.app, {
        prePostPaidCard: { product: 'EMPORIO_LUA', placeName: 'Empório Lua', balanceCents: 900 },
      });
      expect((await walletCards(ctx.app, token))[0]?.authorizerName).toBe('Cartão da loja');
      const switched = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile/language',
        headers: bearer(token),
        payload: { language: 'en' },
      });
      expect(switched.statusCode).toBe(200);
      const [place] = await walletCards(ctx.app, token);
      expect(place?.authorizerName).toBe('Store card');
      const credits = await walletCall(
        ctx.app,
        token,
        'GET',
        `/user/credits?paymentMethodId=${place?.id ?? ''}`,
      );
      const items = credits.json<{ data: { paymentMethod: { authorizerName: string } }[] }>().data;
      expect(items.map((item) => item.paymentMethod.authorizerName)).toContain('Store card');
    });

    it('lists a place card with its balance and credits; it cannot be edited nor deleted', async () => {
      const { token } = await walletUser(ctx.app, {
        prePostPaidCard: {
          product: 'PADARIA_SOL',
          placeName: 'Padaria Sol',
          balanceCents: 4_250,
          titularName: 'Marta Prado',
        },
      });
      const [place] = await walletCards(ctx.app, token, '?includeBalance=true');
      expect(place).toMatchObject({
        type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
        product: 'PADARIA_SOL',
        authorizer: 'PLACE',
        balanceCents: 4_250,
        isDependent: true,
        titularName: 'Marta Prado',
        formattedOneLine: 'Padaria Sol',
      });
      expect((await walletCards(ctx.app, token))[0]?.balanceCents).toBeNull();
      const id = place?.id ?? '';

      const credits = await walletCall(
        ctx.app,
        token,
        'GET',
        `/user/credits?paymentMethodId=${id}`,
      );
      const items = credits.json<{
        data: { addedCreditCents: number; totalPriceCents: number }[];
      }>().data;
      expect(items.map((item) => [item.addedCreditCents, item.totalPriceCents])).toEqual([
        [0, 2_590],
        [6_840, 0],
      ]);

      expectError(
        await walletCall(ctx.app, token, 'DELETE', `/user/payment-method/${id}`),
        403,
        'PAYMENT_METHOD_CANT_BE_CHANGED',
      );
      expectError(
        await walletCall(ctx.app, token, 'POST', '/user/credit-card/update-user-card-data', {
          paymentMethodId: id,
          alias: 'x',
        }),
        403,
        'PAYMENT_METHOD_CANT_BE_CHANGED',
      );
      // Not counted in the limit: four cards of one's own still fit.
      for (let n = 0; n < 4; n += 1) {
        created(await addCreditCard(ctx.app, token, { number: visa(400 + n) }));
      }
    });
  });

  describe("the customer's data rights", () => {
    it('exports the cards as stored, without number, token or hash', async () => {
      const { token } = await walletUser(ctx.app);
      const number = visa(501);
      const id = created(await addCreditCard(ctx.app, token, { number }));
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: id,
      });
      const exported = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile/export',
        headers: bearer(token),
      });
      const { cards } = exported.json<{ data: { cards: Record<string, unknown>[] } }>().data;
      expect(cards).toEqual([
        expect.objectContaining({
          type: 'CREDIT_CARD',
          brand: 'VISA',
          lastFourDigits: number.slice(-4),
          holderName: 'JOANA L PRADO',
          validated: false,
          validationCharges: [
            expect.objectContaining({ amountCents: SANDBOX_AMOUNT, refundedAt: null }),
          ],
        }),
      ]);
      const [row] = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      const text = exported.body;
      expect(text).not.toContain(number);
      expect(text).not.toContain(row?.cardToken ?? 'no token');
      expect(text).not.toContain(row?.numberHash ?? 'no hash');
    });

    it('removes the tokens at the gateway, refunds the charge and deletes the cards with the account', async () => {
      const { token, profile } = await walletUser(ctx.app, { pin: '7392' });
      const id = created(await addCreditCard(ctx.app, token, { number: visa(502) }));
      await walletCall(ctx.app, token, 'POST', '/user/credit-card/validate', {
        paymentMethodId: id,
      });
      const [row] = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      const removeCard = vi.spyOn(ctx.app.cardNetwork, 'removeCard');
      const refund = vi.spyOn(ctx.app.cardNetwork, 'refund');
      try {
        const deleted = await ctx.app.inject({
          method: 'POST',
          url: '/api/user/profile/delete',
          headers: bearer(token),
          payload: { pin: '7392' },
        });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(removeCard).toHaveBeenCalledWith({ cardToken: row?.cardToken });
        expect(refund).toHaveBeenCalledWith(
          expect.objectContaining({ amountCents: SANDBOX_AMOUNT }) as unknown,
        );
      } finally {
        removeCard.mockRestore();
        refund.mockRestore();
      }
      const left = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, profile.id));
      expect(left).toEqual([]);
      expect(
        await ctx.database.db
          .select()
          .from(cardValidationCharges)
          .where(eq(cardValidationCharges.paymentMethodId, id)),
      ).toEqual([]);
    });
  });
});

describe('wallet with limits set in the environment', () => {
  const ctx = useTestApp({
    env: { WALLET_CARD_LIMIT: '2', WALLET_ADD_ATTEMPTS: '3', WALLET_ADD_ATTEMPTS_DAYS: '2' },
  });
  const status = async (token: string) =>
    (await walletCall(ctx.app, token, 'GET', '/user/credit-card/payment-method-status')).json<{
      data: unknown;
    }>().data;

  it('holds WALLET_CARD_LIMIT cards and says so in the status', async () => {
    const { token } = await walletUser(ctx.app);
    expect(await status(token)).toEqual({
      paymentMethodLimitWasReachedOut: false,
      daysToAddPaymentMethod: null,
      limitOfPaymentMethods: 2,
    });
    for (let n = 0; n < 2; n += 1) {
      const added = await addCreditCard(ctx.app, token, { number: mastercard(600 + n) });
      expect(added.statusCode, added.body).toBe(201);
    }
    const refused = expectError(
      await addCreditCard(ctx.app, token, { number: mastercard(602) }),
      403,
      'LIMIT_OF_PAYMENT_METHODS_EXCEEDED',
    );
    expect(refused.additionalData).toEqual({ limitOfPaymentMethods: 2 });
    expect(await status(token)).toEqual({
      paymentMethodLimitWasReachedOut: true,
      daysToAddPaymentMethod: null,
      limitOfPaymentMethods: 2,
    });
    expect(await walletCards(ctx.app, token)).toHaveLength(2);
  });

  it('allows WALLET_ADD_ATTEMPTS attempts in WALLET_ADD_ATTEMPTS_DAYS days', async () => {
    const { token } = await walletUser(ctx.app);
    for (let n = 0; n < 3; n += 1) {
      expectError(
        await addCreditCard(ctx.app, token, { number: cardEndingIn(`54250${n}`, '0002') }),
        400,
        'PAYMENT_METHOD_INVALID',
      );
    }
    const refused = expectError(
      await addCreditCard(ctx.app, token, { number: mastercard(610) }),
      403,
      'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
    );
    expect(refused.additionalData).toEqual({ expireDays: 2 });
    expect(await status(token)).toEqual({
      paymentMethodLimitWasReachedOut: true,
      daysToAddPaymentMethod: 2,
      limitOfPaymentMethods: 2,
    });
  });
});

describe('Senff code outside the sandbox', () => {
  // Users are made by the sandbox app; a demo-stage app on the same database serves them.
  const ctx = useTestApp();
  const senffStart = (app: typeof ctx.app, token: string) =>
    walletCall(app, token, 'POST', '/user/payment-method/senff/start', { lastFourDigits: '4821' });

  it('answers a 30 s resend interval at the demo stage and 5 s in the sandbox', async () => {
    const inSandbox = await walletUser(ctx.app);
    expect((await senffStart(ctx.app, inSandbox.token)).json<{ data: unknown }>().data).toEqual({
      ok: true,
      resendAfterSeconds: 5,
    });

    const { token, profile } = await walletUser(ctx.app);
    const demo = await startTestApp(ctx.database, { env: { STAGE: 'demo' } });
    // No Senff adapter exists outside the sandbox yet (card-issuers.ts): a stand-in
    // issuer holds another phone for the card, and the SMS provider is a spy.
    const issuerPhone = '11987650000';
    const senffPhone = vi.spyOn(demo.cardIssuers, 'senffPhone').mockResolvedValue(issuerPhone);
    const sms = vi.spyOn(demo.messaging.sms, 'send').mockResolvedValue();
    try {
      const started = await senffStart(demo, token);
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json<{ data: unknown }>().data).toEqual({ ok: true, resendAfterSeconds: 30 });
      expect(senffPhone).toHaveBeenCalledWith({ cpf: profile.cpf, lastFourDigits: '4821' });
      expect(sms).toHaveBeenCalledTimes(1);
      expect(sms).toHaveBeenCalledWith(expect.objectContaining({ to: issuerPhone }) as unknown);

      // A second start within the 30 s keeps the code and counts down: nothing sent.
      const again = (await senffStart(demo, token)).json<{
        data: { resendAfterSeconds: number };
      }>().data;
      expect(again.resendAfterSeconds).toBeGreaterThan(5);
      expect(again.resendAfterSeconds).toBeLessThanOrEqual(30);
      expect(sms).toHaveBeenCalledTimes(1);
    } finally {
      senffPhone.mockRestore();
      sms.mockRestore();
      await demo.close();
    }
  });
});

describe('wallet in the sandbox with the mock delays', () => {
  const waits: number[] = [];
  const ctx = useTestApp({
    env: { SANDBOX_MOCK_DELAYS: 'on' },
    sandboxWait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });

  it("waits the spec's 3 s and 6 s for the authorizers and 10 s for the payment methods", async () => {
    const { token } = await walletUser(ctx.app);
    await walletCall(ctx.app, token, 'GET', '/user/payment-method/available-authorizers');
    await walletCall(
      ctx.app,
      token,
      'GET',
      '/user/payment-method/available-authorizers?checkRemoteAuthorizers=true',
    );
    await walletCards(ctx.app, token);
    await walletCall(ctx.app, token, 'GET', '/user/credit-card/payment-method-status');
    expect(waits).toEqual([3_000, 6_000, 10_000]);
  });
});
