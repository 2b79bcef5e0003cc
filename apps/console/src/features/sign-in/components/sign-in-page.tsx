// /console/entrar: e-mail, password and the authenticator's 6-digit code.
// A refusal shows the catalogue's text (one text for any wrong part, so it
// tells nothing of which), with the wait when the account is locked.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { ErrorAlert } from '../../../components/status';
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

  const errorOf = (name: FieldName) =>
    invalid.has(name) ? (
      <p className="field-error" id={`${name}-error`}>
        {name === 'totp' ? t('signIn.totpInvalid') : t('common.required')}
      </p>
    ) : null;
  const describedBy = (name: FieldName, hint?: string) =>
    [invalid.has(name) ? `${name}-error` : null, hint].filter(Boolean).join(' ') || undefined;

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
          <div className="field">
            <label htmlFor="email">{t('signIn.email')}</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              aria-invalid={invalid.has('email')}
              aria-describedby={describedBy('email')}
            />
            {errorOf('email')}
          </div>
          <div className="field">
            <label htmlFor="password">{t('signIn.password')}</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={invalid.has('password')}
              aria-describedby={describedBy('password')}
            />
            {errorOf('password')}
          </div>
          <div className="field">
            <label htmlFor="totp">{t('signIn.totp')}</label>
            <input
              id="totp"
              name="totp"
              className="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-invalid={invalid.has('totp')}
              aria-describedby={describedBy('totp', 'totp-hint')}
            />
            <p className="field-hint" id="totp-hint">
              {t('signIn.totpHint')}
            </p>
            {errorOf('totp')}
          </div>
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
