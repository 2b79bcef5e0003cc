// The period's totals, over every sale it holds (not only the pages shown):
// how many, gross, canceled, refunded and net.
import type { Locale } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { SalesTotals as Totals } from '@rosto/contract/schemas/shop-portal';
import { useTranslation } from 'react-i18next';

export function SalesTotals({ totals, language }: { totals: Totals; language: Locale }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  const entries = [
    { label: t('portal.sales.totals.count'), value: totals.count.toLocaleString(language) },
    { label: t('portal.sales.totals.gross'), value: money(totals.grossCents) },
    { label: t('portal.sales.totals.canceled'), value: money(totals.canceledCents) },
    { label: t('portal.sales.totals.refunded'), value: money(totals.refundedCents) },
    { label: t('portal.sales.totals.net'), value: money(totals.netCents), net: true },
  ];
  return (
    <section aria-labelledby="sales-totals-title">
      <h2 id="sales-totals-title" className="visually-hidden">
        {t('portal.sales.totals.title')}
      </h2>
      <dl className="totals">
        {entries.map(({ label, value, net }) => (
          <div key={label} className={net ? 'card total total-net' : 'card total'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
