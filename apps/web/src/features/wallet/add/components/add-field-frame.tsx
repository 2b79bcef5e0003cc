// The frame of every add-form input (docs/spec/wallet-checklist.md §2, §5): a labelled field with
// its hint, an adornment at its end (the brand icon) and the error as an alert
// tied to the input; and the two inputs the fields are made of, a plain one
// with a normaliser and a masked digits-only one. Values stay in the form's memory.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { NumberFormatBase } from 'react-number-format';
import { useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-add';
import type { FieldProblem } from '../utils/add-card-rules';
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

/** What a form gives each field: its value, its handlers, its ref and its problem. */
export interface ControlledInput {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  problem?: FieldProblem | undefined;
  disabled?: boolean;
}

/** What sets one field's input apart from another's, beyond its label and hint. */
export type InputTraits = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder' | 'maxLength'
>;

export const onlyDigits = (value: string, max: number) => value.replace(/\D/gu, '').slice(0, max);
const asTyped = (value: string) => value;

/**
 * A plain input in a FormField. What is typed passes through `normalise`
 * before the form keeps it, so a mask or a limit holds however the text came
 * in (typed, pasted, autofilled).
 */
export function TextInputField({
  label,
  hint,
  className,
  normalise = asTyped,
  onChange,
  inputRef,
  problem,
  ...input
}: ControlledInput &
  InputTraits & {
    label: string;
    hint?: ReactNode;
    /** Added to field__input. */
    className?: string;
    normalise?: (typed: string) => string;
  }) {
  return (
    <FormField label={label} hint={hint} problem={problem}>
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          className={className ? `field__input ${className}` : 'field__input'}
          onChange={(event) => onChange(normalise(event.target.value))}
          {...input}
        />
      )}
    </FormField>
  );
}

/**
 * A digits-only input shown through a mask (react-number-format keeps the
 * caret in place while the mask inserts its separators). `onTyped` hears the
 * masked value of a change the user made, not one set by a reset.
 */
export function MaskedDigitsField({
  label,
  end,
  className,
  format,
  maxDigits,
  onTyped,
  onChange,
  inputRef,
  problem,
  ...input
}: ControlledInput &
  Pick<InputTraits, 'inputMode' | 'autoComplete' | 'placeholder'> & {
    label: string;
    end?: ReactNode;
    className: string;
    format: (digits: string) => string;
    maxDigits: number;
    onTyped?: (masked: string) => void;
  }) {
  return (
    <FormField label={label} problem={problem} end={end}>
      {(a11y) => (
        <NumberFormatBase
          {...a11y}
          className={className}
          getInputRef={inputRef}
          format={format}
          removeFormatting={(input) => onlyDigits(input, maxDigits)}
          onValueChange={(values, { event }) => {
            onChange(values.formattedValue);
            if (event) onTyped?.(values.formattedValue);
          }}
          {...input}
        />
      )}
    </FormField>
  );
}
