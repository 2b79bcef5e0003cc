// A stored card as the wallet shows it (docs/spec/wallet-checklist.md §3): names, the one- and
// two-line text, and the validation flags the app branches on. Nothing here
// can leak the card: the row holds no number and the token is not copied.
import type { Locale } from '@rosto/contract/errors';
import type { PaymentMethod, PaymentMethodSummary } from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType } from '@rosto/contract/schemas/payment-methods';
import type { paymentMethods } from '../../db/schema';
import { authorizerEntry, authorizerIcons } from './authorizers';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Wrong amounts or codes a card may take before it cannot be validated (decision 030). */
export const MAX_VALIDATION_TRIES = 2;

const APPROVED = new Set(['AUTO_APPROVED', 'MANUAL_APPROVED']);

/** Whether the customer can still validate the card (by amount or CVV). */
export function canBeValidated(row: PaymentMethodRow): boolean {
  return (
    row.deletedAt === null &&
    row.validationEnabled &&
    !row.validated &&
    APPROVED.has(row.status) &&
    row.validationTries < MAX_VALIDATION_TRIES &&
    row.validationMissingData !== 'ALL'
  );
}

const dots = (lastFour: string | null) => (lastFour ? `•••• ${lastFour}` : '');

/** The columns a card's summary is made of: what a list of payments reads. */
export const summaryColumns = [
  'id',
  'type',
  'alias',
  'authorizer',
  'brand',
  'lastFour',
  'metadata',
] as const satisfies readonly (keyof PaymentMethodRow)[];
export type PaymentMethodSummaryRow = Pick<PaymentMethodRow, (typeof summaryColumns)[number]>;

/** "Visa •••• 1234": the card's name (its own, else the authorizer's) and last digits. */
function oneLine(row: PaymentMethodSummaryRow, name: string): string {
  return [name, dots(row.lastFour)].filter(Boolean).join(' ');
}

export function toPaymentMethod(
  row: PaymentMethodRow,
  options: { includeBalance: boolean; language?: Locale },
): PaymentMethod {
  const entry = authorizerEntry(row.authorizer, options.language);
  const name = row.metadata?.cardName ?? entry.name;
  const icons = authorizerIcons(row.authorizer);
  const deleted = row.deletedAt !== null;
  const secondLine = row.metadata?.placeName ?? dots(row.lastFour);
  return {
    id: row.id,
    switchPaymentMethodId: null,
    type: row.type,
    alias: row.alias,
    zipCode: row.zipCode,
    authorizer: row.authorizer,
    authorizerName: entry.name,
    authorizerIcon: { single: icons.single, disabled: icons.disabled },
    formattedOneLine: oneLine(row, name),
    formattedTwoLineFirstLine: row.alias ?? name,
    formattedTwoLineSecondLine: secondLine,
    cardStatus: deleted ? 'DELETED' : row.status,
    cardLastFourDigits: row.lastFour,
    cardBrand: row.brand,
    cardExpirationMonth: row.expiryMonth,
    cardExpirationYear: row.expiryYear,
    // Cards saved before decision 075 have no issuer colour: they read as unknown.
    cardMetadata: row.metadata && {
      ...row.metadata,
      issuerColor: row.metadata.issuerColor ?? null,
    },
    deleted,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    isFoodVoucher: row.type === 'FOOD_VOUCHER',
    isDependent: row.isDependent,
    titularName: row.isDependent ? row.titularName : null,
    product: row.product,
    showOnAppUser: row.showOnAppUser,
    order: row.sortOrder,
    balanceCents:
      options.includeBalance && isPrePostPaidType(row.type) ? (row.balanceCents ?? 0) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    validated: row.validated,
    canBeValidated: canBeValidated(row),
    validationEnabled: row.validationEnabled,
    validationMissingData: row.validationMissingData,
  };
}

/** The card as a payment or a credit names it: what the list shows, no status. */
export function toPaymentMethodSummary(
  row: PaymentMethodSummaryRow,
  language: Locale = 'pt-BR',
): PaymentMethodSummary {
  const entry = authorizerEntry(row.authorizer, language);
  return {
    id: row.id,
    type: row.type,
    alias: row.alias,
    authorizer: row.authorizer,
    authorizerName: entry.name,
    cardBrand: row.brand,
    cardLastFourDigits: row.lastFour,
    formattedOneLine: oneLine(row, row.metadata?.cardName ?? entry.name),
  };
}
