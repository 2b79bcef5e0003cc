// What a reconciliation found, one row per difference: its kind in words,
// our sale (or the till's payment, when no sale was made), the gateway's
// payment, and the amount each side holds.
import type { Locale } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { Reconciliation } from '@rosto/contract/schemas/shop-portal';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';

type Difference = Reconciliation['differences'][number];

export function DifferencesTable({
  differences,
  language,
}: {
  differences: readonly Difference[];
  language: Locale;
}) {
  const { t } = useTranslation();
  const none = t('portal.reconciliation.none');
  const money = (cents: number | null) => (cents === null ? none : formatMoney(cents, language));
  const reference = ({ saleId, terminalPaymentId }: Difference) => {
    const [label, id] =
      saleId !== null
        ? [t('portal.reconciliation.sale'), saleId]
        : terminalPaymentId !== null
          ? [t('portal.reconciliation.tillPayment'), terminalPaymentId]
          : [null, null];
    if (id === null) return none;
    return (
      <>
        <span className="muted small">{label}</span>
        <br />
        <span className="mono">{id}</span>
      </>
    );
  };
  return (
    <DataTable
      className="differences-table"
      caption={t('portal.reconciliation.listLabel')}
      captionHidden
      columns={[
        t('portal.reconciliation.kind'),
        t('portal.reconciliation.reference'),
        t('portal.reconciliation.gatewayPayment'),
        t('portal.reconciliation.ours'),
        t('portal.reconciliation.theirs'),
      ]}
    >
      {differences.map((difference, index) => (
        // A difference has no id of its own; the list is read whole, never reordered.
        <tr key={index}>
          <th scope="row">{t(`portal.reconciliation.kinds.${difference.kind}`)}</th>
          <td>{reference(difference)}</td>
          <td className="mono">{difference.gatewayPaymentId ?? none}</td>
          <td className="nowrap amount">{money(difference.expectedCents)}</td>
          <td className="nowrap amount">{money(difference.gatewayCents)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
