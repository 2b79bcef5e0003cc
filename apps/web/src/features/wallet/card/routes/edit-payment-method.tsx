// /carteira/meio-pagamento (docs/spec/wallet-checklist.md §2 "Edit card"): the card opened from
// the list (navigation state, with its id in the query for a reload; neither
// goes back to /carteira), its state banner, the zip and alias form, the
// balance of a prepaid card, the where-to-use link and deleting it. A card
// that can only be deleted (rejected, no longer validatable) shows no form; a
// pre/post-paid card can be neither edited nor deleted (decision 030).
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType } from '@rosto/contract/schemas/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { StepLayout } from '../../../../components/ui/step-layout';
import { paths } from '../../../../config/paths';
import { normaliseError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet';
import { paymentMethodQueryOptions } from '../../api/get-payment-method';
import {
  CardDeleteButton,
  CardDeleteDialog,
  type CardDeletion,
  useCardDeletion,
} from '../components/card-delete-dialog';
import { CardEditForm } from '../components/card-edit-form';
import { CardFace } from '../components/card-face';
import { editTargetOf } from '../../shared/components/card-links';
import {
  CardBalance,
  CardPageProblem,
  CardPageSkeleton,
  WhereToUseLink,
  isMissingCard,
  useBackToWallet,
} from '../components/card-page-parts';
import styles from '../components/card-pages.module.css';
import { CardStatusBanner, cardBannerKind, isDeleteOnly } from '../components/card-status-banner';

export function EditPaymentMethodRoute() {
  const location = useLocation();
  const target = editTargetOf(location.state, location.search);
  if (!target) return <Navigate to={paths.wallet.getHref()} replace />;
  return <EditPaymentMethod key={target.id} id={target.id} openedWith={target.card} />;
}

function EditPaymentMethod({ id, openedWith }: { id: string; openedWith?: PaymentMethod }) {
  const { t } = useTranslation();
  const back = useBackToWallet();
  // The card from the list shows at once; the fresh read (with balance) replaces it.
  const query = useQuery({ ...paymentMethodQueryOptions(id), placeholderData: openedWith });
  const deletion = useCardDeletion();
  // While (and once) it is deleted, the card stays as the user confirmed it.
  const card = deletion.deleting ?? query.data;
  const missing =
    !deletion.deleting && (card === null || (query.isError && isMissingCard(query.error)));
  const loadFailure = useErrorText(
    query.isError && query.data === undefined && !missing ? normaliseError(query.error).code : null,
  );

  let body;
  if (missing) {
    body = <CardPageProblem text={t('wallet.edit.notFoundText')} />;
  } else if (card) {
    body = <EditCardContent card={card} deletion={deletion} />;
  } else if (query.isError) {
    body = <CardPageProblem text={loadFailure ?? ''} onRetry={() => void query.refetch()} />;
  } else {
    body = <CardPageSkeleton />;
  }

  return (
    <StepLayout
      pageTitle={t('wallet.edit.pageTitle')}
      title={missing ? t('wallet.edit.notFoundTitle') : t('wallet.edit.title')}
      onBack={back}
    >
      {body}
      <CardDeleteDialog deletion={deletion} />
    </StepLayout>
  );
}

function EditCardContent({ card, deletion }: { card: PaymentMethod; deletion: CardDeletion }) {
  const { t } = useTranslation();
  const prePostPaid = isPrePostPaidType(card.type);
  const kind = cardBannerKind(card);
  const deleted = kind === 'deleted';
  const editable = !prePostPaid && !deleted && !isDeleteOnly(kind);
  const deletable = !prePostPaid && !deleted;
  return (
    <div className={styles.content}>
      <CardFace card={card} />
      <CardStatusBanner card={card} />
      {card.balanceCents !== null && <CardBalance balanceCents={card.balanceCents} />}
      {editable && <CardEditForm card={card} />}
      {prePostPaid && <p className={styles.note}>{t('wallet.detail.readOnly')}</p>}
      <ul className={styles.links}>
        {prePostPaid && (
          <li>
            <Link to={paths.walletCard.getHref(card.id)} className={styles.link}>
              {t('wallet.edit.statement')}
            </Link>
          </li>
        )}
        <li>
          <WhereToUseLink />
        </li>
      </ul>
      {deletable && <CardDeleteButton card={card} deletion={deletion} />}
    </div>
  );
}
