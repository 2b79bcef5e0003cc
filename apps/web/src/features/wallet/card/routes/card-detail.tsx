// /carteira/{id} (docs/spec/wallet-checklist.md §2 "Card detail pages"): a pre/post-paid card of a
// partner place, with its balance and its statement (GET user/credits: top-ups
// and purchases, canceled ones marked). It cannot be edited or deleted
// (decision 030). Any other card's id goes on to its edit page, which is that
// card's detail page, so one link to /carteira/{id} serves every card.
import type { CreditItem, PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType } from '@rosto/contract/schemas/payment-methods';
import { Navigate, useParams } from 'react-router';
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { StepLayout } from '../../../../components/ui/step-layout';
import { normaliseError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format-date';
import { formatMoney } from '@rosto/contract/format-money';
import { useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet';
import { useCredits } from '../../api/get-credits';
import { usePaymentMethod } from '../../api/get-payment-method';
import { CardFace } from '../components/card-face';
import { editCardLink } from '../../shared/components/card-links';
import {
  CardBalance,
  CardPageProblem,
  CardPageSkeleton,
  WhereToUseLink,
  isMissingCard,
  useBackToWallet,
} from '../components/card-page-parts';
import styles from '../components/card-pages.module.css';

export function CardDetailRoute() {
  const { id = '' } = useParams();
  return <CardDetail key={id} id={id} />;
}

function CardDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const back = useBackToWallet();
  const query = usePaymentMethod(id);
  const card = query.data;
  const missing = card === null || (query.isError && isMissingCard(query.error));
  const loadFailure = useErrorText(
    query.isError && !missing ? normaliseError(query.error).code : null,
  );

  if (card && !isPrePostPaidType(card.type)) {
    const link = editCardLink(card);
    return <Navigate to={link.to} state={link.state} replace />;
  }

  let body;
  if (missing) body = <CardPageProblem text={t('wallet.edit.notFoundText')} />;
  else if (card) body = <PrePostPaidCard card={card} />;
  else if (query.isError)
    body = <CardPageProblem text={loadFailure ?? ''} onRetry={() => void query.refetch()} />;
  else body = <CardPageSkeleton />;

  return (
    <StepLayout
      pageTitle={t('wallet.detail.pageTitle')}
      title={missing ? t('wallet.edit.notFoundTitle') : t('wallet.detail.title')}
      onBack={back}
    >
      {body}
    </StepLayout>
  );
}

function PrePostPaidCard({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      <CardFace card={card} />
      {card.balanceCents !== null && <CardBalance balanceCents={card.balanceCents} />}
      <section aria-labelledby="card-credits-title" className={styles.content}>
        <h2 id="card-credits-title" className={styles.sectionTitle}>
          {t('wallet.detail.credits')}
        </h2>
        <CardCredits cardId={card.id} />
      </section>
      <p className={styles.note}>{t('wallet.detail.readOnly')}</p>
      <ul className={styles.links}>
        <li>
          <WhereToUseLink />
        </li>
      </ul>
    </div>
  );
}

function CardCredits({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const credits = useCredits(cardId);
  const failure = useErrorText(credits.isError ? normaliseError(credits.error).code : null);
  if (credits.isPending) {
    return (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className="visually-hidden">{t('wallet.detail.creditsLoading')}</span>
        <span className={styles.skeletonBar} aria-hidden="true" />
        <span className={styles.skeletonBar} aria-hidden="true" />
      </div>
    );
  }
  if (credits.isError) {
    return (
      <div className={styles.problem}>
        <p role="alert">
          {t('wallet.detail.creditsError')} {failure}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void credits.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (credits.data.length === 0) {
    return <p className={styles.note}>{t('wallet.detail.creditsEmpty')}</p>;
  }
  return (
    <ul className={styles.credits} aria-labelledby="card-credits-title">
      {credits.data.map((credit) => (
        <CreditRow key={credit.id} credit={credit} />
      ))}
    </ul>
  );
}

function CreditRow({ credit }: { credit: CreditItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const topUp = credit.addedCreditCents > 0;
  const amount = formatMoney(topUp ? credit.addedCreditCents : credit.totalPriceCents, language);
  return (
    <li className={styles.credit} data-canceled={credit.canceled || undefined} data-testid="credit">
      <span className={styles.creditText}>
        <span className={styles.creditKind}>
          {topUp ? t('wallet.detail.topUp') : t('wallet.detail.purchase')}
        </span>
        <time className={styles.creditDate} dateTime={credit.createdAt}>
          {formatDate(credit.createdAt, language)}
        </time>
        {credit.client && (
          <span className={styles.creditClient}>
            {t('wallet.detail.client', { name: credit.client })}
          </span>
        )}
        {credit.canceled && (
          <span className={styles.canceledBadge}>{t('wallet.detail.canceled')}</span>
        )}
      </span>
      <span className={styles.creditAmount} data-kind={topUp ? 'topUp' : 'purchase'}>
        {topUp ? `+ ${amount}` : `− ${amount}`}
      </span>
    </li>
  );
}
