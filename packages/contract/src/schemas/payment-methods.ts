// Wallet calls (docs/spec/wallet-checklist.md §3, §7): payment-method lists, adding each kind of
// card, card validation, edit, delete and credits. No answer here ever holds a
// CVV or a full card number: cards are shown by brand and last four digits.
import { z } from 'zod';
import {
  CARD_NUMBER_MAX_DIGITS,
  cardBrands,
  cardNumberError,
  isLuhnValidCardNumber,
} from '../validators/card-number';
import { dataEnvelope, isoDateTimeSchema, issueCode, okSchema, queryBoolean } from './common';
import {
  aliasSchema,
  amountCentsSchema,
  birthdateSchema,
  cardExpirySchema,
  cardNumberSchema,
  cardOtpSchema,
  cvv3Schema,
  cvvSchema,
  holderNameSchema,
  lastFourDigitsSchema,
  paymentMethodIdSchema,
  zipCodeSchema,
} from './fields';

// --- enums ------------------------------------------------------------------

export const cardStatusSchema = z.enum([
  'AUTO_APPROVED',
  'MANUAL_APPROVED',
  'WAITING_APPROVAL',
  'MANUAL_REJECTED',
  'AUTO_REJECTED',
  'DELETED',
  'UNAVAILABLE',
]);
export type CardStatus = z.infer<typeof cardStatusSchema>;

/** Authorizer ids seen in the spec, plus the food-voucher provider. */
export const authorizerIdSchema = z.enum([
  'PLACE',
  'VISA',
  'MASTERCARD',
  'DINERS',
  'AMEX',
  'AMERICAN_EXPRESS',
  'ELO',
  'HIPERCARD',
  'SENFF',
  'DMCARD',
  'GREEN_BENEFICIOS',
]);
export type AuthorizerId = z.infer<typeof authorizerIdSchema>;

export const cardBrandSchema = z.enum(cardBrands);

/** The only food-voucher provider accepted (docs/spec/wallet-checklist.md §5: Green Benefícios). */
export const FOOD_VOUCHER_PROVIDER = 'GREEN_BENEFICIOS';

const PRE_OR_POST_PAID_SUFFIX = '_PRE_OR_POST_PAID_CARD';

/** A place's pre/post-paid card type is "{product}_PRE_OR_POST_PAID_CARD". */
export const prePostPaidTypeSchema = z.templateLiteral([
  z.string().regex(/^[A-Z0-9_]+$/u),
  PRE_OR_POST_PAID_SUFFIX,
]);

export const paymentMethodTypeSchema = z
  .union([z.enum(['CREDIT_CARD', 'SENFF_CARD', 'DMCARD', 'FOOD_VOUCHER']), prePostPaidTypeSchema])
  .describe('CREDIT_CARD, SENFF_CARD, DMCARD, FOOD_VOUCHER or {product}_PRE_OR_POST_PAID_CARD');
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

export function prePostPaidType(product: string): `${string}_PRE_OR_POST_PAID_CARD` {
  return `${product}${PRE_OR_POST_PAID_SUFFIX}`;
}

export function isPrePostPaidType(type: string): boolean {
  return type.endsWith(PRE_OR_POST_PAID_SUFFIX);
}

export const validationMissingDataSchema = z
  .enum(['CVV', 'ALL'])
  .describe('CVV: ask for the security code; ALL: the card must be registered again');

// --- entities -----------------------------------------------------------------

const ISSUER_COLOR = /^#[0-9a-f]{6}$/u;

/** Store-card data (Senff, DM card, place cards; the food voucher's authorizer). */
export const storeCardMetadataSchema = z.object({
  cardName: z.string().nullable(),
  lastFourDigits: z
    .string()
    .regex(/^\d{4}$/u)
    .nullable(),
  placeName: z.string().nullable(),
  placeCode: z.string().nullable(),
  associateCode: z.string().nullable(),
  retailerId: z
    .string()
    .nullable()
    .describe('The retailer at the issuer: the provider constant for the food voucher'),
  // Not in the spec's list (decision 075): a shop's card wears its issuer's
  // colours, not those of the partner the customer visits with (issue 29).
  issuerColor: z
    .string()
    .regex(ISSUER_COLOR)
    .nullable()
    .describe(
      'The issuing shop network\'s brand colour, "#rrggbb" (a place card: its partner\'s primary colour); null when unknown and on other cards',
    ),
});
export type StoreCardMetadata = z.infer<typeof storeCardMetadataSchema>;

/**
 * A brand colour as a store card carries it: "#rrggbb" in lower case ("#rgb"
 * spelled out); null for anything else, so a bad partner colour leaves the
 * card neutral instead of failing the wallet.
 */
export function toIssuerColor(value: string | null | undefined): string | null {
  const hex = value?.trim().toLowerCase() ?? '';
  const full = /^#[0-9a-f]{3}$/u.test(hex)
    ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`
    : hex;
  return ISSUER_COLOR.test(full) ? full : null;
}

export const paymentMethodSchema = z
  .object({
    id: z.uuid(),
    switchPaymentMethodId: z.string().nullable().describe('Id at the card switch'),
    type: paymentMethodTypeSchema,
    alias: z.string().nullable(),
    zipCode: z
      .string()
      .regex(/^\d{8}$/u)
      .nullable()
      .describe('CEP, digits only'),
    authorizer: authorizerIdSchema,
    authorizerName: z.string(),
    authorizerIcon: z.object({
      single: z.string().describe('Icon URL'),
      disabled: z.string().describe('Icon URL for a disabled card'),
    }),
    formattedOneLine: z.string().describe('e.g. "Visa •••• 1111"'),
    formattedTwoLineFirstLine: z.string(),
    formattedTwoLineSecondLine: z.string(),
    cardStatus: cardStatusSchema,
    cardLastFourDigits: z
      .string()
      .regex(/^\d{4}$/u)
      .nullable(),
    cardBrand: cardBrandSchema.nullable(),
    cardExpirationMonth: z.int().min(1).max(12).nullable(),
    cardExpirationYear: z.int().min(2000).max(2099).nullable().describe('4-digit year'),
    cardMetadata: storeCardMetadataSchema.nullable(),
    deleted: z.boolean(),
    deletedAt: isoDateTimeSchema.nullable(),
    isFoodVoucher: z.boolean(),
    isDependent: z.boolean(),
    titularName: z.string().nullable().describe("Card holder's name on a dependent card"),
    product: z.string().nullable().describe('Place product of a pre/post-paid card'),
    showOnAppUser: z.boolean(),
    order: z.int(),
    balanceCents: z
      .int()
      .nullable()
      .describe('Prepaid balance in cents, only when includeBalance=true; else null'),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    validated: z.boolean(),
    canBeValidated: z.boolean(),
    validationEnabled: z.boolean(),
    validationMissingData: validationMissingDataSchema.nullable(),
  })
  .describe('A payment method as the wallet shows it');
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The part of a card shown inside a transaction or credit item. */
export const paymentMethodSummarySchema = paymentMethodSchema.pick({
  id: true,
  type: true,
  alias: true,
  authorizer: true,
  authorizerName: true,
  cardBrand: true,
  cardLastFourDigits: true,
  formattedOneLine: true,
});
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummarySchema>;

export const paymentMethodResponseSchema = dataEnvelope(paymentMethodSchema);
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

/** Add calls answer with the new card id (the food-voucher one is used to redirect). */
export const createdIdResultSchema = z.object({ id: z.uuid() });
export type CreatedIdResult = z.infer<typeof createdIdResultSchema>;
export const createdIdResponseSchema = dataEnvelope(createdIdResultSchema);
export type CreatedIdResponse = z.infer<typeof createdIdResponseSchema>;

// --- GET user/payment-method/formatted ----------------------------------------

export const paymentMethodListQuerySchema = z.object({
  includeBalance: queryBoolean().default(false),
  includeDeleted: queryBoolean().default(false),
  _sort: z.enum(['createdAt']).default('createdAt'),
  _order: z.enum(['ASC', 'DESC']).default('DESC'),
  id: paymentMethodIdSchema.optional().describe('Only this card; the app reads the first item'),
});
export type PaymentMethodListQuery = z.infer<typeof paymentMethodListQuerySchema>;
export type PaymentMethodListQueryInput = z.input<typeof paymentMethodListQuerySchema>;

/** Card lists come as data.data (docs/spec/wallet-checklist.md §7). */
export const paymentMethodListResponseSchema = dataEnvelope(
  z.object({ data: z.array(paymentMethodSchema) }),
);
export type PaymentMethodListResponse = z.infer<typeof paymentMethodListResponseSchema>;

// --- GET user/payment-method/available-authorizers ---------------------------

export const availableAuthorizersQuerySchema = z.object({
  checkRemoteAuthorizers: queryBoolean().default(false),
  checkPrivateLabelAuthorizers: queryBoolean().default(false),
});
export type AvailableAuthorizersQuery = z.infer<typeof availableAuthorizersQuerySchema>;
export type AvailableAuthorizersQueryInput = z.input<typeof availableAuthorizersQuerySchema>;

export const authorizerSchema = z.object({
  id: authorizerIdSchema,
  name: z.string(),
  disabled: z.boolean(),
  icon: z.object({ flat: z.string(), mono: z.string(), single: z.string() }),
  metadata: storeCardMetadataSchema
    .nullable()
    .describe(
      'Store cards and the food voucher (its retailerId is the provider); null for credit brands',
    ),
});
export type Authorizer = z.infer<typeof authorizerSchema>;

export const availableAuthorizersResponseSchema = dataEnvelope(z.array(authorizerSchema));
export type AvailableAuthorizersResponse = z.infer<typeof availableAuthorizersResponseSchema>;

// --- GET user/credit-card/payment-method-status ------------------------------

export const paymentMethodStatusSchema = z.object({
  paymentMethodLimitWasReachedOut: z.boolean(),
  daysToAddPaymentMethod: z
    .int()
    .nonnegative()
    .nullable()
    .describe('Days to wait before another card may be added; null when none'),
  limitOfPaymentMethods: z.int().nonnegative(),
});
export type PaymentMethodStatus = z.infer<typeof paymentMethodStatusSchema>;
export const paymentMethodStatusResponseSchema = dataEnvelope(paymentMethodStatusSchema);
export type PaymentMethodStatusResponse = z.infer<typeof paymentMethodStatusResponseSchema>;

// --- POST user/credit-card ------------------------------------------------------

export const addCreditCardBodySchema = z
  .object({
    name: holderNameSchema,
    number: cardNumberSchema,
    expiration: cardExpirySchema,
    cvc: cvvSchema,
    zipCode: zipCodeSchema.optional(),
    alias: aliasSchema.optional(),
  })
  .describe('Adds a credit card; the CVV goes to the card gateway and is never stored');
export type AddCreditCardBody = z.infer<typeof addCreditCardBodySchema>;
export const addCreditCardResponseSchema = createdIdResponseSchema;
export type AddCreditCardResponse = CreatedIdResponse;

// --- POST user/private-label (food voucher) -----------------------------------

export const addFoodVoucherBodySchema = z
  .object({
    number: z
      .string(issueCode(cardNumberError))
      .regex(/^\d{16}$/u, issueCode(cardNumberError))
      .describe('Food-voucher card number, exactly 16 digits'),
    alias: aliasSchema.optional(),
    privateLabelProvider: z
      .literal(FOOD_VOUCHER_PROVIDER, issueCode('CARD_GATEWAY_INVALID_CARD_BRAND'))
      .default(FOOD_VOUCHER_PROVIDER),
    productUserId: z
      .string()
      .min(1)
      .max(100)
      .nullish()
      .describe("The user's id at the product (the spec's {product}UserId)"),
    onboardingUserId: z.string().min(1).max(100).nullish(),
    payload: z
      .object({
        retailerId: z.string().min(1).max(100).describe('The provider constant'),
        productId: z.literal('1').default('1'),
        clientId: z.string().min(1).max(100),
        alias: aliasSchema.optional(),
      })
      .optional()
      .describe('Provider payload; the API builds it when left out'),
  })
  .describe('Adds a food-voucher card');
export type AddFoodVoucherBody = z.infer<typeof addFoodVoucherBodySchema>;
export type AddFoodVoucherBodyInput = z.input<typeof addFoodVoucherBodySchema>;
export const addFoodVoucherResponseSchema = createdIdResponseSchema;
export type AddFoodVoucherResponse = CreatedIdResponse;

// --- POST user/credit-card/update-user-card-data ------------------------------

export const updateCardDataBodySchema = z
  .object({
    paymentMethodId: paymentMethodIdSchema,
    zipCode: zipCodeSchema.optional(),
    alias: aliasSchema.optional(),
  })
  .describe('Edits zip code and alias; the app sends only when one changed');
export type UpdateCardDataBody = z.infer<typeof updateCardDataBodySchema>;
export const updateCardDataResponseSchema = paymentMethodResponseSchema;
export type UpdateCardDataResponse = PaymentMethodResponse;

// --- POST user/payment-method/dmcard -------------------------------------------

export const addDmCardBodySchema = z
  .object({
    name: holderNameSchema,
    number: z
      .string(issueCode(cardNumberError))
      .refine(isLuhnValidCardNumber, issueCode(cardNumberError))
      .max(CARD_NUMBER_MAX_DIGITS, issueCode(cardNumberError))
      .describe('Card number, 12-19 digits passing the Luhn check'),
    expiration: cardExpirySchema,
    birthdate: birthdateSchema,
    cvv: cvv3Schema,
    placeName: z.string().min(1).max(100),
    placeCode: z.string().min(1).max(100),
    associateCode: z.string().min(1).max(100),
  })
  .describe('Adds the partner (DM) card');
export type AddDmCardBody = z.infer<typeof addDmCardBodySchema>;
export const addDmCardResponseSchema = createdIdResponseSchema;
export type AddDmCardResponse = CreatedIdResponse;

// --- POST user/payment-method/senff/start and /finish -------------------------

export const senffStartBodySchema = z
  .object({ lastFourDigits: lastFourDigitsSchema })
  .describe("Sends an SMS code to the Senff card's phone");
export type SenffStartBody = z.infer<typeof senffStartBodySchema>;
export const senffStartResponseSchema = dataEnvelope(
  okSchema.extend({
    resendAfterSeconds: z
      .int()
      .positive()
      .describe('Seconds before another code may be asked for (30; 5 in the sandbox)'),
  }),
);
export type SenffStartResponse = z.infer<typeof senffStartResponseSchema>;

export const senffFinishBodySchema = z
  .object({
    otp: cardOtpSchema,
    cardName: z.string().min(1).max(100),
    lastFourDigits: lastFourDigitsSchema,
  })
  .describe('Adds the Senff card with the SMS code');
export type SenffFinishBody = z.infer<typeof senffFinishBodySchema>;
export const senffFinishResponseSchema = createdIdResponseSchema;
export type SenffFinishResponse = CreatedIdResponse;

// --- POST user/credit-card/update-cvv ------------------------------------------

export const updateCvvBodySchema = z
  .object({ paymentMethodId: paymentMethodIdSchema, cvv: cvvSchema })
  .describe('Validates a card by its security code; clears validationMissingData');
export type UpdateCvvBody = z.infer<typeof updateCvvBodySchema>;
export const updateCvvResponseSchema = paymentMethodResponseSchema;
export type UpdateCvvResponse = PaymentMethodResponse;

// --- POST user/credit-card/random-amount-check ---------------------------------

export const randomAmountCheckBodySchema = z
  .object({
    paymentMethodId: paymentMethodIdSchema,
    amount: amountCentsSchema.describe(
      'The small charge the user read on the statement, in integer cents',
    ),
    tries: z.int().min(0).max(100).describe('Attempts the app made for this card so far'),
  })
  .describe('Validates a card by the amount of the small test charge');
export type RandomAmountCheckBody = z.infer<typeof randomAmountCheckBodySchema>;
export const randomAmountCheckResponseSchema = paymentMethodResponseSchema;
export type RandomAmountCheckResponse = PaymentMethodResponse;

// --- POST user/credit-card/validate --------------------------------------------

export const validateCardBodySchema = z
  .object({ paymentMethodId: paymentMethodIdSchema })
  .describe('Starts validation of a card (makes the small test charge)');
export type ValidateCardBody = z.infer<typeof validateCardBodySchema>;
export const validateCardResponseSchema = paymentMethodResponseSchema;
export type ValidateCardResponse = PaymentMethodResponse;

// --- DELETE user/payment-method/{paymentMethodId} -----------------------------

export const deletePaymentMethodParamsSchema = z.object({
  paymentMethodId: paymentMethodIdSchema,
});
export type DeletePaymentMethodParams = z.infer<typeof deletePaymentMethodParamsSchema>;
export const deletePaymentMethodResponseSchema = dataEnvelope(okSchema);
export type DeletePaymentMethodResponse = z.infer<typeof deletePaymentMethodResponseSchema>;

// --- GET user/credits -----------------------------------------------------------

export const creditsQuerySchema = z.object({ paymentMethodId: paymentMethodIdSchema });
export type CreditsQuery = z.infer<typeof creditsQuerySchema>;

/** A top-up or a purchase on a pre/post-paid card. */
export const creditItemSchema = z.object({
  id: z.uuid(),
  createdAt: isoDateTimeSchema,
  canceled: z.boolean(),
  addedCreditCents: z.int().nonnegative().describe('Credit added, in cents; 0 for a purchase'),
  totalPriceCents: z.int().nonnegative().describe('Purchase total, in cents; 0 for a top-up'),
  paymentMethod: paymentMethodSummarySchema,
  client: z.string().nullable().describe('Name of the client the item was made for'),
});
export type CreditItem = z.infer<typeof creditItemSchema>;

export const creditsResponseSchema = dataEnvelope(z.array(creditItemSchema));
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

// --- POST sandbox/payment-methods/{paymentMethodId}/review ---------------------

export const sandboxReviewPaymentMethodParamsSchema = z.object({
  paymentMethodId: paymentMethodIdSchema,
});
export const sandboxReviewPaymentMethodBodySchema = z
  .object({ decision: z.enum(['MANUAL_APPROVED', 'MANUAL_REJECTED']) })
  .describe("An operator's answer to a card waiting for review (decision 030)");
export type SandboxReviewPaymentMethodBody = z.infer<typeof sandboxReviewPaymentMethodBodySchema>;
export const sandboxReviewPaymentMethodResponseSchema = paymentMethodResponseSchema;
