// /login with the privacy policy as a step of its own whose close returns
// here (docs/spec/account-checklist.md §2): the CPF step links to /login with { step: 'privacy' }.
// Composed in the app because sign-in (auth) and the policy (legal) are
// features, and features do not import each other.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LoginRoute, StepFallback } from '../../features/auth/routes/login';

const PrivacyPolicy = lazy(() =>
  import('../../features/legal/routes/privacy-policy').then((m) => ({
    default: m.PrivacyPolicyRoute,
  })),
);

export function LoginWithPrivacyRoute() {
  const location = useLocation();
  if ((location.state as { step?: string } | null)?.step === 'privacy') {
    return (
      <Suspense fallback={<StepFallback />}>
        <PrivacyPolicy />
      </Suspense>
    );
  }
  return <LoginRoute />;
}
