// 'Wait, we are analysing your photo' (docs/spec/account-checklist.md §2 item 4): over the camera
// while a photo is sent and analysed, or as its own page for the host app's
// capture. A live region, so the wait is announced.
import { useTranslation } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import type { UploadStatus } from '../stores/face-upload';
import styles from './face.module.css';

export function AnalysisPanel({ status, overlay }: { status: UploadStatus; overlay: boolean }) {
  const { t } = useTranslation();
  const content = (
    <div className={styles.analysis} data-overlay={overlay} role="status" aria-live="polite">
      <Spinner />
      <p className={styles.analysisTitle}>{t('face.analysis.title')}</p>
      <p className={styles.analysisText}>
        {status === 'PROCESSING_IMAGE' ? t('face.analysis.processing') : t('face.analysis.sending')}
      </p>
    </div>
  );
  return overlay ? (
    content
  ) : (
    <main id="main" className={styles.analysisPage}>
      {content}
    </main>
  );
}
