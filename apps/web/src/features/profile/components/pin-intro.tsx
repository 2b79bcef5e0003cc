// /perfil/redefinir-pin, first step: what the PIN is for, then "Alterar senha"
// or "Não sei minha senha"; a user without a PIN gets "Criar senha" (the API
// sends one by SMS, and with it the user chooses their own).
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/pin';
import type { SendNewPin } from './pin-send-new';
import styles from './pin-steps.module.css';

export function PinIntro({
  hasPin,
  onChange,
  sendNewPin,
  resetting,
  onBack,
}: {
  hasPin: boolean;
  onChange: () => void;
  sendNewPin: SendNewPin;
  resetting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  // Too many resets this hour, no connection: said above the buttons.
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);

  const requestPin = (reason: 'forgot' | 'create') => {
    setFailure(null);
    sendNewPin(reason, setFailure);
  };

  return (
    <StepLayout
      pageTitle={t('resetPin.pageTitle')}
      title={t(hasPin ? 'resetPin.intro.title' : 'resetPin.intro.createTitle')}
      subtitle={t(hasPin ? 'resetPin.intro.text' : 'resetPin.intro.createText')}
      onBack={onBack}
    >
      <div className={stepStyles.form}>
        <div role="alert" className={styles.alert}>
          {errorText && <p className="field__error">{errorText}</p>}
        </div>
        <div className={stepStyles.footer}>
          {hasPin ? (
            <>
              {/* Said before, not only after: the other devices will need a code (issue 29). */}
              <p className={stepStyles.notice}>{t('resetPin.intro.signOutNote')}</p>
              <button
                type="button"
                className="button button--primary button--block"
                disabled={resetting}
                onClick={onChange}
              >
                {t('resetPin.intro.change')}
              </button>
              <LoadingButton
                type="button"
                className="button button--secondary button--block"
                loading={resetting}
                onClick={() => requestPin('forgot')}
              >
                {t('resetPin.intro.forgot')}
              </LoadingButton>
            </>
          ) : (
            <LoadingButton type="button" loading={resetting} onClick={() => requestPin('create')}>
              {t('resetPin.intro.create')}
            </LoadingButton>
          )}
        </div>
      </div>
    </StepLayout>
  );
}
