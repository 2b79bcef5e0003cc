// The inputs of the add forms (docs/spec/wallet-checklist.md §2, §5), each with the masks of the
// contract (groups of four, MM/YY, CEP, DD/MM/AA, the uppercased holder name,
// the alias counter). Values stay in the form's memory.
import { ALIAS_MAX_LENGTH } from '@rosto/contract/validators/card-alias';
import { maskBirthdate } from '@rosto/contract/validators/birthdate';
import { normaliseExpiryInput } from '@rosto/contract/validators/card-expiry';
import { FOOD_VOUCHER_NUMBER_LENGTH, maskCardNumber } from '@rosto/contract/validators/card-number';
import { cvvDigits } from '@rosto/contract/validators/cvv';
import {
  HOLDER_NAME_MAX_LENGTH,
  normaliseHolderName,
} from '@rosto/contract/validators/holder-name';
import { maskZipCode } from '@rosto/contract/validators/zip-code';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet-add';
import { CARD_NUMBER_FILLED_LENGTH, CARD_NUMBER_INPUT_DIGITS } from '../utils/add-card-rules';
import {
  type ControlledInput,
  MaskedDigitsField,
  TextInputField,
  onlyDigits,
} from './add-field-frame';
import styles from './add-screens.module.css';

/** The brand's icon at the end of the number field; a missing file hides itself. */
export function BrandIcon({ name, icon }: { name: string; icon: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === icon) return <span className={styles.brandText}>{name}</span>;
  return (
    <img
      className={styles.brandIcon}
      src={icon}
      alt={t('walletAdd.card.brand', { brand: name })}
      onError={() => setFailed(icon)}
    />
  );
}

/**
 * The card number in groups of four. `onFilled` runs when a typed number
 * reaches 19 characters, to move the focus on.
 */
export function CardNumberField({
  onFilled,
  ...input
}: ControlledInput & { label: string; end?: ReactNode; onFilled?: () => void }) {
  return (
    <MaskedDigitsField
      {...input}
      className={`field__input ${styles.withEnd}`}
      format={(typed) => maskCardNumber(onlyDigits(typed, CARD_NUMBER_INPUT_DIGITS))}
      maxDigits={CARD_NUMBER_INPUT_DIGITS}
      onTyped={(masked) => {
        // A full number moves the focus on, after react-number-format has put the
        // caret back (it focuses the field).
        if (onFilled && masked.length === CARD_NUMBER_FILLED_LENGTH) setTimeout(onFilled, 0);
      }}
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="0000 0000 0000 0000"
    />
  );
}

/**
 * The food voucher's 16 digits in groups of four, as printed on the card: typed
 * or pasted with spaces, every digit is kept (issue 29).
 */
export function FoodVoucherNumberField(input: ControlledInput & { label: string }) {
  return (
    <MaskedDigitsField
      {...input}
      className="field__input"
      format={(typed) => maskCardNumber(onlyDigits(typed, FOOD_VOUCHER_NUMBER_LENGTH))}
      maxDigits={FOOD_VOUCHER_NUMBER_LENGTH}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0000 0000 0000 0000"
    />
  );
}

/** MM/YY: a month outside 01-12 clears the field, a year outside 19-50 keeps only the month. */
export function ExpiryField(input: ControlledInput) {
  const { t } = useTranslation();
  return (
    <TextInputField
      {...input}
      label={t('walletAdd.card.expiry')}
      hint={t('walletAdd.card.expiryHint')}
      normalise={normaliseExpiryInput}
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder={t('walletAdd.card.expiryPlaceholder')}
      maxLength={5}
    />
  );
}

export function CvvField({
  length,
  hint,
  ...input
}: ControlledInput & { length: 3 | 4 | undefined; hint: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextInputField
      {...input}
      label={t('walletAdd.card.cvv')}
      hint={hint}
      className={styles.short}
      normalise={(typed) => cvvDigits(typed).slice(0, length ?? 4)}
      inputMode="numeric"
      autoComplete="cc-csc"
      placeholder={length === 4 ? '1234' : '123'}
      maxLength={length ?? 4}
    />
  );
}

export function ZipCodeField(input: ControlledInput & { label: string }) {
  return (
    <MaskedDigitsField
      {...input}
      className="field__input"
      format={maskZipCode}
      maxDigits={8}
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
    />
  );
}

export function HolderNameField(input: ControlledInput) {
  const { t } = useTranslation();
  return (
    <TextInputField
      {...input}
      label={t('walletAdd.card.name')}
      className={styles.upper}
      normalise={normaliseHolderName}
      autoComplete="cc-name"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={HOLDER_NAME_MAX_LENGTH}
    />
  );
}

/**
 * Optional nickname, at most 20 characters, with its n/20 counter. maxLength
 * stops typing at 20; a longer value set otherwise (autofill) stays as it
 * came, so the counter and the alias message can say so.
 */
export function AliasField(input: ControlledInput) {
  const { t } = useTranslation();
  return (
    <TextInputField
      {...input}
      label={t('walletAdd.card.alias')}
      hint={
        <span className={styles.counterRow}>
          <span>{t('walletAdd.card.aliasHint')}</span>
          {/* Not a live region: a change on every key would drown a screen reader. */}
          <span className={styles.counter}>
            {t('walletAdd.aliasCounter', { count: input.value.length, max: ALIAS_MAX_LENGTH })}
          </span>
        </span>
      }
      autoComplete="off"
      maxLength={ALIAS_MAX_LENGTH}
    />
  );
}

/** DD/MM/AA (the partner form's two-digit year). */
export function BirthdateField(input: ControlledInput) {
  const { t } = useTranslation();
  return (
    <TextInputField
      {...input}
      label={t('walletAdd.dmCard.birthdate')}
      hint={t('walletAdd.dmCard.birthdateHint')}
      className={styles.short}
      normalise={(typed) => maskBirthdate(typed, 2)}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('walletAdd.dmCard.birthdateHint')}
      maxLength={8}
    />
  );
}

/** A plain text field of the add forms (card name, place name and codes); a numeric one keeps digits only. */
export function PlainField({
  inputMode,
  maxLength,
  ...input
}: ControlledInput & {
  label: string;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}) {
  return (
    <TextInputField
      {...input}
      normalise={
        inputMode === 'numeric' ? (typed) => onlyDigits(typed, maxLength ?? 100) : undefined
      }
      inputMode={inputMode}
      autoComplete="off"
      maxLength={maxLength}
    />
  );
}
