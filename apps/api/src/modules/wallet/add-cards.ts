// Adding a card (docs/spec/wallet-checklist.md §2, §7; decision 030): a credit card through the
// gateway (Zero Auth, then tokenisation), a food voucher, a DM card and a Senff
// card through their issuers. The card number and the CVV live only in this
// request's memory and the gateway's call: never stored, logged nor echoed.
import { createHmac } from 'node:crypto';
import type {
  AddCreditCardBody,
  AddDmCardBody,
  AddFoodVoucherBody,
  SenffFinishBody,
  SenffStartBody,
} from '@rosto/contract/schemas/payment-methods';
import { type CardStatus, FOOD_VOUCHER_PROVIDER } from '@rosto/contract/schemas/payment-methods';
import { checkCardNumber, type AcceptedCardBrand } from '@rosto/contract/validators/card-number';
import { AppError } from '../../errors';
import type { CardNetwork } from '../../plugins/app/card-network';
import type { Clock } from '../../plugins/app/clock';
import type { PhoneCodes } from '../phone-codes/phone-codes';
import type { UsersRepository } from '../user/repository';
import { brandAllowedAtStage } from './authorizers';
import type { CardIssuers } from './card-issuers';
import type { PaymentMethodRow } from './payment-method-view';
import type { NewPaymentMethod, WalletRepository } from './repository';
import { type WalletLimits, mayAddCards } from './wallet-limits';

export interface AddCardsDeps {
  repository: WalletRepository;
  limits: WalletLimits;
  users: UsersRepository;
  gateway: CardNetwork;
  issuers: CardIssuers;
  phoneCodes: PhoneCodes;
  clock: Clock;
  stage: 'sandbox' | 'demo' | 'production';
  /** HMAC key of card numbers (to find the same card twice without keeping it). */
  numberHashKey: Buffer;
}

/** "MM/YY" -> month and 4-digit year. */
function parseExpiry(expiry: string): { expiryMonth: number; expiryYear: number } {
  const [month, year] = expiry.split('/');
  return { expiryMonth: Number(month), expiryYear: 2000 + Number(year) };
}

const zipDigits = (zip: string | undefined) => {
  const digits = (zip ?? '').replace(/\D/gu, '');
  return digits.length === 8 ? digits : null;
};

const aliasOrNull = (alias: string | undefined) => alias?.trim() || null;

/** A uuid derived from text, for phone codes bound to a card rather than an intention. */
function uuidFrom(key: Buffer, text: string): string {
  const hex = createHmac('sha256', key).update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createAddCards(deps: AddCardsDeps) {
  const { repository, limits, gateway, issuers, clock } = deps;

  const numberHash = (kind: string, digits: string) =>
    createHmac('sha256', deps.numberHashKey).update(`${kind}:${digits}`).digest('hex');

  /** The customer, if they may add cards at all. */
  const adder = async (userId: string) => {
    const user = await deps.users.findById(userId);
    if (!user?.cpf || !mayAddCards(user)) throw new AppError('DISABLED_PAYMENT_METHOD');
    return { ...user, cpf: user.cpf };
  };

  /** The same card live in the wallet already: refused with what it is waiting for. */
  const refuseExisting = (existing: PaymentMethodRow): never => {
    const waiting =
      existing.status === 'WAITING_APPROVAL' ||
      (!existing.validated && existing.validationEnabled && existing.status === 'AUTO_APPROVED');
    throw new AppError(
      waiting ? 'PAYMENT_METHOD_WAITING_VALIDATION' : 'PAYMENT_METHOD_ALREADY_EXISTS',
    );
  };

  /** Checks before anything is spent: the same card, room in the wallet, then one attempt. */
  const beforeIssuer = async (userId: string, hash: string) => {
    const existing = await repository.findLiveByHash(userId, hash);
    if (existing) refuseExisting(existing);
    await limits.assertRoom(userId);
    await limits.takeAttempt(userId, clock.now());
  };

  /** Saves the card, or undoes the token when the wallet filled up or the card went in meanwhile. */
  const save = async (
    card: NewPaymentMethod,
    cardToken: string | null,
  ): Promise<{ id: string }> => {
    const saved = await repository.insertWithinLimit(card, limits.cardLimit, clock.now());
    if (typeof saved !== 'string') return { id: saved.id };
    if (cardToken) await gateway.removeCard({ cardToken }).catch(() => undefined);
    if (saved === 'limit') throw new AppError('LIMIT_OF_PAYMENT_METHODS_EXCEEDED');
    const existing = card.numberHash
      ? await repository.findLiveByHash(card.userId, card.numberHash)
      : null;
    if (existing) refuseExisting(existing);
    throw new AppError('PAYMENT_METHOD_ALREADY_EXISTS');
  };

  /** A card's first status: a person looks when the customer or the card asks for it. */
  const firstStatus = async (
    user: { id: string; allowAddPaymentStatus: string | null },
    hash: string,
  ): Promise<CardStatus> =>
    user.allowAddPaymentStatus === 'WAITING_APPROVAL' ||
    (await repository.liveElsewhere(user.id, hash))
      ? 'WAITING_APPROVAL'
      : 'AUTO_APPROVED';

  return {
    async creditCard(userId: string, body: AddCreditCardBody): Promise<{ id: string }> {
      const user = await adder(userId);
      const check = checkCardNumber(body.number);
      const brand = check.brand as AcceptedCardBrand | null;
      if (!check.isAccepted || !brand || !brandAllowedAtStage(brand, deps.stage)) {
        throw new AppError('CARD_GATEWAY_INVALID_CARD_BRAND');
      }
      if (body.cvc.length !== check.cvvLength) throw new AppError('CARD_CVV_INVALID');
      const hash = numberHash('card', check.digits);
      await beforeIssuer(userId, hash);

      const holder = body.name.trim().toUpperCase();
      const expiry = parseExpiry(body.expiration);
      const card = { number: check.digits, holder, brand, ...expiry };
      // Zero Auth covers some brands only; the others are proven by the small charge.
      if (gateway.zeroAuthBrands.includes(brand)) {
        const verified = await gateway.verifyCard({ ...card, cvv: body.cvc });
        if (!verified.valid) throw new AppError('PAYMENT_METHOD_INVALID');
      }
      const { cardToken } = await gateway.tokenize(card);

      return save(
        {
          userId,
          type: 'CREDIT_CARD',
          authorizer: brand,
          brand,
          lastFour: check.digits.slice(-4),
          ...expiry,
          holderName: holder,
          alias: aliasOrNull(body.alias),
          zipCode: zipDigits(body.zipCode),
          cardToken,
          numberHash: hash,
          status: await firstStatus(user, hash),
          validated: false,
          validationEnabled: true,
        },
        cardToken,
      );
    },

    async foodVoucher(userId: string, body: AddFoodVoucherBody): Promise<{ id: string }> {
      const user = await adder(userId);
      const hash = numberHash('food-voucher', body.number);
      await beforeIssuer(userId, hash);
      // The client's payload (body.payload, productUserId) is not passed on: the
      // issuer is asked about the signed-in customer only (decision 031).
      const payload = {
        retailerId: FOOD_VOUCHER_PROVIDER,
        productId: '1',
        clientId: user.id,
      } as const;
      if (!(await issuers.foodVoucherHeldBy({ cpf: user.cpf, number: body.number, payload }))) {
        throw new AppError('CARD_PROVIDER_NO_CARD_FOR_CPF');
      }
      return save(
        {
          userId,
          type: 'FOOD_VOUCHER',
          authorizer: 'GREEN_BENEFICIOS',
          brand: 'GREEN_BENEFICIOS',
          lastFour: body.number.slice(-4),
          alias: aliasOrNull(body.alias ?? body.payload?.alias),
          numberHash: hash,
          // The issuer vouches for its card: nothing left to validate.
          status: 'AUTO_APPROVED',
          validated: true,
          validationEnabled: false,
        },
        null,
      );
    },

    async dmCard(userId: string, body: AddDmCardBody): Promise<{ id: string }> {
      const user = await adder(userId);
      const hash = numberHash('dmcard', body.number);
      await beforeIssuer(userId, hash);
      const expiry = parseExpiry(body.expiration);
      const valid = await issuers.dmCardValid({
        cpf: user.cpf,
        number: body.number,
        ...expiry,
        cvv: body.cvv,
        birthdate: body.birthdate,
      });
      if (!valid) throw new AppError('CARD_PROVIDER_INVALID_DATA');
      return save(
        {
          userId,
          type: 'DMCARD',
          authorizer: 'DMCARD',
          lastFour: body.number.slice(-4),
          ...expiry,
          holderName: body.name.trim().toUpperCase(),
          numberHash: hash,
          metadata: {
            cardName: 'DMCard',
            lastFourDigits: body.number.slice(-4),
            placeName: body.placeName,
            placeCode: body.placeCode,
            associateCode: body.associateCode,
            retailerId: null,
            // The DM card's issuer is DMCard, not the shop typed in (decision 075).
            issuerColor: null,
          },
          status: 'AUTO_APPROVED',
          validated: true,
          validationEnabled: false,
        },
        null,
      );
    },

    /** Sends the Senff issuer's customer a code at the phone the issuer holds for the card. */
    async senffStart(
      userId: string,
      body: SenffStartBody,
      ip: string,
    ): Promise<{ ok: true; resendAfterSeconds: number }> {
      const user = await adder(userId);
      const hash = numberHash('senff', `${user.cpf}:${body.lastFourDigits}`);
      const existing = await repository.findLiveByHash(userId, hash);
      if (existing) refuseExisting(existing);
      await limits.assertRoom(userId);
      await limits.takeAttempt(userId, clock.now());
      const phone = await issuers.senffPhone({
        cpf: user.cpf,
        lastFourDigits: body.lastFourDigits,
      });
      if (!phone) throw new AppError('CARD_PROVIDER_NO_CARD_FOR_CPF');
      const sent = await deps.phoneCodes.send({
        purpose: 'senff_card',
        intentionId: uuidFrom(deps.numberHashKey, `senff:${userId}:${body.lastFourDigits}`),
        phoneNumber: phone,
        deviceUuid: userId,
        ip,
        channel: 'sms',
        // The issuer's phone for the card of this CPF: the customer's own.
        language: user.language,
        reuseWithinCountdown: true,
      });
      return { ok: true, resendAfterSeconds: sent.resendAfterSeconds };
    },

    async senffFinish(userId: string, body: SenffFinishBody): Promise<{ id: string }> {
      const user = await adder(userId);
      try {
        await deps.phoneCodes.verify({
          purpose: 'senff_card',
          intentionId: uuidFrom(deps.numberHashKey, `senff:${userId}:${body.lastFourDigits}`),
          code: body.otp,
        });
      } catch (error) {
        // The issuer's own code: the spec names its wrong code apart from sign-in's.
        if (error instanceof AppError && error.code === 'PHONE_OTP_TOKEN_INVALID') {
          throw new AppError('GATEWAY_SENFF_CARD_INVALID_OTP', error.extra);
        }
        throw error;
      }
      const hash = numberHash('senff', `${user.cpf}:${body.lastFourDigits}`);
      return save(
        {
          userId,
          type: 'SENFF_CARD',
          authorizer: 'SENFF',
          lastFour: body.lastFourDigits,
          numberHash: hash,
          metadata: {
            cardName: body.cardName.trim(),
            lastFourDigits: body.lastFourDigits,
            placeName: null,
            placeCode: null,
            associateCode: null,
            retailerId: null,
            issuerColor: null,
          },
          status: 'AUTO_APPROVED',
          validated: true,
          validationEnabled: false,
        },
        null,
      );
    },
  };
}
export type AddCards = ReturnType<typeof createAddCards>;
