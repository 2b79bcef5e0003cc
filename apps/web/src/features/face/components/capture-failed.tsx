// 'We could not take your photo' (docs/spec/account-checklist.md §2 item 4): for failures that
// are not a verdict on the face (network, a camera that broke, an answer out
// of order). Try again, or a support ticket that carries the code.
import type { ErrorCode } from '@rosto/contract/errors';
import { useTranslation } from '../../../lib/i18n';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { StepLayout } from '../../../components/ui/step-layout';
import { useErrorText } from '../../../lib/error-text';
import { faceTicket } from '../utils/face-tickets';
import { FaceArt } from './face-art';
import styles from './face.module.css';

export function CaptureFailed({
  code,
  cpf,
  onRetry,
  onBack,
}: {
  code: ErrorCode;
  cpf: string | undefined;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const detail = useErrorText(code);
  return (
    <StepLayout
      pageTitle={t('face.failed.pageTitle')}
      title={t('face.failed.title')}
      onBack={onBack}
    >
      <div className={styles.centred}>
        <FaceArt kind="fail" />
        <p className={styles.pageText}>{t('face.failed.text')}</p>
        <div role="alert">{detail && <p className={styles.notice}>{detail}</p>}</div>
        <div className={styles.actions}>
          <button type="button" className="button button--primary button--block" onClick={onRetry}>
            {t('face.failed.retry')}
          </button>
          <SupportTicketLink
            {...faceTicket(t, 'captureFailed', { cpf, code })}
            className="button button--secondary button--block"
          >
            {t('face.failed.support')}
          </SupportTicketLink>
        </div>
      </div>
    </StepLayout>
  );
}
