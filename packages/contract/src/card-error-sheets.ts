// Card errors that end an add attempt open a bottom sheet (docs/spec/wallet-checklist.md §8) with a
// description and a sub-description "from the error": the API puts these texts
// into the error body in the request's language, the app shows them (and falls
// back to them when an older server left them out). Decision 030 lists which
// codes open the sheet in each form.
import type { ErrorCode, Locale } from './errors';

export interface CardErrorSheet {
  description: string;
  subDescription: string;
}

/** @public The sheet codes of every card form (docs/spec/wallet-checklist.md §8). */
export const cardSheetCodes = [
  'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
  'PAYMENT_METHOD_WAITING_VALIDATION',
  'PAYMENT_METHOD_ALREADY_EXISTS',
] as const satisfies readonly ErrorCode[];

/** @public The food-voucher form opens the sheet for these as well (decision 030). */
export const foodVoucherSheetCodes = [
  ...cardSheetCodes,
  'CARD_PROVIDER_NO_CARD_FOR_CPF',
  'LIMIT_OF_PAYMENT_METHODS_EXCEEDED',
] as const satisfies readonly ErrorCode[];

type SheetCode = (typeof foodVoucherSheetCodes)[number];

export const cardErrorSheets: Record<SheetCode, Record<Locale, CardErrorSheet>> = {
  LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED: {
    'pt-BR': {
      description: 'Muitas tentativas de cadastrar cartão',
      subDescription:
        'Para proteger você, pausamos novos cadastros de cartão por alguns dias. Os cartões que já estão na carteira continuam funcionando.',
    },
    en: {
      description: 'Too many attempts to add a card',
      subDescription:
        'To protect you, we paused adding cards for a few days. The cards already in your wallet keep working.',
    },
  },
  PAYMENT_METHOD_WAITING_VALIDATION: {
    'pt-BR': {
      description: 'Este cartão já está na sua carteira',
      subDescription: 'Ele está aguardando validação. Abra o cartão na carteira para validá-lo.',
    },
    en: {
      description: 'This card is already in your wallet',
      subDescription: 'It is waiting for validation. Open the card in your wallet to validate it.',
    },
  },
  PAYMENT_METHOD_ALREADY_EXISTS: {
    'pt-BR': {
      description: 'Este cartão já está na sua carteira',
      subDescription: 'Você já pode pagar com ele. Para cadastrar outro, use um cartão diferente.',
    },
    en: {
      description: 'This card is already in your wallet',
      subDescription: 'You can pay with it already. To add another, use a different card.',
    },
  },
  CARD_PROVIDER_NO_CARD_FOR_CPF: {
    'pt-BR': {
      description: 'Não encontramos este cartão no seu CPF',
      subDescription:
        'O emissor não tem um cartão com esse número no seu nome. Confira o número ou fale com a empresa que forneceu o cartão.',
    },
    en: {
      description: 'We could not find this card under your CPF',
      subDescription:
        'The issuer has no card with this number in your name. Check the number or contact the company that gave you the card.',
    },
  },
  LIMIT_OF_PAYMENT_METHODS_EXCEEDED: {
    'pt-BR': {
      description: 'Sua carteira está completa',
      subDescription: 'Para cadastrar um novo cartão, remova um dos cartões da carteira.',
    },
    en: {
      description: 'Your wallet is full',
      subDescription: 'To add a new card, remove one of the cards in your wallet.',
    },
  },
};

export function cardErrorSheet(code: ErrorCode, locale: Locale): CardErrorSheet | null {
  return Object.hasOwn(cardErrorSheets, code) ? cardErrorSheets[code as SheetCode][locale] : null;
}
