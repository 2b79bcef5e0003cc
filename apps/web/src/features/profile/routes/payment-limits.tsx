// /perfil/limites (issue 11, decision 036): the customer's limits on paying by
// face: the switch that pauses it at once, the amount above which the shop
// always asks the PIN and the daily limit. A change that lets more be paid
// (a higher limit, resuming) is saved with the PIN pad; lowering or pausing
// is saved at once.
import type { ErrorCode } from '@rosto/contract/errors';
import {
  DAILY_LIMIT_MIN_CENTS,
  PAYMENT_LIMIT_MAX_CENTS,
  type PaymentLimitSettings,
  limitsChangeNeedsPin,
} from '@rosto/contract/validators/payment-limits';
import type { PaymentLimits } from '@rosto/contract/schemas/user';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { PinCheck } from '../../../components/ui/pin-check';
import { Spinner } from '../../../components/ui/spinner';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '@rosto/contract/format-money';
import '../../../lib/locales/limits';
import { showSnackbar } from '../../../lib/snackbar';
import { useProfile } from '../../../lib/user-profile';
import { usePaymentLimits, useUpdatePaymentLimits } from '../api/payment-limits';
import { LimitAmountField } from '../components/limit-amount-field';
import { checkLimitsForm } from '../utils/limits-form';
import styles from './payment-limits.module.css';

const settingsOf = (limits: PaymentLimits): PaymentLimitSettings => ({
  pinAboveCents: limits.pinAboveCents,
  dailyLimitCents: limits.dailyLimitCents,
  paused: limits.paused,
});

function LimitsForm({
  saved,
  saving,
  failure,
  onSubmit,
}: {
  saved: PaymentLimits;
  saving: boolean;
  failure: ErrorCode | null;
  onSubmit: (next: PaymentLimitSettings) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pinAboveCents, setPinAboveCents] = useState<number | null>(saved.pinAboveCents);
  const [dailyCents, setDailyCents] = useState<number | null>(saved.dailyLimitCents);
  const [noDailyLimit, setNoDailyLimit] = useState(saved.dailyLimitCents === null);
  const check = checkLimitsForm({ pinAboveCents, dailyCents, noDailyLimit });
  const failureText = useErrorText(failure);
  const max = formatMoney(PAYMENT_LIMIT_MAX_CENTS, language);
  const changed =
    check.ok &&
    (check.limits.pinAboveCents !== saved.pinAboveCents ||
      check.limits.dailyLimitCents !== saved.dailyLimitCents);

  return (
    <form
      className={styles.section}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check.ok && changed) onSubmit({ ...check.limits, paused: saved.paused });
      }}
    >
      <LimitAmountField
        label={t('limits.pinAbove.label')}
        hint={t('limits.pinAbove.hint', { zero: formatMoney(0, language) })}
        error={!check.ok && check.pinAbove ? t('limits.pinAbove.tooHigh', { max }) : null}
        cents={pinAboveCents}
        disabled={saving}
        onChange={setPinAboveCents}
      />
      {!noDailyLimit && (
        <LimitAmountField
          label={t('limits.daily.label')}
          hint={t('limits.daily.hint')}
          error={
            !check.ok && check.daily
              ? t('limits.daily.outOfRange', {
                  min: formatMoney(DAILY_LIMIT_MIN_CENTS, language),
                  max,
                })
              : null
          }
          cents={dailyCents}
          disabled={saving}
          onChange={setDailyCents}
        />
      )}
      <label className="check-row">
        <input
          type="checkbox"
          className="check-row__box"
          checked={noDailyLimit}
          disabled={saving}
          onChange={(event) => setNoDailyLimit(event.target.checked)}
        />
        <span>{t('limits.daily.noLimit')}</span>
      </label>
      <p className={styles.note}>{t('limits.pinNote')}</p>
      <div className={stepStyles.footer}>
        <div role="alert">
          {failureText && <p className="field__error">{failureText}</p>}
          {failure === 'PAYMENT_LIMITS_PIN_NOT_SET' && (
            <Link
              to={paths.profileResetPin.getHref()}
              className="button button--secondary button--block"
            >
              {t('limits.createPin')}
            </Link>
          )}
        </div>
        <LoadingButton loading={saving} disabled={!changed}>
          {t('limits.save')}
        </LoadingButton>
      </div>
    </form>
  );
}

function PauseSwitch({
  limits,
  saving,
  onToggle,
}: {
  limits: PaymentLimits;
  saving: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="check-row">
      <input
        type="checkbox"
        role="switch"
        className="check-row__box"
        checked={limits.paused}
        disabled={saving}
        onChange={onToggle}
      />
      <span className={styles.switchText}>
        <span className={styles.switchLabel}>{t('limits.pause.label')}</span>
        <span className={styles.note}>
          {limits.paused && limits.pausedAt
            ? t('limits.pause.pausedSince', { date: formatDate(limits.pausedAt, language) })
            : t('limits.pause.hint')}
        </span>
      </span>
    </label>
  );
}

export function PaymentLimitsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const limits = usePaymentLimits();
  const update = useUpdatePaymentLimits();
  // A change waiting for the PIN pad; the PIN itself is never kept.
  const [awaitingPin, setAwaitingPin] = useState<PaymentLimitSettings | null>(null);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [pinFailure, setPinFailure] = useState<ErrorCode | null>(null);
  const loadFailureText = useErrorText(limits.isError ? errorCode(limits.error) : null);
  const backToProfile = () => void navigate(paths.profile.getHref(), { replace: true });

  const save = (saved: PaymentLimitSettings, next: PaymentLimitSettings, pin?: string) => {
    update.mutate(
      { ...next, ...(pin === undefined ? {} : { pin }) },
      {
        onSuccess: () => {
          setAwaitingPin(null);
          const done = next.paused === saved.paused ? 'saved' : next.paused ? 'paused' : 'resumed';
          showSnackbar(t(`limits.${done}`), { variant: 'success' });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (pin !== undefined) setPinFailure(code);
          // The limits changed elsewhere meanwhile: this change needs the PIN after all.
          else if (code === 'PAYMENT_LIMITS_PIN_REQUIRED') setAwaitingPin(next);
          else setFailure(code);
        },
      },
    );
  };

  const submit = (saved: PaymentLimitSettings, next: PaymentLimitSettings) => {
    setFailure(null);
    setPinFailure(null);
    if (!limitsChangeNeedsPin(saved, next)) return save(saved, next);
    if (profile && !profile.hasPin) return setFailure('PAYMENT_LIMITS_PIN_NOT_SET');
    setAwaitingPin(next);
  };

  if (limits.data && awaitingPin) {
    const saved = settingsOf(limits.data);
    return (
      <StepLayout
        pageTitle={t('limits.pin.pageTitle')}
        title={t('limits.pin.title')}
        subtitle={t('limits.pin.text')}
        onBack={() => setAwaitingPin(null)}
        backDisabled={update.isPending}
      >
        <PinCheck
          failure={pinFailure}
          pending={update.isPending}
          pendingLabel={t('limits.pin.saving')}
          onComplete={(pin) => {
            setPinFailure(null);
            save(saved, awaitingPin, pin);
          }}
          onTyping={() => setPinFailure(null)}
        />
      </StepLayout>
    );
  }

  return (
    <StepLayout
      pageTitle={t('limits.pageTitle')}
      title={t('limits.title')}
      subtitle={t('limits.subtitle')}
      onBack={backToProfile}
    >
      {limits.data ? (
        <div className={styles.section}>
          <PauseSwitch
            limits={limits.data}
            saving={update.isPending}
            onToggle={() => {
              const saved = settingsOf(limits.data);
              submit(saved, { ...saved, paused: !saved.paused });
            }}
          />
          <LimitsForm
            // Saved amounts fill the fields afresh; a pause leaves what is being typed.
            key={`${limits.data.pinAboveCents}-${limits.data.dailyLimitCents}`}
            saved={limits.data}
            saving={update.isPending}
            failure={failure}
            onSubmit={(next) => submit(settingsOf(limits.data), next)}
          />
        </div>
      ) : limits.isError ? (
        <div className={styles.status} role="alert">
          <p>{t('limits.loadFailed')}</p>
          {loadFailureText && <p className={styles.note}>{loadFailureText}</p>}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void limits.refetch()}
          >
            {t('limits.retry')}
          </button>
        </div>
      ) : (
        <div className={styles.status}>
          <Spinner label={t('limits.loading')} />
        </div>
      )}
    </StepLayout>
  );
}
