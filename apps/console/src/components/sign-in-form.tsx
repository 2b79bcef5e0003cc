// E-mail, password and the authenticator's 6-digit code: the console's and
// the shops' portal's sign-in (one set of rules for both realms, decision
// 053). Each box is checked before the call; the first wrong one takes the
// focus and says why.
import type { EndpointBody } from '@rosto/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../lib/form-text';
import { TextField } from './text-field';

/** The same three fields in either realm. */
export type SignInInput = EndpointBody<'consoleSessionCreate'>;

type FieldName = keyof SignInInput;

/** The fields in the form's order, each with what it must hold. */
const fields: { name: FieldName; valid: (value: string) => boolean }[] = [
  { name: 'email', valid: (value) => value.trim() !== '' },
  { name: 'password', valid: (value) => value !== '' },
  { name: 'totp', valid: (value) => /^\d{6}$/u.test(value) },
];

interface SignInFormProps {
  isPending: boolean;
  onSubmit: (input: SignInInput) => void;
}

export function SignInForm({ isPending, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: SignInInput = {
      email: formText(form, 'email'),
      password: formText(form, 'password'),
      totp: formText(form, 'totp').replace(/\s/gu, ''),
    };
    const wrong = fields.filter(({ name, valid }) => !valid(input[name])).map(({ name }) => name);
    setInvalid(new Set(wrong));
    if (wrong[0]) {
      document.getElementById(wrong[0])?.focus();
      return;
    }
    onSubmit(input);
  };

  const errorTextOf = (name: FieldName) =>
    invalid.has(name) ? (name === 'totp' ? t('signIn.totpInvalid') : t('common.required')) : null;

  /** What every box has. Its id is its name: submit focuses the first wrong one by it. */
  const fieldProps = (name: FieldName) => ({
    id: name,
    name,
    required: true,
    label: t(`signIn.${name}`),
    error: errorTextOf(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField {...fieldProps('email')} type="email" autoComplete="username" />
      <TextField {...fieldProps('password')} type="password" autoComplete="current-password" />
      <TextField
        {...fieldProps('totp')}
        className="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        hint={t('signIn.totpHint')}
      />
      <button type="submit" className="button" disabled={isPending}>
        {isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
