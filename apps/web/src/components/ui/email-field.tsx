// E-mail input (docs/spec/account-checklist.md §5): kept as typed, only trimmed and lowercased,
// never filtered (decision 070: the spec's filter made "ana+tag@" someone
// else's mailbox); "e-mail not valid" judged once typing pauses, after the
// field was left or its form sent ("ana@mail.c" is on its way to "ana@mail.com").
import {
  EMAIL_MAX_LENGTH,
  emailError,
  isValidEmail,
  looksIncompleteEmail,
  normaliseEmail,
} from '@rosto/contract/validators/email';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/error-text';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from './text-field';

export interface EmailInputState {
  /** The cleaned address: what was typed, else the (cleaned) initial one. */
  email: string;
  /** Settled, not empty and not an address: show "e-mail not valid". */
  showInvalid: boolean;
  /** Cleans `input` and keeps it. */
  change: (input: string) => void;
  /** The field was left or its form sent: an invalid address may now be told. */
  touch: () => void;
}

/**
 * `initial` may arrive after the first render (a profile still loading): the
 * field follows it until the user types. With `warnIncomplete`, an address
 * with the basic shape but not yet complete is told before the field is left.
 */
export function useEmailInput(
  initial: string,
  options: { warnIncomplete?: boolean } = {},
): EmailInputState {
  // Null until the user types.
  const [typed, setTyped] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const email = typed ?? normaliseEmail(initial);
  const settled = useDebouncedValue(email) === email;
  const showInvalid =
    settled &&
    email !== '' &&
    ((options.warnIncomplete === true && looksIncompleteEmail(email)) ||
      (touched && !isValidEmail(email)));
  return {
    email,
    showInvalid,
    change: (input) => setTyped(normaliseEmail(input)),
    touch: () => setTouched(true),
  };
}

export function EmailField({
  email,
  hint,
  error,
  autoFocus,
  onInput,
}: {
  email: EmailInputState;
  hint?: ReactNode;
  /** Another error to show (from the server); wins over "e-mail not valid". */
  error?: string | null;
  autoFocus?: boolean;
  /** Each keystroke (a screen clears its server error). */
  onInput?: () => void;
}) {
  const { t } = useTranslation();
  const invalidText = useErrorText(email.showInvalid ? emailError : null);
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      value={email.email}
      autoFocus={autoFocus}
      onBlur={email.touch}
      onChange={(event) => {
        email.change(event.currentTarget.value);
        onInput?.();
      }}
      hint={hint}
      error={error ?? invalidText}
    />
  );
}
