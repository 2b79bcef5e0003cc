// Which screen /carteira/adicionar shows (docs/spec/wallet-checklist.md §2 "Add payment method",
// §4): the selection, a card form, or "em análise"; and what the selection
// offers (authorizers of the stage, the credit card's state and its message).
import type {
  Authorizer,
  AuthorizerId,
  PaymentMethodStatus,
} from '@rosto/contract/schemas/payment-methods';
import type { ApprovalStatus } from '@rosto/contract/schemas/user';

export type AddMode =
  | 'loading'
  | 'selection'
  | 'credit-card'
  | 'food-voucher'
  | 'senff'
  | 'dm-card'
  | 'validating-profile';

/** The modes a person opens from the selection. */
export type ChosenAddMode = Extract<AddMode, 'credit-card' | 'food-voucher' | 'senff' | 'dm-card'>;

const CREDIT_AUTHORIZERS: ReadonlySet<AuthorizerId> = new Set([
  'VISA',
  'MASTERCARD',
  'ELO',
  'AMEX',
  'AMERICAN_EXPRESS',
  'DINERS',
  'HIPERCARD',
]);

export const FOOD_VOUCHER_AUTHORIZER: AuthorizerId = 'GREEN_BENEFICIOS';

/**
 * The demo stage offers only Mastercard and the food voucher (docs/spec/wallet-checklist.md §2,
 * §6).
 */
const DEMO_AUTHORIZERS: ReadonlySet<AuthorizerId> = new Set(['MASTERCARD', 'GREEN_BENEFICIOS']);

export const isCreditAuthorizer = (authorizer: Pick<Authorizer, 'id'>) =>
  CREDIT_AUTHORIZERS.has(authorizer.id);

/** What the stage offers: the server already filters the demo, the app does it again. */
export function offeredAuthorizers(authorizers: readonly Authorizer[], isDemo: boolean) {
  return isDemo ? authorizers.filter((item) => DEMO_AUTHORIZERS.has(item.id)) : [...authorizers];
}

/** The selection's groups: credit brands, store cards (Senff, DM card), the food voucher. */
export function groupAuthorizers(authorizers: readonly Authorizer[]) {
  return {
    credit: authorizers.filter(isCreditAuthorizer),
    store: authorizers.filter((item) => item.id === 'SENFF' || item.id === 'DMCARD'),
    foodVoucher: authorizers.find((item) => item.id === FOOD_VOUCHER_AUTHORIZER) ?? null,
  };
}

/** Why the credit card cannot be chosen, with the server's number for its message. */
export type CreditCardBlock =
  { reason: 'wait'; days: number } | { reason: 'limit'; cards: number } | { reason: 'unavailable' };

/**
 * The credit card is disabled when every authorizer is disabled or the card
 * limit is reached (docs/spec/wallet-checklist.md §2). Waiting days come with the attempts limit
 * (decision 030): they say more than "complete", so they win.
 */
export function creditCardBlock(
  authorizers: readonly Authorizer[],
  status: PaymentMethodStatus | null,
): CreditCardBlock | null {
  if (status?.daysToAddPaymentMethod)
    return { reason: 'wait', days: status.daysToAddPaymentMethod };
  if (status?.paymentMethodLimitWasReachedOut) {
    return { reason: 'limit', cards: status.limitOfPaymentMethods };
  }
  const credit = authorizers.filter(isCreditAuthorizer);
  if (credit.length === 0 || credit.every((item) => item.disabled))
    return { reason: 'unavailable' };
  return null;
}

export interface AddModeInput {
  profileLoaded: boolean;
  allowAddPaymentStatus: ApprovalStatus | null;
  authorizers: { state: 'loading' | 'error' | 'ready'; list: readonly Authorizer[] };
  status: { loading: boolean; data: PaymentMethodStatus | null };
}

/**
 * The screen shown until the person picks another (docs/spec/wallet-checklist.md §4): the
 * authorizers failing to load lead straight to the credit card; a profile
 * under review (WAITING_APPROVAL) or every authorizer disabled leads to
 * "em análise" — unless the limit disabled them, which the selection explains.
 */
export function initialAddMode(input: AddModeInput): AddMode {
  if (!input.profileLoaded || input.authorizers.state === 'loading') return 'loading';
  if (input.allowAddPaymentStatus === 'WAITING_APPROVAL') return 'validating-profile';
  if (input.authorizers.state === 'error') return 'credit-card';
  if (input.status.loading) return 'loading';
  const { list } = input.authorizers;
  const allDisabled = list.length === 0 || list.every((item) => item.disabled);
  if (allDisabled && !input.status.data?.paymentMethodLimitWasReachedOut) {
    return 'validating-profile';
  }
  return 'selection';
}

/**
 * Food vouchers the app does not take yet: the interest picker (docs/spec/wallet-checklist.md §2).
 */
export const FOOD_VOUCHER_INTEREST_OPTIONS = [
  'Flash Benefícios',
  'Swile Card',
  'Alelo',
  'Sodexo',
  'Outro',
] as const;
export type FoodVoucherInterest = (typeof FOOD_VOUCHER_INTEREST_OPTIONS)[number];

/**
 * Analytics events of this screen (docs/spec/wallet-checklist.md §7 names none; house style is
 * SCREAMING_SNAKE).
 */
export const addAnalyticsEvents = {
  debitCardInterest: 'DEBIT_CARD_INTEREST',
  foodVoucherInterest: 'FOOD_VOUCHER_INTEREST',
  foodVoucherAddFailed: 'FOOD_VOUCHER_ADD_FAILED',
} as const;

/** The interest event's property: the picked names, comma-joined, in the list's order. */
export function foodVoucherInterestList(picked: ReadonlySet<FoodVoucherInterest>): string {
  return FOOD_VOUCHER_INTEREST_OPTIONS.filter((option) => picked.has(option)).join(',');
}

/**
 * Where "add later" leads: home when a registration is in progress and no
 * card can be added now (docs/spec/wallet-checklist.md §2), else the wallet.
 */
export function laterDestination(input: {
  registering: boolean;
  allAuthorizersDisabled: boolean;
}): 'home' | 'wallet' {
  return input.registering && input.allAuthorizersDisabled ? 'home' : 'wallet';
}
