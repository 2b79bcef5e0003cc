// /register/face, first screen: the four tips, whether the user wears glasses
// day to day (glasses wearers also take photos with them), 'take photo', a
// help ticket and the way back (account.md §2 "Face capture", item 1).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { faceTicket } from '../utils/face-tickets';
import { TipIcon, type tipGlyphs } from './face-art';
import styles from './face.module.css';

const tips: readonly (keyof typeof tipGlyphs)[] = ['light', 'uncovered', 'neutral', 'circle'];

export function FaceInstructions({
  cpf,
  initialWearsGlasses,
  starting,
  onStart,
  onBack,
}: {
  cpf: string | undefined;
  /** The answer given before (back from the camera), if any. */
  initialWearsGlasses: boolean | null;
  /** The host app is being asked what it offers. */
  starting: boolean;
  onStart: (wearsGlasses: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [wearsGlasses, setWearsGlasses] = useState<boolean | null>(initialWearsGlasses);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const firstOption = useRef<HTMLInputElement>(null);

  return (
    <StepLayout
      pageTitle={t('face.instructions.pageTitle')}
      title={t('face.instructions.title')}
      subtitle={t('face.instructions.subtitle')}
      onBack={onBack}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (wearsGlasses === null) {
            setMissingAnswer(true);
            firstOption.current?.focus();
            return;
          }
          onStart(wearsGlasses);
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
