// The end pages of the card validation (docs/spec/wallet-checklist.md §2): validated (the check
// animation), cannot be validated (and its "add it again" variant), under
// review, not found and a load failure; each with a way back to /carteira.
import type { ErrorCode } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { SupportTicketLink } from '../../../../components/ui/support-ticket-link';
import '../../../../lib/locales/wallet-validate';
import type { FailureVariant } from '../utils/validation-flow';
import { ValidationCheckAnimation } from './validation-check-animation';
import styles from './validation-screens.module.css';

type ArtKind = 'fail' | 'info' | 'card';

const artPaths: Record<ArtKind, ReactNode> = {
  fail: <path d="M20 20l24 24M44 20L20 44" strokeWidth="6" strokeLinecap="round" />,
  info: (
    <>
      <circle cx="32" cy="32" r="22" fill="none" strokeWidth="5" />
      <path d="M32 19v14l9 6" fill="none" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  card: (
    <>
      <rect x="8" y="16" width="48" height="32" rx="6" fill="none" strokeWidth="5" />
      <path d="M8 27h48" strokeWidth="5" />
      <path d="M17 39h12" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
};

function ResultArt({ kind }: { kind: ArtKind }) {
  return (
    <span className={styles.art} data-kind={kind} aria-hidden="true">
      <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor">
        {artPaths[kind]}
      </svg>
    </span>
  );
}

/** A result page: the art, the heading (focused by the route on a change), the text, the actions. */
function ValidationResultPage({
  pageTitle,
  art,
  title,
  text,
  children,
}: {
  pageTitle: string;
  art: ReactNode;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className={styles.result}>
      <title>{pageTitle}</title>
      <div className={styles.resultBody}>
        {art}
        <h1 className={styles.resultTitle} tabIndex={-1}>
          {title}
        </h1>
        {text && <p className={styles.resultText}>{text}</p>}
      </div>
      <div className={styles.resultActions}>{children}</div>
    </main>
  );
}

/** A prefilled ticket about validating this card; the error seen goes as a support reference. */
export function ValidationHelpLink({
  card,
  code,
  className = 'button button--ghost button--block',
}: {
  card: Pick<PaymentMethod, 'authorizerName'> | null;
  code?: ErrorCode | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <SupportTicketLink
      className={className}
      prefill={{
        subject: t('walletValidate.ticket.subject'),
        description: t('walletValidate.ticket.description', {
          authorizer: card?.authorizerName ?? '',
        }),
      }}
      context={code ? { code } : undefined}
    >
      {t('walletValidate.help')}
    </SupportTicketLink>
  );
}

export function ValidationSuccess({
  card,
  onDone,
  pageTitle,
  title,
  text,
}: {
  card: Pick<PaymentMethod, 'formattedOneLine'>;
  onDone: () => void;
  pageTitle?: string;
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <ValidationResultPage
      pageTitle={pageTitle ?? t('walletValidate.pageTitle')}
      art={<ValidationCheckAnimation label={t('walletValidate.success.animation')} />}
      title={title ?? t('walletValidate.success.title')}
      text={text ?? t('walletValidate.success.text', { card: card.formattedOneLine })}
    >
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('walletValidate.backToWallet')}
      </button>
    </ValidationResultPage>
  );
}

export function ValidationFailure({
  card,
  variant,
  code,
  onDone,
}: {
  card: Pick<PaymentMethod, 'authorizerName'>;
  variant: FailureVariant;
  code: ErrorCode | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reregister = variant === 'reregister';
  return (
    <ValidationResultPage
      pageTitle={t('walletValidate.pageTitle')}
      art={<ResultArt kind={reregister ? 'card' : 'fail'} />}
      title={
        reregister ? t('walletValidate.failure.reregisterTitle') : t('walletValidate.failure.title')
      }
      text={
        reregister ? t('walletValidate.failure.reregisterText') : t('walletValidate.failure.text')
      }
    >
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('walletValidate.gotIt')}
      </button>
      <ValidationHelpLink card={card} code={code} />
    </ValidationResultPage>
  );
}

export function ValidationReview({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ValidationResultPage
      pageTitle={t('walletValidate.pageTitle')}
      art={<ResultArt kind="info" />}
      title={t('walletValidate.review.title')}
      text={t('walletValidate.review.text')}
    >
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('walletValidate.gotIt')}
      </button>
    </ValidationResultPage>
  );
}

export function ValidationNotFound({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ValidationResultPage
      pageTitle={t('walletValidate.pageTitle')}
      art={<ResultArt kind="card" />}
      title={t('walletValidate.notFound.title')}
      text={t('walletValidate.notFound.text')}
    >
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t('walletValidate.backToWallet')}
      </button>
    </ValidationResultPage>
  );
}

/** The card could not be read: the reason in the user's language, try again or leave. */
export function ValidationLoadError({
  pageTitle,
  title,
  reason,
  retrying,
  onRetry,
  onDone,
}: {
  pageTitle?: string;
  title?: string;
  reason: string | null;
  retrying: boolean;
  onRetry: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ValidationResultPage
      pageTitle={pageTitle ?? t('walletValidate.pageTitle')}
      art={<ResultArt kind="fail" />}
      title={title ?? t('walletValidate.loadError.title')}
      text={reason && <span role="alert">{reason}</span>}
    >
      <button
        type="button"
        className="button button--primary button--block"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {t('walletValidate.loadError.retry')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onDone}>
        {t('walletValidate.backToWallet')}
      </button>
    </ValidationResultPage>
  );
}
