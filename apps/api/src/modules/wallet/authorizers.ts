// Who stands behind a card (docs/spec/wallet-checklist.md §3): the credit brands the gateway takes,
// the store cards (Senff, DM card) and the food-voucher issuer, with their
// names and icons. Icons are files the web app serves (apps/web/public/authorizers).
import {
  type Authorizer,
  type AuthorizerId,
  FOOD_VOUCHER_PROVIDER,
  type StoreCardMetadata,
} from '@rosto/contract/schemas/payment-methods';
import type { CardBrand } from '@rosto/contract/validators/card-number';
import type { Locale } from '@rosto/contract/errors';

interface AuthorizerEntry {
  id: AuthorizerId;
  name: string;
  kind: 'credit' | 'store' | 'food-voucher' | 'place';
}

/** The order the add screen lists them in. */
const catalogue: readonly AuthorizerEntry[] = [
  { id: 'VISA', name: 'Visa', kind: 'credit' },
  { id: 'MASTERCARD', name: 'Mastercard', kind: 'credit' },
  { id: 'ELO', name: 'Elo', kind: 'credit' },
  { id: 'AMERICAN_EXPRESS', name: 'American Express', kind: 'credit' },
  { id: 'DINERS', name: 'Diners Club', kind: 'credit' },
  { id: 'SENFF', name: 'Senff', kind: 'store' },
  { id: 'DMCARD', name: 'DMCard', kind: 'store' },
  { id: 'GREEN_BENEFICIOS', name: 'Green Benefícios', kind: 'food-voucher' },
];

/**
 * The one name that is a phrase, not a brand: it goes out in the customer's
 * language, as their SMS do (decisions 042, 072).
 */
const PLACE_NAME: Record<Locale, string> = { 'pt-BR': 'Cartão da loja', en: 'Store card' };

export function authorizerEntry(id: AuthorizerId, language: Locale = 'pt-BR'): AuthorizerEntry {
  if (id === 'PLACE') return { id: 'PLACE', name: PLACE_NAME[language], kind: 'place' };
  // AMEX is the spec's other spelling of American Express.
  const lookup = id === 'AMEX' ? 'AMERICAN_EXPRESS' : id;
  return catalogue.find((entry) => entry.id === lookup) ?? { id, name: id, kind: 'credit' };
}

const iconBase = '/authorizers';

export function authorizerIcons(id: AuthorizerId) {
  const file = id.toLowerCase().replaceAll('_', '-');
  return {
    flat: `${iconBase}/${file}-flat.svg`,
    mono: `${iconBase}/${file}-mono.svg`,
    single: `${iconBase}/${file}-single.svg`,
    disabled: `${iconBase}/${file}-disabled.svg`,
  };
}

/**
 * The demo stage offers only Mastercard and the food voucher (docs/spec/wallet-checklist.md §2).
 */
const DEMO_AUTHORIZERS: readonly AuthorizerId[] = ['MASTERCARD', 'GREEN_BENEFICIOS'];

export interface AvailabilityInput {
  stage: 'sandbox' | 'demo' | 'production';
  /** Adding any card is allowed (not blocked, payment status allows it, limits not reached). */
  canAdd: boolean;
}

/** The authorizers the add screen offers, each disabled when it cannot be used now. */
export function availableAuthorizers(input: AvailabilityInput): Authorizer[] {
  return catalogue
    .filter((entry) => input.stage !== 'demo' || DEMO_AUTHORIZERS.includes(entry.id))
    .map((entry) => {
      const { flat, mono, single } = authorizerIcons(entry.id);
      return {
        id: entry.id,
        name: entry.name,
        disabled: !input.canAdd,
        icon: { flat, mono, single },
        metadata: authorizerMetadata(entry),
      };
    });
}

/**
 * The store cards' metadata (docs/spec/wallet-checklist.md §3); credit brands have none. Only the
 * food voucher has a retailer: its provider, the `retailerId` the issuer is
 * asked with (decision 031). No card is picked yet, so no last digits nor place.
 */
function authorizerMetadata(entry: AuthorizerEntry): StoreCardMetadata | null {
  if (entry.kind !== 'store' && entry.kind !== 'food-voucher') return null;
  return {
    cardName: entry.name,
    lastFourDigits: null,
    placeName: null,
    placeCode: null,
    associateCode: null,
    retailerId: entry.kind === 'food-voucher' ? FOOD_VOUCHER_PROVIDER : null,
    // Only a place card wears its issuer's colour (decision 075).
    issuerColor: null,
  };
}

/** Whether the brand is one a credit card may be added with at this stage. */
export function brandAllowedAtStage(brand: CardBrand, stage: AvailabilityInput['stage']): boolean {
  return stage !== 'demo' || DEMO_AUTHORIZERS.includes(brand as AuthorizerId);
}
