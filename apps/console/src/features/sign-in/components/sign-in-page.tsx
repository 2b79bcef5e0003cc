// /console/entrar: e-mail, password and the authenticator's 6-digit code.
// A refusal shows the catalogue's text (one text for any wrong part, so it
// tells nothing of which), with the wait when the account is locked.
import { useTranslation } from 'react-i18next';
import { SignInScreen } from '../../../components/sign-in-screen';
import { useConsoleStore } from '../../../lib/console-store';
import { useCreateSession } from '../api/create-session';
import { DemoOperators } from './demo-operators';

export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useCreateSession();
  return (
    <SignInScreen
      title={t('signIn.title')}
      text={t('signIn.text')}
      expiredText={t('signIn.sessionExpired')}
      store={useConsoleStore}
      signIn={signIn}
      demo={<DemoOperators />}
    />
  );
}
