// /console/entrar: e-mail, password and the authenticator's 6-digit code.
// A refusal shows the catalogue's text (one text for any wrong part, so it
// tells nothing of which), with the wait when the account is locked.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { ErrorAlert } from '../../../components/status';
import { TextField } from '../../../components/text-field';
import { isSandbox } from '../../../config/env';
import { useConsoleStore } from '../../../lib/console-store';
import { formText } from '../../../lib/form-text';
import { useCreateSession, type SignInInput } from '../api/create-session';
import { DemoOperators } from './demo-operators';

type FieldName = keyof SignInInput;

/** The fields in the form's order, each with what it must hold. */
const fields: { name: FieldName; valid: (value: string) => boolean }[] = [
  { name: 'email', valid: (value) => value.trim() !== '' },
  { name: 'password', valid: (value) => value !== '' },
  { name: 'totp', valid: (value) => /^\d{6}$/u.test(value) },
];

export function SignInPage() {
  const { t } = useTranslation();
  const ending = useConsoleStore((state) => state.ending);
  const signIn = useCreateSession();
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
    signIn.mutate(input);
  };

  const errorTextOf = (name: FieldName) =>
    invalid.has(name) ? (name === 'totp' ? t('signIn.totpInvalid') : t('common.required')) : null;

  return (
    <main className="sign-in" id="conteudo">
      <title>{t('common.pageTitle', { page: t('signIn.title') })}</title>
      <div className="sign-in-card">
        <p className="brand">{t('common.appName')}</p>
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.text')}</p>
        {ending === 'expired' && !signIn.isError && (
          <p className="alert alert-info" role="status">
            {t('signIn.sessionExpired')}
          </p>
        )}
        <ErrorAlert error={signIn.error} />
        <form onSubmit={submit} noValidate>
          {/* Each box's id is its name: submit focuses the first wrong one by it. */}
          <TextField
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            label={t('signIn.email')}
            error={errorTextOf('email')}
          />
          <TextField
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            label={t('signIn.password')}
            error={errorTextOf('password')}
          />
          <TextField
            id="totp"
            name="totp"
            className="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            label={t('signIn.totp')}
            hint={t('signIn.totpHint')}
            error={errorTextOf('totp')}
          />
          <button type="submit" className="button" disabled={signIn.isPending}>
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </button>
        </form>
        {isSandbox() && <DemoOperators />}
        <LanguageSelect />
      </div>
    </main>
  );
}
