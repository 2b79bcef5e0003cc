// Branch 3 of the card validation (docs/spec/wallet-checklist.md §2, §5): the issuer refused the
// small charge, so the card is validated by its security code instead. Digits
// only, 3 or 4 by brand, the button disabled until the code is complete. The
// code lives in this field's state only: never stored, never logged.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { cvvDigits, isValidCvv } from '@rosto/contract/validators/cvv';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../components/ui/text-field';
import '../../../../lib/locales/wallet-validate';
import { cvvLengthOf } from '../utils/validation-flow';
import { ValidationFormStep } from './validation-form-step';
import styles from './validation-screens.module.css';

export function ValidationCvv({
  card,
  sending,
  onSubmit,
  onBack,
}: {
  card: Pick<PaymentMethod, 'authorizerName' | 'cardLastFourDigits' | 'alias' | 'cardBrand'>;
  sending: boolean;
  onSubmit: (cvv: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [cvv, setCvv] = useState('');
  const length = cvvLengthOf(card);
  const valid = isValidCvv(cvv, length);
  const hint =
    length === 4
      ? t('walletValidate.cvv.hint4')
      : length === 3
        ? t('walletValidate.cvv.hint3')
        : t('walletValidate.cvv.hintAny');

  return (
    <ValidationFormStep
      step="cvv"
      card={card}
      sending={sending}
      answer={valid ? cvv : null}
      onSubmit={onSubmit}
      onBack={onBack}
    >
      <TextField
        label={t('walletValidate.cvv.label')}
        hint={hint}
        className={styles.cvvInput}
        inputMode="numeric"
        autoComplete="cc-csc"
        autoFocus
        placeholder={length === 4 ? '1234' : '123'}
        maxLength={length ?? 4}
        value={cvv}
        readOnly={sending}
        onChange={(event) => setCvv(cvvDigits(event.target.value).slice(0, length ?? 4))}
      />
    </ValidationFormStep>
  );
}
