// The Senff card flow (docs/spec/wallet-checklist.md §2, §4, §5, §8): 1. why an SMS code goes to
// the card's phone, with the card's last four digits and its name; 2. the
// code (mask 99 99 99), with a resend dialog once the server's countdown ends;
// 3. success, then the wallet after 2 s. Refusals are one bottom-centre toast
// each (the snackbar queue replaces a repeated message instead of stacking it).
import type { ErrorCode } from '@rosto/contract/errors';
import { OTP_LENGTH, isValidOtp, maskCardOtp } from '@rosto/contract/validators/otp';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Modal, modalStyles } from '../../../../components/ui/modal';
import { countdownText, ResendCountdown } from '../../../../components/ui/resend-countdown';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import { normaliseError } from '../../../../lib/api-client';
import { errorText, preloadErrorCatalogue } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import { useCountdown } from '../../../../lib/use-countdown';
import { useHeadingFocusOnStepChange } from '../../../../lib/use-heading-focus-on-step-change';
import { useSenffFinish } from '../../api/senff-finish';
import { useSenffStart } from '../../api/senff-start';
import type { FieldProblem } from '../utils/add-card-rules';
import {
  SENFF_SUCCESS_DELAY_MS,
  initialSenff,
  senffReducer,
  senffStepNumber,
} from '../utils/add-senff-machine';
import { PlainField } from './add-card-fields';
import { FormField } from './add-field-frame';
import styles from './add-screens.module.css';

const TOTAL_STEPS = 3;

async function toastRefusal(error: unknown): Promise<ErrorCode> {
  const { code } = normaliseError(error);
  // errorText falls back to the UNKNOWN text for a code the catalogue lacks.
  showSnackbar(await errorText(code), { variant: 'error' });
  return code;
}

export function AddSenffFlow({
  defaultCardName,
  onBack,
  onDone,
}: {
  /** The authorizer's card name (metadata.cardName), the name field's start. */
  defaultCardName: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(senffReducer, initialSenff);
  const start = useSenffStart();
  const finish = useSenffFinish();
  const step = senffStepNumber(state);
  useHeadingFocusOnStepChange(state.step);

  // Step 3 moves on by itself after 2 s.
  const done = state.step === 'done';
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, SENFF_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const layout = {
    pageTitle: t('walletAdd.pageTitle'),
    progress: { current: step, total: TOTAL_STEPS },
  };

  switch (state.step) {
    case 'intro':
      return (
        <StepLayout
          {...layout}
          title={t('walletAdd.senff.title')}
          subtitle={t('walletAdd.senff.introSubtitle')}
          onBack={onBack}
          backDisabled={start.isPending}
        >
          <SenffIntro
            defaultCardName={defaultCardName}
            sending={start.isPending}
            onSend={(lastFourDigits, cardName) => {
              void preloadErrorCatalogue();
              start.mutate(
                { lastFourDigits },
                {
                  onSuccess: ({ resendAfterSeconds }) =>
                    dispatch({
                      type: 'code-sent',
                      lastFourDigits,
                      cardName,
                      resendAfterSeconds,
                      now: Date.now(),
                    }),
                  onError: (error) => void toastRefusal(error),
                },
              );
            }}
          />
        </StepLayout>
      );
    case 'code':
      return (
        <StepLayout
          {...layout}
          title={t('walletAdd.senff.codeTitle')}
          subtitle={t('walletAdd.senff.codeSubtitle', { lastFour: state.lastFourDigits })}
          onBack={() => dispatch({ type: 'back' })}
          backDisabled={finish.isPending}
        >
          <SenffCode
            resendAt={state.resendAt}
            confirming={finish.isPending}
            resending={start.isPending}
            onConfirm={(otp, onRefused) =>
              finish.mutate(
                { otp, cardName: state.cardName, lastFourDigits: state.lastFourDigits },
                {
                  onSuccess: () => dispatch({ type: 'added' }),
                  onError: (error) => void toastRefusal(error).then(onRefused),
                },
              )
            }
            onResend={(onSent) =>
              start.mutate(
                { lastFourDigits: state.lastFourDigits },
                {
                  onSuccess: ({ resendAfterSeconds }) => {
                    dispatch({ type: 'code-resent', resendAfterSeconds, now: Date.now() });
                    onSent();
                    showSnackbar(t('walletAdd.senff.resent'), { variant: 'success' });
                  },
                  onError: (error) => void toastRefusal(error),
                },
              )
            }
          />
        </StepLayout>
      );
    case 'done':
      return (
        <StepLayout {...layout} title={t('walletAdd.senff.doneTitle')}>
          <div className={styles.result}>
            <div className={styles.resultArt} aria-hidden="true">
              <svg width="56" height="56" viewBox="0 0 24 24">
                <path
                  d="M5 12.5l4.2 4.2L19 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </div>
            <p className={styles.resultText} role="status">
              {t('walletAdd.senff.doneText')}
            </p>
          </div>
          <div className={stepStyles.footer}>
            <button type="button" className="button button--primary button--block" onClick={onDone}>
              {t('walletAdd.senff.toWallet')}
            </button>
          </div>
        </StepLayout>
      );
  }
}

function SenffIntro({
  defaultCardName,
  sending,
  onSend,
}: {
  defaultCardName: string;
  sending: boolean;
  onSend: (lastFourDigits: string, cardName: string) => void;
}) {
  const { t } = useTranslation();
  const [lastFour, setLastFour] = useState('');
  const [cardName, setCardName] = useState(defaultCardName);
  const ready = /^\d{4}$/u.test(lastFour) && cardName.trim() !== '';
  return (
    <form
      className={stepStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !sending) onSend(lastFour, cardName.trim());
      }}
    >
      <div className={stepStyles.fields}>
        <PlainField
          label={t('walletAdd.senff.lastFour')}
          value={lastFour}
          onChange={setLastFour}
          inputMode="numeric"
          maxLength={4}
        />
        <PlainField
          label={t('walletAdd.senff.cardName')}
          hint={t('walletAdd.senff.cardNameHint')}
          value={cardName}
          onChange={setCardName}
          maxLength={100}
        />
      </div>
      <div className={stepStyles.footer}>
        <LoadingButton loading={sending} disabled={!ready}>
          {t('walletAdd.senff.send')}
        </LoadingButton>
      </div>
    </form>
  );
}

function SenffCode({
  resendAt,
  confirming,
  resending,
  onConfirm,
  onResend,
}: {
  resendAt: number;
  confirming: boolean;
  resending: boolean;
  /** `onRefused` gets the refusal's code, to empty the field after a wrong code. */
  onConfirm: (otp: string, onRefused: (code: ErrorCode) => void) => void;
  /** `onSent` closes the dialog once a new code went out. */
  onResend: (onSent: () => void) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  const digits = code.replace(/\D/gu, '');
  const resendWait = (time: string) => t('walletAdd.senff.resendWait', { time });

  return (
    <form
      className={stepStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirming) return;
        if (!isValidOtp(digits)) {
          setProblem('CARD_OTP_INVALID');
          return;
        }
        onConfirm(digits, (refusal) => {
          if (refusal === 'GATEWAY_SENFF_CARD_INVALID_OTP') setCode('');
        });
      }}
    >
      <div className={stepStyles.fields}>
        <FormField
          label={t('walletAdd.senff.code')}
          hint={t('walletAdd.senff.codeHint')}
          problem={problem}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={`field__input ${styles.codeInput}`}
              value={code}
              onChange={(event) => {
                setProblem(undefined);
                setCode(maskCardOtp(event.target.value));
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="00 00 00"
              maxLength={OTP_LENGTH + 2}
              readOnly={confirming}
              autoFocus
            />
          )}
        </FormField>
        <ResendCountdown
          className={styles.status}
          secondsLeft={secondsLeft}
          wait={resendWait}
          ready={t('walletAdd.senff.resendReady')}
        >
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => setDialogOpen(true)}
          >
            {t('walletAdd.senff.notReceived')}
          </button>
        </ResendCountdown>
      </div>
      <div className={stepStyles.footer}>
        <LoadingButton loading={confirming}>{t('walletAdd.senff.confirm')}</LoadingButton>
      </div>
      {dialogOpen && (
        <Modal title={t('walletAdd.senff.resendTitle')} onClose={() => setDialogOpen(false)}>
          <p className={modalStyles.text}>
            {countdownText(secondsLeft, resendWait, t('walletAdd.senff.resendReady'))}
          </p>
          <div className={modalStyles.actions}>
            <LoadingButton
              type="button"
              loading={resending}
              disabled={secondsLeft > 0}
              onClick={() =>
                onResend(() => {
                  setCode('');
                  setProblem(undefined);
                  setDialogOpen(false);
                })
              }
            >
              {t('walletAdd.senff.resend')}
            </LoadingButton>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => setDialogOpen(false)}
            >
              {t('walletAdd.senff.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}
