// Estornar: gives back all or part of what is left of one sale. The amount
// starts at all that is left and is typed cents-first; it is checked here
// (above zero, not above what is left) before the call. The idempotency key
// is made when the dialog opens and kept for its retries: a retry after a
// lost answer gets the first refund's answer, never a second refund. Only
// REFUND_FAILED (the gateway said no: nothing was given back, and the key
// keeps answering that) makes a new one for the next try.
import type { EndpointResult } from '@rosto/contract/endpoints';
import { formatMoney } from '@rosto/contract/format-money';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog';
import { FormActions } from '../../../../components/form-actions';
import { MoneyField } from '../../../../components/money-field';
import { ErrorAlert } from '../../../../components/status';
import { type ApiError, toApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-time';
import { usePortalStore } from '../../../lib/portal-store';
import { useRefundSale } from '../api/refund-sale';
import { saleCardText, saleCustomerText } from '../sale-text';

export type RefundResult = EndpointResult<'shopSaleRefund'>;

interface RefundDialogProps {
  sale: Sale;
  onRefunded: (result: RefundResult) => void;
  onClose: () => void;
}

/** What is left to refund, as a REFUND_AMOUNT_TOO_HIGH refusal tells it; null when it does not. */
function refundableLeft({ code, details }: ApiError): number | null {
  if (code !== 'REFUND_AMOUNT_TOO_HIGH') return null;
  const nested = details.additionalData as { refundableCents?: unknown } | undefined;
  const left = details.refundableCents ?? nested?.refundableCents;
  return typeof left === 'number' && Number.isSafeInteger(left) && left >= 0 ? left : null;
}

export function RefundDialog({ sale, onRefunded, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const amountId = useId();
  const refund = useRefundSale(sale.id);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  /** What is left: the sale's, or what a refusal said since. */
  const [refundable, setRefundable] = useState(sale.refundableCents);
  const [cents, setCents] = useState<number | null>(sale.refundableCents);
  const [checked, setChecked] = useState(false);
  const money = (amount: number) => formatMoney(amount, language);

  const problem =
    cents === null || cents <= 0
      ? t('portal.refund.amountRequired')
      : cents > refundable
        ? t('portal.refund.amountTooHigh', { amount: money(refundable) })
        : null;
  const failure = refund.error ? toApiError(refund.error) : null;
  const left = failure ? refundableLeft(failure) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || cents === null) {
      document.getElementById(amountId)?.focus();
      return;
    }
    refund.mutate(
      { amountCents: cents, idempotencyKey },
      {
        onSuccess: onRefunded,
        onError: (error) => {
          const { code } = toApiError(error);
          if (code === 'REFUND_FAILED') setIdempotencyKey(crypto.randomUUID());
          const known = refundableLeft(toApiError(error));
          if (known !== null) setRefundable(known);
          setChecked(false);
        },
      },
    );
  };

  return (
    <Dialog title={t('portal.refund.title')} onClose={onClose}>
      <dl className="details refund-sale">
        <dt>{t('portal.refund.sale')}</dt>
        <dd>
          <time dateTime={sale.at}>{formatDateTime(sale.at, language)}</time>
        </dd>
        <dt>{t('portal.sales.amount')}</dt>
        <dd>{money(sale.amountCents)}</dd>
        <dt>{t('portal.sales.customer')}</dt>
        <dd>{saleCustomerText(sale, t)}</dd>
        <dt>{t('portal.sales.cardColumn')}</dt>
        <dd>{saleCardText(sale.card, t)}</dd>
        {sale.refundedCents > 0 && (
          <>
            <dt>{t('portal.refund.refunded')}</dt>
            <dd>{money(sale.refundedCents)}</dd>
          </>
        )}
        <dt>{t('portal.refund.refundable')}</dt>
        <dd>{money(refundable)}</dd>
      </dl>
      <form onSubmit={submit} noValidate>
        <MoneyField
          id={amountId}
          label={t('portal.refund.amount')}
          hint={t('portal.refund.amountHint')}
          cents={cents}
          onChange={setCents}
          error={checked ? problem : null}
          language={language}
        />
        <button
          type="button"
          className="button button-secondary button-small refund-all"
          onClick={() => {
            setCents(refundable);
            document.getElementById(amountId)?.focus();
          }}
        >
          {t('portal.refund.all', { amount: money(refundable) })}
        </button>
        <ErrorAlert
          error={refund.error}
          detail={left === null ? undefined : t('portal.refund.left', { amount: money(left) })}
        />
        <FormActions
          submitLabel={
            cents !== null && cents > 0
              ? t('portal.refund.submitAmount', { amount: money(cents) })
              : t('portal.refund.submit')
          }
          pendingLabel={t('portal.refund.submitting')}
          isPending={refund.isPending}
          danger
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
