// "Vendas de hoje": this till's sales of today, newest first, each with its
// time (São Paulo), amount, the customer's first name, the card and what
// became of it; "Cancelar" on those the API says the till may still cancel.
import type { TerminalSale } from '@rosto/contract/schemas/terminal-payments';
import { useId } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { useTerminalSales } from '../api/get-terminal-sales';
import { cardNumberLabel } from '../utils/card-label';
import styles from './terminal.module.css';

function SalesTable({
  sales,
  onCancel,
}: {
  sales: TerminalSale[];
  onCancel: (sale: TerminalSale) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tableId = useId();
  return (
    // Focusable, so the keyboard scrolls a long list; it takes the focus first, not a "Cancelar".
    <div className={styles.salesScroll} role="region" aria-labelledby={tableId} tabIndex={0}>
      <table className={styles.sales} aria-labelledby={tableId}>
        <caption id={tableId} className="visually-hidden">
          {t('terminal.sales.listLabel')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('terminal.sales.time')}</th>
            <th scope="col" className={styles.salesAmount}>
              {t('terminal.sales.amount')}
            </th>
            <th scope="col">{t('terminal.sales.customer')}</th>
            <th scope="col">{t('terminal.sales.card')}</th>
            <th scope="col">{t('terminal.sales.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('terminal.sales.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => {
            const amount = formatMoney(sale.amountCents, language);
            const time = formatDate(sale.at, language, 'time');
            return (
              <tr key={sale.paymentId}>
                <td>{time}</td>
                <td className={styles.salesAmount}>{amount}</td>
                <td>{sale.customerFirstName ?? t('terminal.sales.noName')}</td>
                <td>
                  {sale.card
                    ? cardNumberLabel(sale.card, t('terminal.cardFallback'))
                    : t('terminal.sales.noName')}
                </td>
                <td>
                  <span className={styles.saleStatus} data-status={sale.status}>
                    {t(`terminal.sales.statuses.${sale.status}`)}
                  </span>
                </td>
                <td>
                  {sale.cancelable && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('terminal.sales.cancelLabel', { amount, time })}
                      onClick={() => onCancel(sale)}
                    >
                      {t('terminal.sales.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function SalesPanel({
  terminalKey,
  onCancel,
  onClose,
}: {
  terminalKey: string;
  onCancel: (sale: TerminalSale) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sales = useTerminalSales(terminalKey);
  return (
    <Modal title={t('terminal.sales.title')} wide onClose={onClose}>
      {sales.isPending ? (
        <div className={styles.salesMessage}>
          <Spinner label={t('terminal.sales.loading')} />
        </div>
      ) : sales.isError ? (
        <div className={styles.salesMessage}>
          <p role="alert">{t('terminal.sales.failed')}</p>
          <button
            type="button"
            className="link-button"
            disabled={sales.isFetching}
            onClick={() => void sales.refetch()}
          >
            {t('terminal.sales.retry')}
          </button>
        </div>
      ) : sales.data.length === 0 ? (
        <p className={modalStyles.text}>{t('terminal.sales.empty')}</p>
      ) : (
        <SalesTable sales={sales.data} onCancel={onCancel} />
      )}
      <div className={modalStyles.actions}>
        <button type="button" className="button button--secondary button--block" onClick={onClose}>
          {t('terminal.sales.close')}
        </button>
      </div>
    </Modal>
  );
}
