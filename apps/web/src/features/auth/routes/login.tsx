// /login (docs/spec/account-checklist.md §2): the CPF step, then the code step; the privacy policy
// step around them is added by app/routes/login-route.tsx. The code step is a
// separate chunk, fetched while the CPF is typed, and brings React Query with
// it, so /login stays within the first-screen budget (decision 013). The CPF
// step stays, its button busy, until that chunk is in: the page never blanks
// to a lone spinner between the two screens (issue 29).
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
// A type only, erased from the build: the step's code stays in its own chunk.
import type { LoginCodeStep as CodeStepComponent } from '../components/login-code-step';
import { LoginCpfStep } from '../components/login-cpf-step';
import { loginFlowFrom, readLoginFlow, saveLoginFlow, type LoginFlow } from '../stores/login-flow';

type CodeStepProps = ComponentProps<typeof CodeStepComponent>;

/** The code step once its chunk is in: rendered directly, it never suspends. */
let loadedCodeStep: ComponentType<CodeStepProps> | null = null;

const loadCodeStep = () =>
  Promise.all([
    import('../components/login-code-step'),
    import('../../../lib/query-provider'),
  ]).then(
    ([{ LoginCodeStep: CodeStep }, { QueryProvider }]) =>
      (loadedCodeStep ??= (props: CodeStepProps) => (
        <QueryProvider>
          <CodeStep {...props} />
        </QueryProvider>
      )),
  );
/** For a flow restored on reload, when the chunk is not in yet. */
const LoginCodeStep = lazy(() => loadCodeStep().then((component) => ({ default: component })));

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

  const CodeStep = loadedCodeStep ?? LoginCodeStep;
  return flow ? (
    <Suspense fallback={<StepFallback />}>
      <CodeStep flow={flow} onFlowChange={changeFlow} />
    </Suspense>
  ) : (
    <LoginCpfStep
      onStarted={async (cpf, result, byCall) => {
        // Failing to load, the lazy step below tries again behind its fallback.
        await loadCodeStep().catch(() => undefined);
        changeFlow(loginFlowFrom(cpf, result, { byCall }));
      }}
      preloadCodeStep={() => void loadCodeStep().catch(() => undefined)}
    />
  );
}
