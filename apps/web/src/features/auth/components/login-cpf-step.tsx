// Sign-in, first step: the CPF (masked, checked after 250 ms), the captcha
// when enabled, the privacy notice. An unknown CPF continues into registration
// with the CPF kept (docs/spec/account-checklist.md §2). Its one call goes through the fetcher,
// not React Query, and its module (whose hook brings React Query) loads on the
// first keystroke with the code step, not with /login's first paint
// (decision 013).
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { LoginStartResult } from '@rosto/contract/schemas/entrance';
import { useCaptchaCheck } from '../../../components/ui/captcha-check';
import { CpfField, useCpfInput } from '../../../components/ui/cpf-field';
import { CodeCapActions } from '../../../components/ui/code-cap-actions';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { preloadCaptcha } from '../../../lib/captcha';
import { clearPrefill, getEntryParams } from '../../../lib/entry-params';
import { callOfferedOf, retryAfterSecondsOf } from '../../../lib/api-client';
import { errorCode, preloadErrorCatalogue, useErrorText } from '../../../lib/error-text';
import { closeKeyboard } from '../../../lib/native-bridge';
import { loginTicket, ticketForError } from '../utils/support-links';

export type RegisterHandoff = { cpf: string };

const loadStartLogin = () => import('../api/start-login');

export function LoginCpfStep({
  onStarted,
  preloadCodeStep,
}: {
  /** `byCall`: the code went by call, the SMS being capped (decision 074). */
  /** The button stays busy until it settles: the code screen's chunk loading (issue 29). */
  onStarted: (cpf: string, result: LoginStartResult, byCall: boolean) => void | Promise<void>;
  preloadCodeStep: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A CPF handed back by registration (already in use), else the entry query.
  const handedCpf = (location.state as { cpf?: unknown } | null)?.cpf;
  const cpf = useCpfInput(typeof handedCpf === 'string' ? handedCpf : (getEntryParams().cpf ?? ''));
  const [pending, setPending] = useState(false);
  // An answer arriving after the user left must not move them anywhere.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [code, setCode] = useState<ErrorCode | null>(null);
  // How long a cap on sign-in codes lasts, when the refusal says (issue 29).
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  // The SMS was capped but a call may still go (decision 074): offered under the error.
  const [callOffered, setCallOffered] = useState(false);
  const captcha = useCaptchaCheck('login');
  const errorText = useErrorText(code, retryAfter);
  const [preloaded, setPreloaded] = useState(false);

  const preload = () => {
    if (preloaded) return;
    setPreloaded(true);
    preloadCodeStep();
    void loadStartLogin().catch(() => undefined);
    preloadCaptcha();
    void preloadErrorCatalogue();
  };

  const submit = async ({ call = false }: { call?: boolean } = {}) => {
    if (!cpf.valid || pending) return;
    // The CPF is complete and the screen waits on the server (or its
    // captcha): the wrapper's keyboard would cover the answer (decision 028).
    closeKeyboard();
    setCode(null);
    setCallOffered(false);
    const proof = await captcha.proof();
    if (!proof) return;
    setPending(true);
    try {
      const { startLogin } = await loadStartLogin();
      const result = await startLogin({ cpf: cpf.digits, call, ...proof });
      if (!mounted.current) return;
      clearPrefill();
      track('LOGIN_CODE_SENT');
      await onStarted(cpf.digits, result, call);
    } catch (error) {
      if (!mounted.current) return;
      if (captcha.refused(error)) return;
      const failure = errorCode(error);
      if (failure === 'USER_NOT_FOUND') {
        track('LOGIN_UNKNOWN_CPF');
        void navigate(paths.register.getHref(), {
          state: { cpf: cpf.digits } satisfies RegisterHandoff,
        });
        return;
      }
      setRetryAfter(retryAfterSecondsOf(error));
      setCallOffered(callOfferedOf(error));
      setCode(failure);
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  const ticket = ticketForError(code);
  const supportLink =
    code && ticket !== 'help' ? (
      <SupportTicketLink {...loginTicket(t, ticket, { cpf: cpf.digits })} className="link-button">
        {t('login.contactSupport')}
      </SupportTicketLink>
    ) : null;
  // A cap on codes: what still works (issue 29) — a call where its own lane allows, the help centre.
  const capped = code === 'TOO_MANY_REQUESTS';
  const errorAction = capped ? (
    <CodeCapActions callOffered={callOffered} onCall={() => void submit({ call: true })} />
  ) : (
    supportLink
  );

  return (
    <StepLayout
      pageTitle={t('login.pageTitle')}
      title={t('login.cpfTitle')}
      subtitle={t('login.cpfSubtitle')}
      onBack={() => void navigate(paths.welcome.getHref(), { replace: true })}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={stepStyles.fields}>
          <CpfField
            cpf={cpf}
            autoFocus
            onInput={preload}
            error={captcha.missing ? t('login.captchaRequired') : errorText}
            errorAction={errorAction}
          />
          {captcha.widget}
        </div>
        <div className={stepStyles.footer}>
          {!env.isDemo && (
            <p className={stepStyles.notice}>
              {t('login.privacyNotice')}{' '}
              <Link to={paths.login.getHref()} state={{ step: 'privacy' }} replace={false}>
                {t('login.privacyLink')}
              </Link>
            </p>
          )}
          <LoadingButton loading={pending} disabled={!cpf.canContinue}>
            {t('common.continue')}
          </LoadingButton>
        </div>
      </form>
    </StepLayout>
  );
}
