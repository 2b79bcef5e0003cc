// CPF input (docs/spec/account-checklist.md §5): digits only, mask 000.000.000-00 (14 characters),
// judged 250 ms after typing stops; "invalid CPF" only once all 14 are typed.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import {
  CPF_MASKED_LENGTH,
  cpfDigits,
  isValidCpf,
  maskCpf,
  shouldShowCpfError,
} from '@rosto/contract/validators/cpf';
import { useErrorText } from '../../lib/error-text';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from './text-field';

export interface CpfInputState {
  masked: string;
  /** 11 digits (or fewer while typing), what the API receives. */
  digits: string;
  /** Valid right now (for a submit that does not wait for the debounce). */
  valid: boolean;
  /** Valid and settled: enables the continue button. */
  canContinue: boolean;
  /** Settled, complete and invalid: show "invalid CPF". */
  showInvalid: boolean;
  /** Masks `input`, keeps it, and answers the masked text. */
  change: (input: string) => string;
}

export function useCpfInput(initial = ''): CpfInputState {
  const [masked, setMasked] = useState(() => maskCpf(initial));
  const settled = useDebouncedValue(masked) === masked;
  const valid = masked.length === CPF_MASKED_LENGTH && isValidCpf(masked);
  return {
    masked,
    digits: cpfDigits(masked),
    valid,
    canContinue: settled && valid,
    showInvalid: settled && shouldShowCpfError(masked),
    change: (input) => {
      const next = maskCpf(input);
      setMasked(next);
      return next;
    },
  };
}

export function CpfField({
  cpf,
  label,
  error,
  errorAction,
  autoFocus,
  onInput,
}: {
  cpf: CpfInputState;
  label?: string;
  /** Another error to show (from the server, captcha); wins over "invalid CPF". */
  error?: string | null;
  errorAction?: ReactNode;
  autoFocus?: boolean;
  /** First keystroke hook (screens preload what the submit will need). */
  onInput?: () => void;
}) {
  const { t } = useTranslation();
  const invalidText = useErrorText(cpf.showInvalid ? 'CPF_INVALID' : null);
  return (
    <TextField
      label={label ?? t('fields.cpf')}
      name="cpf"
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      maxLength={CPF_MASKED_LENGTH}
      value={cpf.masked}
      autoFocus={autoFocus}
      error={error ?? invalidText}
      errorAction={error ? errorAction : undefined}
      onChange={(event) => {
        onInput?.();
        cpf.change(event.currentTarget.value);
      }}
    />
  );
}
