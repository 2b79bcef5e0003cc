// /login (docs/spec/account-checklist.md §2): the CPF step, then the code step; the privacy policy
// step around them is added by app/routes/login-route.tsx. The code step is a
// separate chunk, fetched while the CPF is typed, and brings React Query with
// it, so /login stays within the first-screen budget (decision 013).
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { LoginCpfStep } from '../components/login-cpf-step';
import { loginFlowFrom, readLoginFlow, saveLoginFlow, type LoginFlow } from '../stores/login-flow';

const loadCodeStep = () =>
  Promise.all([import('../components/login-code-step'), import('../../../lib/query-provider')]);
const LoginCodeStep = lazy(() =>
  loadCodeStep().then(([{ LoginCodeStep: CodeStep }, { QueryProvider }]) => ({
    default: (props: ComponentProps<typeof CodeStep>) => (
      <QueryProvider>
        <CodeStep {...props} />
      </QueryProvider>
    ),
  })),
);

/** What shows while a step's code loads. */
export function StepFallback() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('common.loading')} />;
}

export function LoginRoute() {
  const [flow, setFlow] = useState<LoginFlow | null>(readLoginFlow);

  const changeFlow = (next: LoginFlow | null) => {
    saveLoginFlow(next);
    setFlow(next);
  };

  return flow ? (
    <Suspense fallback={<StepFallback />}>
      <LoginCodeStep flow={flow} onFlowChange={changeFlow} />
    </Suspense>
  ) : (
    <LoginCpfStep
      onStarted={(cpf, result, byCall) => changeFlow(loginFlowFrom(cpf, result, { byCall }))}
      preloadCodeStep={() => void loadCodeStep().catch(() => undefined)}
    />
  );
}
