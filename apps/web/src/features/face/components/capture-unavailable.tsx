// Web capture switched off (VITE_FACE_WEB_CAPTURE_ENABLED=false) and no host
// app camera: the photo has to be taken in the app (docs/spec/account-checklist.md §1). The store
// pages open in this tab (a phone hands them to its store app), or through the
// host inside the wrapper (decision 028).
import { useTranslation } from '../../../lib/i18n';
import { ExternalLink } from '../../../components/ui/external-link';
import { StepLayout } from '../../../components/ui/step-layout';
import { env } from '../../../config/env';
import { FaceArt } from './face-art';
import styles from './face.module.css';

export function CaptureUnavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t('face.unavailable.pageTitle')}
      title={t('face.unavailable.title')}
      onBack={onBack}
    >
      <div className={styles.centred}>
        <FaceArt kind="phone" />
        <p className={styles.pageText}>{t('face.unavailable.text')}</p>
        <ul className={styles.stores} aria-label={t('face.unavailable.storesLabel')}>
          <li>
            <ExternalLink
              href={env.appStoreUrl}
              className="button button--primary button--block"
              sameTab
            >
              {t('face.unavailable.appStore')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink
              href={env.playStoreUrl}
              className="button button--secondary button--block"
              sameTab
            >
              {t('face.unavailable.playStore')}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </StepLayout>
  );
}
