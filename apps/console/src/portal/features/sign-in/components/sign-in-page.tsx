// /loja/entrar: a shop's person signs in with e-mail, password and the
// authenticator's code. A refusal shows the catalogue's text (one text for
// any wrong part), with the wait when the account is locked; a session the
// server ended says so here.
import { useTranslation } from 'react-i18next';
import { SignInScreen } from '../../../../components/sign-in-screen';
import { usePortalStore } from '../../../lib/portal-store';
import { useCreateSession } from '../api/create-session';
import { DemoShops } from './demo-shops';

export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useCreateSession();
  return (
    <SignInScreen
      title={t('portal.signIn.title')}
      text={t('portal.signIn.text')}
      expiredText={t('portal.signIn.sessionEnded')}
      store={usePortalStore}
      signIn={signIn}
      demo={<DemoShops />}
    />
  );
}
