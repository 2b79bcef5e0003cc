// /register and the private-label variants (docs/spec/account-checklist.md §2): one screen per
// step of the onboarding machine, resumed after a reload, prefilled from the
// sign-in hand-off or the entry query (cpf, name, phone). Refusals of the
// person (not of an answer) end on the fail screen (decision 027).
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { isValidCpf } from '@rosto/contract/validators/cpf';
import { isApiError } from '../../../lib/api-client';
import { clearPrefill, getEntryParams } from '../../../lib/entry-params';
import { errorCode, errorText } from '../../../lib/error-text';
import { showSnackbar } from '../../../lib/snackbar';
import { useProfile } from '../../../lib/user-profile';
import { CodeStep } from '../components/code-step';
import { CpfStep } from '../components/cpf-step';
import { EmailConfirmStep, EmailStep } from '../components/email-steps';
import { FailStep } from '../components/fail-step';
import { NameStep } from '../components/name-step';
import { OptInAtStep, OptInByStep } from '../components/opt-in-steps';
import { PhoneStep } from '../components/phone-step';
import { PinConfirmStep, PinStep } from '../components/pin-steps';
import { RegisterContext, type RegisterStepContext } from '../components/register-step';
import { SuccessStep, TestUserSuccessStep } from '../components/success-step';
import { TermsStep } from '../components/terms-step';
import {
  isFinalStep,
  progressOf,
  stepForServerStep,
  type OnboardingPrefill,
  type OnboardingStep,
  type RegisterVariant,
} from '../stores/onboarding-machine';
import { useBrowserBackSteps } from '../hooks/use-browser-back-steps';
import {
  beginOnboarding,
  clearOnboarding,
  dispatchOnboarding,
  getOnboarding,
  useOnboarding,
} from '../stores/onboarding-store';
import { askHostForDeviceInfo } from '../utils/registration-device-info';

/**
 * Refusals of the person rather than of an answer: nothing on the screen can
 * fix them, so the registration ends on the fail screen (decision 027).
 */
const FAIL_CODES: ReadonlySet<ErrorCode> = new Set([
  // The Receita Federal says the holder is under 18 (issue 30).
  'CPF_HOLDER_UNDER_MINIMUM_AGE',
  'USER_IS_BLOCKED',
  'USER_SESSION_BLOCKED',
  'TALK_TO_US',
]);

/**
 * Screens without a field to focus: a new one takes the focus on its heading,
 * so a screen reader announces it (the others focus their field).
 */
const HEADING_FOCUS_STEPS: ReadonlySet<OnboardingStep> = new Set([
  'test-user-success',
  'opt-in-by',
  'opt-in-at',
  'fail',
]);

/** What sign-in hands over (unknown CPF) or the entry query carries. */
function prefillFrom(state: unknown): OnboardingPrefill {
  const handoff = (state as { cpf?: unknown } | null)?.cpf;
  const entry = getEntryParams();
  const cpf = typeof handoff === 'string' ? handoff : entry.cpf;
  return {
    cpf: cpf && isValidCpf(cpf) ? cpf : undefined,
    name: entry.name,
    phone: entry.phone,
  };
}

/** Steps back (a step may skip screens) until at most `depth` screens lie behind. */
function stepBackTo(depth: number) {
  for (let current = getOnboarding(); current && current.history.length > depth;) {
    dispatchOnboarding({ type: 'back' });
    const next = getOnboarding();
    if (next === current) return; // nothing further back
    current = next;
  }
}

function RegisterFlow({
  variant,
  user,
}: {
  variant: RegisterVariant;
  user: RegisterStepContext['user'];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // Opened (or resumed) once, before the first screen renders.
  useState(() => {
    beginOnboarding(variant, prefillFrom(location.state));
    clearPrefill();
    // register/start carries the host app's device info: ask now, not at the start.
    if (variant === 'standard') askHostForDeviceInfo();
  });
  const state = useOnboarding();
  const goBack = useBrowserBackSteps(state ? state.history.length : null, stepBackTo);
  // The first PIN waits here, in memory only, for its confirmation.
  const [pin, setPin] = useState<string | null>(null);

  useEffect(
    () => () => {
      const left = getOnboarding()?.step;
      if (left && isFinalStep(left)) clearOnboarding();
    },
    [],
  );

  // Each screen starts at the top, with the keyboard focus on its content.
  const step: OnboardingStep | undefined = state?.step;
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo(0, 0);
    const previous = shownStep.current;
    shownStep.current = step;
    if (step && previous && previous !== step && HEADING_FOCUS_STEPS.has(step)) {
      document.querySelector<HTMLElement>('#main h1')?.focus();
    }
  }, [step]);

  const context = useMemo<RegisterStepContext | null>(() => {
    if (!state) return null;
    const announce = (code: ErrorCode) =>
      void errorText(code).then((text) => showSnackbar(text, { variant: 'error' }));
    return {
      state,
      dispatch: dispatchOnboarding,
      progress: progressOf(state) ?? undefined,
      back: state.history.length > 0 ? goBack : undefined,
      user,
      handleFlowError: (error) => {
        const code = errorCode(error);
        switch (code) {
          case 'EXPIRED_SESSION':
            announce(code);
            dispatchOnboarding({ type: 'restart-intention' });
            return true;
          case 'REGISTER_STEP_OUT_OF_ORDER': {
            const extra = isApiError(error) ? error.extra : {};
            const expected = (extra.additionalData as { expectedStep?: unknown } | undefined)
              ?.expectedStep;
            announce(code);
            dispatchOnboarding({ type: 'go-to', step: stepForServerStep(expected, state) });
            return true;
          }
          case 'USER_ALREADY_SET':
            announce(code);
            clearOnboarding();
            void navigate(paths.login.getHref(), { replace: true });
            return true;
          default:
            if (!FAIL_CODES.has(code)) return false;
            dispatchOnboarding({ type: 'fail', reason: code });
            return true;
        }
      },
    };
  }, [state, user, navigate, goBack]);

  if (!context || context.state.variant !== variant) return null;

  const screens: Record<OnboardingStep, () => ReactNode> = {
    terms: () => <TermsStep />,
    name: () => <NameStep />,
    cpf: () => <CpfStep />,
    phone: () => <PhoneStep />,
    code: () => <CodeStep />,
    email: () => <EmailStep />,
    'email-confirm': () => <EmailConfirmStep />,
    pin: () => <PinStep onChosen={setPin} />,
    'pin-confirm': () => <PinConfirmStep pin={pin} />,
    success: () => <SuccessStep />,
    'test-user-success': () => <TestUserSuccessStep />,
    'opt-in-by': () => <OptInByStep />,
    'opt-in-at': () => <OptInAtStep />,
    fail: () => <FailStep />,
  };

  return (
    <RegisterContext.Provider value={context}>
      {/* A key per step: each screen starts fresh (state, focus, autofocus). */}
      <div key={context.state.step}>{screens[context.state.step]()}</div>
    </RegisterContext.Provider>
  );
}

export function RegisterRoute() {
  return <RegisterFlow variant="standard" user={null} />;
}

function PrivateLabelRegister({ variant }: { variant: RegisterVariant }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return <FullScreenLoader label={t('common.loading')} />;
  }
  if (profile.isError) return <Navigate to={paths.login.getHref()} replace />;
  const status = profile.data.privateLabelStatus;
  // Only a partner's user who has not opted in yet has anything to do here
  // (or one who just did, on the receipt or the fail screen).
  if (!status.isEnabled || status.hasOptIn) {
    const onboarding = getOnboarding();
    const ending = onboarding && (isFinalStep(onboarding.step) || onboarding.step === 'fail');
    if (onboarding?.variant !== variant || !ending) {
      return <Navigate to={paths.home.getHref()} replace />;
    }
  }
  return (
    <RegisterFlow variant={variant} user={{ id: profile.data.id, email: profile.data.email }} />
  );
}

export function RegisterPrivateLabelRoute() {
  return <PrivateLabelRegister variant="private-label" />;
}

export function RegisterPrivateLabelAppUserRoute() {
  return <PrivateLabelRegister variant="private-label-app-user" />;
}
