// The inputs of the add forms (wallet.md §2, §5): a labelled field with its
// hint, an adornment (the brand icon), the error as an alert tied to the input,
// and the masks of the contract (groups of four, MM/YY, CEP, DD/MM/AA, the
// uppercased holder name, the alias counter). Values stay in the form's memory.
import { ALIAS_MAX_LENGTH } from '@rosto/contract/validators/card-alias';
import { maskBirthdate } from '@rosto/contract/validators/birthdate';
import { normaliseExpiryInput } from '@rosto/contract/validators/card-expiry';
import { maskCardNumber } from '@rosto/contract/validators/card-number';
import { cvvDigits } from '@rosto/contract/validators/cvv';
import {
  HOLDER_NAME_MAX_LENGTH,
  normaliseHolderName,
} from '@rosto/contract/validators/holder-name';
import { maskZipCode } from '@rosto/contract/validators/zip-code';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberFormatBase } from 'react-number-format';
import { useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/wallet-add';
import {
  CARD_NUMBER_FILLED_LENGTH,
  CARD_NUMBER_INPUT_DIGITS,
  type FieldProblem,
} from '../utils/add-card-rules';
import styles from './add-screens.module.css';

/** The text of a field's problem: the catalogue's for a code, this screen's otherwise. */
export function ProblemText({ problem }: { problem: FieldProblem }) {
  const { t } = useTranslation();
  const local = problem === 'required' || problem === 'demoBrand';
  const text = useErrorText(local ? null : problem);
  if (problem === 'required') return <>{t('walletAdd.required')}</>;
  if (problem === 'demoBrand') return <>{t('walletAdd.creditCard.demoBrand')}</>;
  return <>{text}</>;
}

export interface InputA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, input (with an optional adornment at its end), hint and error. */
export function FormField({
  label,
  hint,
  problem,
  end,
  children,
}: {
  label: string;
  hint?: ReactNode;
  problem?: FieldProblem | undefined;
  /** Shown inside the input's right end (the brand icon). */
  end?: ReactNode;
  children: (a11y: InputA11y) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={styles.inputRow}>
        {children({
          id,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {end && <span className={styles.inputEnd}>{end}</span>}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div role="alert" className="field__error-slot">
        {problem && (
          <p id={errorId} className="field__error">
            <ProblemText problem={problem} />
          </p>
        )}
      </div>
    </div>
  );
}

interface ControlledInput {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  problem?: FieldProblem | undefined;
  disabled?: boolean;
}

const onlyDigits = (value: string, max: number) => value.replace(/\D/gu, '').slice(0, max);

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
 * The card number in groups of four (react-number-format keeps the caret in
 * place while the mask inserts spaces). `onFilled` runs when a typed number
 * reaches 19 characters, to move the focus on.
 */
export function CardNumberField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
  end,
  onFilled,
}: ControlledInput & { label: string; end?: ReactNode; onFilled?: () => void }) {
  return (
    <FormField label={label} problem={problem} end={end}>
      {(a11y) => (
        <NumberFormatBase
          {...a11y}
          className={`field__input ${styles.withEnd}`}
          getInputRef={inputRef}
          value={value}
          format={(input) => maskCardNumber(onlyDigits(input, CARD_NUMBER_INPUT_DIGITS))}
          removeFormatting={(input) => onlyDigits(input, CARD_NUMBER_INPUT_DIGITS)}
          onValueChange={(values, { event }) => {
            onChange(values.formattedValue);
            // Typed (not set by a reset): a full number moves the focus on, after
            // react-number-format has put the caret back (it focuses the field).
            if (event && onFilled && values.formattedValue.length === CARD_NUMBER_FILLED_LENGTH) {
              setTimeout(onFilled, 0);
            }
          }}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** MM/YY: a month outside 01-12 clears the field, a year outside 19-50 keeps only the month. */
export function ExpiryField({
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
}: ControlledInput) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('walletAdd.card.expiry')}
      hint={t('walletAdd.card.expiryHint')}
      problem={problem}
    >
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(event) => onChange(normaliseExpiryInput(event.target.value))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('walletAdd.card.expiryPlaceholder')}
          maxLength={5}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

export function CvvField({
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
  length,
  hint,
}: ControlledInput & { length: 3 | 4 | undefined; hint: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('walletAdd.card.cvv')} hint={hint} problem={problem}>
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className={`field__input ${styles.short}`}
          value={value}
          onChange={(event) => onChange(cvvDigits(event.target.value).slice(0, length ?? 4))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={length === 4 ? '1234' : '123'}
          maxLength={length ?? 4}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

export function ZipCodeField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
}: ControlledInput & { label: string }) {
  return (
    <FormField label={label} problem={problem}>
      {(a11y) => (
        <NumberFormatBase
          {...a11y}
          className="field__input"
          getInputRef={inputRef}
          value={value}
          format={maskZipCode}
          removeFormatting={(input) => onlyDigits(input, 8)}
          onValueChange={(values) => onChange(values.formattedValue)}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

export function HolderNameField({
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
}: ControlledInput) {
  const { t } = useTranslation();
  return (
    <FormField label={t('walletAdd.card.name')} problem={problem}>
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className={`field__input ${styles.upper}`}
          value={value}
          onChange={(event) => onChange(normaliseHolderName(event.target.value))}
          onBlur={onBlur}
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={HOLDER_NAME_MAX_LENGTH}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** Optional nickname, at most 20 characters, with its n/20 counter. */
export function AliasField({
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
}: ControlledInput) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('walletAdd.card.alias')}
      problem={problem}
      hint={
        <span className={styles.counterRow}>
          <span>{t('walletAdd.card.aliasHint')}</span>
          {/* Not a live region: a change on every key would drown a screen reader. */}
          <span className={styles.counter}>
            {t('walletAdd.aliasCounter', { count: value.length, max: ALIAS_MAX_LENGTH })}
          </span>
        </span>
      }
    >
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className="field__input"
          value={value}
          // maxLength stops typing at 20; a longer value set otherwise (autofill)
          // stays, so the counter and the alias message can say so.
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete="off"
          maxLength={ALIAS_MAX_LENGTH}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** DD/MM/AA (the partner form's two-digit year). */
export function BirthdateField({
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
}: ControlledInput) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('walletAdd.dmCard.birthdate')}
      hint={t('walletAdd.dmCard.birthdateHint')}
      problem={problem}
    >
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className={`field__input ${styles.short}`}
          value={value}
          onChange={(event) => onChange(maskBirthdate(event.target.value, 2))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('walletAdd.dmCard.birthdateHint')}
          maxLength={8}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** A plain text field of the add forms (card name, place name and codes). */
export function PlainField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  inputRef,
  problem,
  disabled,
  inputMode,
  maxLength,
}: ControlledInput & {
  label: string;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}) {
  return (
    <FormField label={label} hint={hint} problem={problem}>
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(event) =>
            onChange(
              inputMode === 'numeric'
                ? onlyDigits(event.target.value, maxLength ?? 100)
                : event.target.value,
            )
          }
          onBlur={onBlur}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={maxLength}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
