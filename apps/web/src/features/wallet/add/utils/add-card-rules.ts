// The add forms' checks (docs/spec/wallet-checklist.md §5), built only from the contract's
// validators: each field answers a catalogue code (decision 005: zip and alias
// have their own) or one of the few texts the catalogue has no code for.
// Also the brand icon of a typed number and the error sheet of a refusal.
import type { CardErrorSheet } from '@rosto/contract/card-error-sheets';
import { cardErrorSheet } from '@rosto/contract/card-error-sheets';
import type { ErrorCode, Locale } from '@rosto/contract/errors';
import type { Authorizer } from '@rosto/contract/schemas/payment-methods';
import { isOfMinimumAge, parseBirthdate } from '@rosto/contract/validators/birthdate';
import { isValidAlias } from '@rosto/contract/validators/card-alias';
import { isValidExpiry } from '@rosto/contract/validators/card-expiry';
import {
  type CardBrand,
  cardBrandNames,
  cardNumberDigits,
  checkCardNumber,
  isLuhnValidCardNumber,
  isValidFoodVoucherNumber,
} from '@rosto/contract/validators/card-number';
import { isValidCvv } from '@rosto/contract/validators/cvv';
import { isValidHolderName } from '@rosto/contract/validators/holder-name';
import { isValidZipCode } from '@rosto/contract/validators/zip-code';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field's problem: a catalogue code, an empty required field, or a demo-only brand. */
export type FieldProblem = ErrorCode | 'required' | 'demoBrand';

const digitsOf = (value: string) => value.replace(/\D/gu, '');

/**
 * 16 digits in groups of four fill the field: focus moves on (docs/spec/wallet-checklist.md §5).
 */
export const CARD_NUMBER_FILLED_LENGTH = 19;
export const CARD_NUMBER_INPUT_DIGITS = 16;

/** What the credit form holds; the number, expiry and zip as shown (masked). */
export interface CreditCardValues {
  number: string;
  expiration: string;
  cvv: string;
  zipCode: string;
  name: string;
  alias: string;
}

/** The focus order of the credit card form, which is also its field order. */
export const creditCardFieldOrder = [
  'number',
  'expiration',
  'cvv',
  'zipCode',
  'name',
  'alias',
] as const satisfies readonly (keyof CreditCardValues)[];

/** The security code's length for the typed number: 4 for American Express, else 3; unknown: either. */
export function cvvLengthFor(number: string): 3 | 4 | undefined {
  const check = checkCardNumber(number);
  return check.brand ? check.cvvLength : undefined;
}

export function creditCardProblems(
  values: CreditCardValues,
  options: { isDemo: boolean; now?: Date },
): Partial<Record<keyof CreditCardValues, FieldProblem>> {
  const problems: Partial<Record<keyof CreditCardValues, FieldProblem>> = {};
  const number = checkCardNumber(values.number);
  if (!number.isValid) problems.number = 'CARD_NUMBER_INVALID';
  else if (!number.isAccepted) problems.number = 'CARD_GATEWAY_INVALID_CARD_BRAND';
  else if (options.isDemo && number.brand !== 'MASTERCARD') problems.number = 'demoBrand';
  if (!isValidExpiry(values.expiration, options.now)) problems.expiration = 'CARD_EXPIRY_INVALID';
  if (!isValidCvv(values.cvv, cvvLengthFor(values.number))) problems.cvv = 'CARD_CVV_INVALID';
  if (!isValidZipCode(values.zipCode)) problems.zipCode = 'ZIP_CODE_INVALID';
  if (!isValidHolderName(values.name)) problems.name = 'CARD_HOLDER_NAME_INVALID';
  if (!isValidAlias(values.alias)) problems.alias = 'CARD_ALIAS_INVALID';
  return problems;
}

/** The API's body from valid values: digits only, optional fields left out when empty. */
export function creditCardBody(values: CreditCardValues) {
  const zipCode = digitsOf(values.zipCode);
  const alias = values.alias.trim();
  return {
    name: values.name.trim(),
    number: digitsOf(values.number),
    expiration: values.expiration,
    cvc: values.cvv,
    ...(zipCode ? { zipCode } : {}),
    ...(alias ? { alias } : {}),
  };
}

export interface FoodVoucherValues {
  number: string;
  alias: string;
}

export const foodVoucherFieldOrder = ['number', 'alias'] as const;

export function foodVoucherProblems(
  values: FoodVoucherValues,
): Partial<Record<keyof FoodVoucherValues, FieldProblem>> {
  const problems: Partial<Record<keyof FoodVoucherValues, FieldProblem>> = {};
  if (!isValidFoodVoucherNumber(cardNumberDigits(values.number)))
    problems.number = 'CARD_NUMBER_INVALID';
  if (!isValidAlias(values.alias)) problems.alias = 'CARD_ALIAS_INVALID';
  return problems;
}

/** The partner (DM) card form; place code and associate code when the authorizer has none. */
export interface DmCardValues {
  number: string;
  expiration: string;
  cvv: string;
  name: string;
  birthdate: string;
  placeName: string;
  placeCode: string;
  associateCode: string;
}

export const dmCardFieldOrder = [
  'number',
  'expiration',
  'cvv',
  'name',
  'birthdate',
  'placeName',
  'placeCode',
  'associateCode',
] as const satisfies readonly (keyof DmCardValues)[];

export function dmCardProblems(
  values: DmCardValues,
  options: { now?: Date } = {},
): Partial<Record<keyof DmCardValues, FieldProblem>> {
  const problems: Partial<Record<keyof DmCardValues, FieldProblem>> = {};
  if (!isLuhnValidCardNumber(digitsOf(values.number))) problems.number = 'CARD_NUMBER_INVALID';
  if (!isValidExpiry(values.expiration, options.now)) problems.expiration = 'CARD_EXPIRY_INVALID';
  if (!isValidCvv(values.cvv, 3)) problems.cvv = 'CARD_CVV_INVALID';
  if (!isValidHolderName(values.name)) problems.name = 'CARD_HOLDER_NAME_INVALID';
  // DD/MM/AA exactly: the 2-digit year is read as the latest date not in the future.
  if (
    !/^\d{2}\/\d{2}\/\d{2}$/u.test(values.birthdate) ||
    !parseBirthdate(values.birthdate, options.now)
  ) {
    problems.birthdate = 'BIRTHDATE_INVALID';
  } else if (!isOfMinimumAge(values.birthdate, options.now)) {
    // The holder is the customer; the service is for adults (the API refuses it too).
    problems.birthdate = 'BIRTHDATE_UNDER_MINIMUM_AGE';
  }
  if (!values.placeName.trim()) problems.placeName = 'required';
  if (!values.placeCode.trim()) problems.placeCode = 'required';
  if (!values.associateCode.trim()) problems.associateCode = 'required';
  return problems;
}

export function dmCardBody(values: DmCardValues, now?: Date) {
  return {
    name: values.name.trim(),
    number: digitsOf(values.number),
    expiration: values.expiration,
    cvv: values.cvv,
    // DD/MM/AA on the form, YYYY-MM-DD for the API.
    birthdate: parseBirthdate(values.birthdate, now)?.iso ?? '',
    placeName: values.placeName.trim(),
    placeCode: values.placeCode.trim(),
    associateCode: values.associateCode.trim(),
  };
}

/** The form's check: each problem as the field's error, its message the problem's code. */
export function problemsResolver<T extends FieldValues>(
  check: (values: T) => Partial<Record<keyof T, FieldProblem>>,
): Resolver<T> {
  return (values) => {
    const problems = Object.entries(check(values)) as [keyof T & string, FieldProblem][];
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([name, problem]) => [name, { type: 'validate', message: problem }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/** The first field of `order` with a problem, to take the focus. */
export function firstProblemField<K extends string>(
  order: readonly K[],
  problems: Partial<Record<K, unknown>>,
): K | null {
  return order.find((name) => problems[name] !== undefined) ?? null;
}

/**
 * The brand of a typed number with its icon: the authorizer's own icon when
 * the list has it, else the same file convention the API uses.
 */
export function brandOf(
  number: string,
  authorizers: readonly Pick<Authorizer, 'id' | 'name' | 'icon'>[],
): { brand: CardBrand; name: string; icon: string } | null {
  const { brand } = checkCardNumber(number);
  if (!brand) return null;
  const authorizer = authorizers.find((item) => item.id === brand);
  return {
    brand,
    name: authorizer?.name ?? cardBrandNames[brand],
    icon:
      authorizer?.icon.single ??
      `/authorizers/${brand.toLowerCase().replaceAll('_', '-')}-single.svg`,
  };
}

/**
 * The bottom sheet of a refusal when its code is one of `codes`: the texts of
 * the error body (the API writes them in the request's language), else the
 * contract's. Null: not a sheet code, a snackbar instead.
 */
export function errorSheetOf(
  code: ErrorCode,
  extra: Record<string, unknown>,
  codes: readonly ErrorCode[],
  language: Locale,
): CardErrorSheet | null {
  if (!codes.includes(code)) return null;
  const fallback = cardErrorSheet(code, language);
  const description =
    typeof extra.description === 'string' && extra.description
      ? extra.description
      : fallback?.description;
  const subDescription =
    typeof extra.subDescription === 'string' && extra.subDescription
      ? extra.subDescription
      : fallback?.subDescription;
  return description ? { description, subDescription: subDescription ?? '' } : null;
}
