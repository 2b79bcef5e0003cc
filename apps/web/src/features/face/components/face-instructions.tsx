// /register/face, first screen: the four tips, whether the user wears glasses
// day to day (glasses wearers also take photos with them), the consent to
// biometric processing, 'take photo', a help ticket and the way back
// (docs/spec/account-checklist.md §2 "Face capture", item 1).
import type { ErrorCode } from '@rosto/contract/errors';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { env } from '../../../config/env';
import { useErrorText } from '../../../lib/error-text';
import { faceTicket } from '../utils/face-tickets';
import { TipIcon, type tipGlyphs } from './face-art';
import styles from './face.module.css';

const tips: readonly (keyof typeof tipGlyphs)[] = ['light', 'uncovered', 'neutral', 'circle'];

/** The policy's section on the data collected, where the biometric data is explained. */
const privacyHref = `${env.privacyUrl}#dados-coletados`;

export function FaceInstructions({
  cpf,
  initialWearsGlasses,
  initialConsent,
  starting,
  error,
  onStart,
  onBack,
  progress,
}: {
  cpf: string | undefined;
  /** The answer given before (back from the camera), if any. */
  initialWearsGlasses: boolean | null;
  /** The consent was already recorded from this page. */
  initialConsent: boolean;
  /** The consent is being recorded, or the host app asked what it offers. */
  starting: boolean;
  /** The consent call failed, or a capture found no consent on the server. */
  error: ErrorCode | null;
  /** Only once the glasses are answered and the consent ticked. */
  onStart: (wearsGlasses: boolean) => void;
  onBack: () => void;
  /** Within the registration: its last step ("Etapa 9 de 9"). */
  progress?: { current: number; total: number } | null;
}) {
  const { t } = useTranslation();
  const [wearsGlasses, setWearsGlasses] = useState<boolean | null>(initialWearsGlasses);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const [consent, setConsent] = useState(initialConsent);
  const [missingConsent, setMissingConsent] = useState(false);
  const errorText = useErrorText(error);
  const firstOption = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  return (
    <StepLayout
      pageTitle={t('face.instructions.pageTitle')}
      title={t('face.instructions.title')}
      subtitle={t('face.instructions.subtitle')}
      onBack={onBack}
      progress={progress ?? undefined}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The button stays enabled (a disabled one says nothing to a screen
          // reader): each missing answer says so, the first one takes the focus.
          setMissingAnswer(wearsGlasses === null);
          setMissingConsent(!consent);
          if (wearsGlasses === null) firstOption.current?.focus();
          else if (!consent) consentBox.current?.focus();
          else onStart(wearsGlasses);
        }}
      >
        <ul className={styles.tips} aria-label={t('face.instructions.tipsLabel')}>
          {tips.map((tip) => (
            <li key={tip} className={styles.tip}>
              <span className={styles.tipIcon}>
                <TipIcon tip={tip} />
              </span>
              {t(`face.instructions.tips.${tip}`)}
            </li>
          ))}
        </ul>

        <fieldset
          className={styles.question}
          aria-describedby="face-glasses-hint face-glasses-error"
          aria-invalid={missingAnswer || undefined}
        >
          <legend className={styles.questionLegend}>
            {t('face.instructions.glassesQuestion')}
          </legend>
          <div className={styles.options}>
            {([true, false] as const).map((value) => (
              <label key={String(value)} className={styles.option}>
                <input
                  ref={value ? firstOption : undefined}
                  type="radio"
                  name="wears-glasses"
                  checked={wearsGlasses === value}
                  onChange={() => {
                    setWearsGlasses(value);
                    setMissingAnswer(false);
                  }}
                />
                {value ? t('face.instructions.glassesYes') : t('face.instructions.glassesNo')}
              </label>
            ))}
          </div>
          <p id="face-glasses-hint" className="field__hint">
            {t('face.instructions.glassesHint')}
          </p>
          <div id="face-glasses-error" role="alert" className="field__error-slot">
            {missingAnswer && (
              <p className="field__error">{t('face.instructions.glassesRequired')}</p>
            )}
          </div>
        </fieldset>

        {/* LGPD art. 11, I: a specific consent, set apart from the rest of the screen. */}
        <div className={styles.consent}>
          <label className={`check-row ${styles.consentRow}`}>
            <input
              ref={consentBox}
              type="checkbox"
              className="check-row__box"
              checked={consent}
              aria-describedby="face-consent-error"
              aria-invalid={missingConsent || undefined}
              onChange={(event) => {
                setConsent(event.currentTarget.checked);
                setMissingConsent(false);
              }}
            />
            <span>
              {t('face.instructions.consent')}{' '}
              <ConfiguredLink href={privacyHref}>
                {t('face.instructions.consentLink')}
              </ConfiguredLink>
              .
            </span>
          </label>
          <div id="face-consent-error" role="alert" className="field__error-slot">
            {missingConsent ? (
              <p className="field__error">{t('face.instructions.consentRequired')}</p>
            ) : (
              errorText && <p className="field__error">{errorText}</p>
            )}
          </div>
        </div>

        <div className={stepStyles.footer}>
          <LoadingButton loading={starting}>{t('face.instructions.takePhoto')}</LoadingButton>
          <SupportTicketLink {...faceTicket(t, 'help', { cpf })} className={styles.helpLink}>
            {t('face.instructions.help')}
          </SupportTicketLink>
        </div>
      </form>
    </StepLayout>
  );
}
