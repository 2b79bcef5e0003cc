// /login (account.md §2): the CPF step, then the code step, plus the privacy
// policy as a step of its own whose close returns here. The code step is a
// separate chunk, fetched while the CPF is typed, so /login stays within the
// first-screen budget.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { LoginCpfStep } from '../components/login-cpf-step';
import { loginFlowFrom, readLoginFlow, saveLoginFlow, type LoginFlow } from '../stores/login-flow';

const loadCodeStep = () => import('../components/login-code-step');
const LoginCodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.LoginCodeStep })));
const PrivacyPolicy = lazy(() =>
  import('../../legal/routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
);

function StepFallback() {
  const { t } = useTranslation();
  return (
    <main id="main" className="full-screen-loader">
      <Spinner label={t('common.loading')} />
    </main>
  );
}

export function LoginRoute() {
  const location = useLocation();
  const [flow, setFlow] = useState<LoginFlow | null>(readLoginFlow);

  const changeFlow = (next: LoginFlow | null) => {
    saveLoginFlow(next);
    setFlow(next);
  };

  if ((location.state as { step?: string } | null)?.step === 'privacy') {
    return (
      <Suspense fallback={<StepFallback />}>
        <PrivacyPolicy />
      </Suspense>
    );
  }

  return flow ? (
    <Suspense fallback={<StepFallback />}>
      <LoginCodeStep flow={flow} onFlowChange={changeFlow} />
    </Suspense>
  ) : (
    <LoginCpfStep
      onStarted={(cpf, result) => changeFlow(loginFlowFrom(cpf, result))}
      preloadCodeStep={() => void loadCodeStep().catch(() => undefined)}
    />
  );
}
