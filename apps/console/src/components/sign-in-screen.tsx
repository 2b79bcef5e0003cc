// The sign-in page of the console and of the shops' portal: the app's name,
// what to type, a notice when the server ended the last session, the
// refusal's text (one text for any wrong part, with the wait when the
// account is locked), the form, the sandbox's demo accounts and the language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { isSandbox } from '../config/env';
import type { SessionStore } from '../lib/session-store';
import { LanguageSelect } from './language-select';
import { SignInForm, type SignInInput } from './sign-in-form';
import { ErrorAlert } from './status';

interface SignInScreenProps {
  title: string;
  text: string;
  /** Said when the server ended the last session, until the next attempt fails. */
  expiredText: string;
  /** The app's session store: how the last session ended, and the language. */
  store: SessionStore;
  /** The app's sign-in call. */
  signIn: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    mutate: (input: SignInInput) => void;
  };
  /** The demo accounts' shortcut in, shown in a sandbox build only. */
  demo: ReactNode;
}

export function SignInScreen({ title, text, expiredText, store, signIn, demo }: SignInScreenProps) {
  const { t } = useTranslation();
  const ending = useStore(store, (state) => state.ending);
  return (
    <main className="sign-in" id="conteudo">
      <title>{t('common.pageTitle', { page: title })}</title>
      <div className="sign-in-card">
        <p className="brand">{t('common.appName')}</p>
        <h1>{title}</h1>
        <p>{text}</p>
        {ending === 'expired' && !signIn.isError && (
          <p className="alert alert-info" role="status">
            {expiredText}
          </p>
        )}
        <ErrorAlert error={signIn.error} />
        <SignInForm isPending={signIn.isPending} onSubmit={(input) => signIn.mutate(input)} />
        {isSandbox() && demo}
        <LanguageSelect store={store} />
      </div>
    </main>
  );
}
