// Registration: the mobile phone (docs/spec/account-checklist.md §5): area code of 2 digits, the
// first not 0, focus moving on after it; number masked 9 9999-9999. A whole
// number pasted or autofilled into the area code is split across both fields.
// Continuing sends the code by SMS.
import type { ErrorCode } from '@rosto/contract/errors';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import {
  isValidAreaCode,
  isValidPhone,
  maskMobileNumber,
  phoneDigits,
} from '@rosto/contract/validators/phone';
import { CodeCapActions } from '../../../components/ui/code-cap-actions';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { callOfferedOf, retryAfterSecondsOf } from '../../../lib/api-client';
import { errorCode, useErrorText } from '../../../lib/error-text';
import { useSetRegisterPhone } from '../api/set-phone';
import styles from './register.module.css';
import { RegisterFormStep } from './register-form-step';
import { useRegisterStep } from './register-step';
import { closeKeyboard } from '../../../lib/native-bridge';

/** Area-code keystrokes: digits only, never a leading 0, at most 2. */
export function cleanAreaCode(input: string): string {
  return input.replace(/\D/gu, '').replace(/^0+/u, '').slice(0, 2);
}

/** A paste or autofill of the whole number into one field: (area code, number) or null. */
export function splitWholePhone(input: string): { areaCode: string; number: string } | null {
  const digits = phoneDigits(input);
  if (digits.length < 10) return null;
  return { areaCode: digits.slice(0, 2), number: digits.slice(2) };
}

export function PhoneStep() {
  const { t } = useTranslation();
  const { state, dispatch, handleFlowError } = useRegisterStep();
  const [areaCode, setAreaCode] = useState(state.phone?.areaCode ?? '');
  const [number, setNumber] = useState(maskMobileNumber(state.phone?.number ?? ''));
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  // A cap on codes: how long it lasts, and whether a call may still go (decision 074).
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [callOffered, setCallOffered] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const setPhone = useSetRegisterPhone();
  const digits = number.replace(/\D/gu, '');
  const phone = { areaCode, number: digits };
  const valid = isValidPhone(phone);
  const complete = areaCode.length === 2 && digits.length === 9;
  const localInvalid = complete && !valid ? 'PHONE_INVALID' : null;
  const errorText = useErrorText(failure ?? localInvalid, failure ? retryAfter : null);

  // Back from a later step with the number already confirmed: nothing to send.
  const confirmedAlready =
    state.phone?.areaCode === areaCode && state.phone.number === digits && state.phoneConfirmed;

  const submit = ({ call = false }: { call?: boolean } = {}) => {
    if (!valid || setPhone.isPending || !state.registerIntentionId) return;
    closeKeyboard();
    setFailure(null);
    if (confirmedAlready) {
      // Already confirmed: no new code, straight past the code screen.
      dispatch({ type: 'advance' });
      dispatch({ type: 'advance' });
      return;
    }
    setPhone.mutate(
      { registerIntentionId: state.registerIntentionId, phone, call },
      {
        onSuccess: ({ resendAfterSeconds }) =>
          dispatch({
            type: 'advance',
            patch: {
              phone,
              phoneConfirmed: false,
              resendAt: Date.now() + resendAfterSeconds * 1000,
              codeByCall: call,
            },
          }),
        onError: (error) => {
          if (handleFlowError(error)) return;
          setFailure(errorCode(error));
          setRetryAfter(retryAfterSecondsOf(error));
          setCallOffered(callOfferedOf(error));
        },
      },
    );
  };

  return (
    <RegisterFormStep
      screen="phone"
      onSubmit={() => {
        submit();
      }}
      footer={
        <LoadingButton loading={setPhone.isPending} disabled={!valid}>
          {confirmedAlready ? t('common.continue') : t('register.phone.send')}
        </LoadingButton>
      }
    >
      <div className={styles.phoneRow}>
        <TextField
          label={t('fields.areaCode')}
          name="area-code"
          inputMode="numeric"
          autoComplete="tel-area-code"
          placeholder="11"
          value={areaCode}
          autoFocus={areaCode.length < 2}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'phone-error' : undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            const whole = splitWholePhone(input.value);
            if (whole) {
              setAreaCode(cleanAreaCode(whole.areaCode));
              setNumber(maskMobileNumber(whole.number));
              numberRef.current?.focus();
              return;
            }
            const next = cleanAreaCode(input.value);
            setAreaCode(next);
            setFailure(null);
            if (isValidAreaCode(next)) numberRef.current?.focus();
          }}
        />
        <TextField
          ref={numberRef}
          label={t('fields.mobileNumber')}
          name="phone-number"
          inputMode="numeric"
          autoComplete="tel-local"
          placeholder="9 9999-9999"
          value={number}
          autoFocus={areaCode.length === 2}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'phone-error' : undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            const whole = splitWholePhone(input.value);
            const next = maskMobileNumber(whole?.number ?? input.value);
            if (whole) setAreaCode(cleanAreaCode(whole.areaCode));
            setNumber(next);
            setFailure(null);
          }}
        />
      </div>
      <div role="alert" className={styles.phoneError}>
        {errorText && (
          <p id="phone-error" className="field__error">
            {errorText}
          </p>
        )}
        {failure === 'TOO_MANY_REQUESTS' && (
          <CodeCapActions callOffered={callOffered} onCall={() => submit({ call: true })} />
        )}
        {failure === 'PHONE_ALREADY_IN_USE' && (
          <div className={styles.inlineLinks}>
            <Link to={paths.login.getHref()}>{t('register.signInInstead')}</Link>
            <SupportTicketLink
              prefill={{
                subject: t('register.phone.inUseTicketSubject'),
                description: t('register.phone.inUseTicketDescription'),
              }}
              context={{ phone: `${areaCode}${number.replace(/\D/gu, '')}` }}
            >
              {t('register.contactSupport')}
            </SupportTicketLink>
          </div>
        )}
      </div>
      <p className="field__hint">
        {confirmedAlready ? t('register.phone.confirmedHint') : t('register.phone.hint')}
      </p>
    </RegisterFormStep>
  );
}
