// The period's sales, newest first: when (the time alone for a one-day
// period), terminal, customer, card, amount, situation, and "Estornar" where
// something is left to give back and the person may (an owner: any sale the
// API still takes; a cashier: today's only).
import type { Locale } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { sameSaoPauloDay } from '@rosto/contract/validators/sao-paulo-date';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { formatDateTime, formatTime } from '../../../../lib/format-time';
import { saleCardText, saleCustomerText, saleStatusText } from '../sale-text';

interface SalesTableProps {
  sales: readonly Sale[];
  /** The period is one day: the time alone says when. */
  oneDay: boolean;
  role: ShopRole;
  language: Locale;
  onRefund: (sale: Sale) => void;
}

const statusBadge: Record<Sale['status'], string> = {
  approved: 'badge badge-on',
  canceled: 'badge badge-off',
  partially_refunded: 'badge badge-refund',
  refunded: 'badge badge-refund',
};

export function SalesTable({ sales, oneDay, role, language, onRefund }: SalesTableProps) {
  const { t } = useTranslation();
  const now = new Date();
  const mayRefund = (sale: Sale) =>
    sale.refundableCents > 0 && (role === 'owner' || sameSaoPauloDay(new Date(sale.at), now));
  const when = (sale: Sale) =>
    oneDay ? formatTime(Date.parse(sale.at), language) : formatDateTime(sale.at, language);
  return (
    <DataTable
      className="sales-table"
      caption={t('portal.sales.tableLabel')}
      captionHidden
      columns={[
        oneDay ? t('portal.sales.time') : t('portal.sales.dateTime'),
        t('portal.sales.terminal'),
        t('portal.sales.customer'),
        t('portal.sales.cardColumn'),
        t('portal.sales.amount'),
        t('portal.sales.status'),
        t('portal.sales.actions'),
      ]}
    >
      {sales.map((sale) => (
        <tr key={sale.id}>
          <td className="nowrap">
            <time dateTime={sale.at}>{when(sale)}</time>
          </td>
          <td>{sale.terminal?.name ?? t('portal.sales.noTerminal')}</td>
          <td>{saleCustomerText(sale, t)}</td>
          <td className="nowrap">{saleCardText(sale.card, t)}</td>
          <td className="nowrap amount">{formatMoney(sale.amountCents, language)}</td>
          <td>
            <span className={statusBadge[sale.status]}>{saleStatusText(sale, t, language)}</span>
          </td>
          <td className="row-actions">
            {mayRefund(sale) && (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={t('portal.sales.refundOf', {
                  amount: formatMoney(sale.amountCents, language),
                  when: when(sale),
                })}
                onClick={() => onRefund(sale)}
              >
                {t('portal.sales.refund')}
              </button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
