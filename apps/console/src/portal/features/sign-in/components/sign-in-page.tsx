// /loja/entrar: a shop's person signs in with e-mail, password and the
// authenticator's code. A refusal shows the catalogue's text (one text for
// any wrong part), with the wait when the account is locked; a session the
// server ended says so here.
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../../components/language-select';
import { SignInForm } from '../../../../components/sign-in-form';
import { ErrorAlert } from '../../../../components/status';
import { isSandbox } from '../../../../config/env';
import { usePortalStore } from '../../../lib/portal-store';
import { useCreateSession } from '../api/create-session';
import { DemoShops } from './demo-shops';

export function SignInPage() {
  const { t } = useTranslation();
  const ending = usePortalStore((state) => state.ending);
  const signIn = useCreateSession();

  return (
    <main className="sign-in" id="conteudo">
      <title>{t('common.pageTitle', { page: t('portal.signIn.title') })}</title>
      <div className="sign-in-card">
        <p className="brand">{t('common.appName')}</p>
        <h1>{t('portal.signIn.title')}</h1>
        <p>{t('portal.signIn.text')}</p>
        {ending === 'expired' && !signIn.isError && (
          <p className="alert alert-info" role="status">
            {t('portal.signIn.sessionEnded')}
          </p>
        )}
        <ErrorAlert error={signIn.error} />
        <SignInForm isPending={signIn.isPending} onSubmit={(input) => signIn.mutate(input)} />
        {isSandbox() && <DemoShops />}
        <LanguageSelect store={usePortalStore} />
      </div>
    </main>
  );
}
