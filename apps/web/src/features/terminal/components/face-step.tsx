// "Olhe para a câmera": the camera, and for a face the search did not find
// the customer's CPF (1:1) or the phone's last 4 digits (a narrower search),
// both optional and sent with the next photo.
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { CpfField, useCpfInput } from '../../../components/ui/cpf-field';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '@rosto/contract/format-money';
import type { FaceHelp } from '../hooks/use-sale';
import { TerminalCamera } from './terminal-camera';
import styles from './terminal.module.css';

export function FaceStep({
  amountCents,
  identifying,
  onPhoto,
  onBack,
}: {
  amountCents: number;
  identifying: boolean;
  onPhoto: (image: string, help: FaceHelp, frames: string[]) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [helpOpen, setHelpOpen] = useState(false);
  const cpf = useCpfInput();
  const [phone, setPhone] = useState('');
  const phoneIncomplete = phone.length > 0 && phone.length < 4;

  const help = (): FaceHelp => ({
    ...(cpf.valid ? { cpf: cpf.digits } : {}),
    ...(phone.length === 4 ? { phoneLastFour: phone } : {}),
  });

  return (
    <div className={styles.split}>
      <div className={styles.column}>
        <h1 className={styles.title} tabIndex={-1}>
          {t('terminal.face.title')}
        </h1>
        <p className={styles.text}>{t('terminal.face.text')}</p>
        <p className={styles.title}>
          <span className="visually-hidden">{t('terminal.amount.label')}: </span>
          {formatMoney(amountCents, language)}
        </p>
        <div className={styles.help}>
          <button
            type="button"
            className="link-button"
            aria-expanded={helpOpen}
            onClick={() => setHelpOpen((open) => !open)}
          >
            {t('terminal.face.helpToggle')}
          </button>
          {helpOpen && (
            <>
              <CpfField cpf={cpf} label={t('terminal.face.cpfLabel')} />
              <TextField
                label={t('terminal.face.phoneLabel')}
                name="phoneLastFour"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={phone}
                error={phoneIncomplete ? t('terminal.face.phoneInvalid') : null}
                onChange={(event) => setPhone(event.currentTarget.value.replace(/\D/gu, ''))}
              />
            </>
          )}
        </div>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('terminal.back')}
        </button>
      </div>
      <div className={`${styles.column} ${styles.cameraColumn}`}>
        <TerminalCamera
          busy={identifying}
          busyLabel={t('terminal.face.identifying')}
          onPhoto={(image, frames) => onPhoto(image, help(), frames)}
        />
      </div>
    </div>
  );
}
