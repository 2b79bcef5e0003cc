// /console/entrar: e-mail, password and the authenticator's 6-digit code.
// A refusal shows the catalogue's text (one text for any wrong part, so it
// tells nothing of which), with the wait when the account is locked.
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { SignInForm } from '../../../components/sign-in-form';
import { ErrorAlert } from '../../../components/status';
import { isSandbox } from '../../../config/env';
import { useConsoleStore } from '../../../lib/console-store';
import { useCreateSession } from '../api/create-session';
import { DemoOperators } from './demo-operators';

export function SignInPage() {
  const { t } = useTranslation();
  const ending = useConsoleStore((state) => state.ending);
  const signIn = useCreateSession();

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
        <SignInForm isPending={signIn.isPending} onSubmit={(input) => signIn.mutate(input)} />
        {isSandbox() && <DemoOperators />}
        <LanguageSelect store={useConsoleStore} />
      </div>
    </main>
  );
}
