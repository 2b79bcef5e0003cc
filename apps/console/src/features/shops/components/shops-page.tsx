// /console/lojas: the shops, filtered by name and partner, with how many
// terminals work at each and when one was last used.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useConsoleStore } from '../../../lib/console-store';
import { formText } from '../../../lib/form-text';
import { formatDateTime } from '../../../lib/format-time';
import { usePartners } from '../api/get-partners';
import { type ShopsFilter, useShops } from '../api/get-shops';

export function ShopsPage() {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const [filter, setFilter] = useState<ShopsFilter>({});
  const shops = useShops(filter);
  const partners = usePartners();

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = formText(form, 'q').trim();
    const partnerId = formText(form, 'partnerId');
    setFilter({ q: q || undefined, partnerId: partnerId || undefined });
  };

  return (
    <Page
      title={t('shops.title')}
      actions={
        <Link className="button" to={paths.shopNew.href}>
          {t('shops.new')}
        </Link>
      }
    >
      <form
        className="filters"
        role="search"
        aria-label={t('shops.filters')}
        onSubmit={applyFilter}
      >
        <div className="field">
          <label htmlFor="shops-q">{t('shops.name')}</label>
          <input id="shops-q" name="q" type="search" autoComplete="off" maxLength={120} />
        </div>
        <div className="field">
          <label htmlFor="shops-partner">{t('shops.partner')}</label>
          <select id="shops-partner" name="partnerId" defaultValue="">
            <option value="">{t('shops.anyPartner')}</option>
            {partners.data?.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {t('shops.apply')}
          </button>
        </div>
      </form>
      {shops.data ? (
        shops.data.length === 0 ? (
          <p className="muted">{t('shops.empty')}</p>
        ) : (
          <DataTable
            caption={t('shops.listLabel')}
            columns={[
              t('shops.name'),
              t('shops.partner'),
              t('shops.cnpj'),
              t('shops.terminalsCount'),
              t('shops.lastUse'),
            ]}
          >
            {shops.data.map((shop) => (
              <tr key={shop.id}>
                <th scope="row">
                  <Link to={paths.shop.href(shop.id)}>{shop.name}</Link>
                </th>
                <td>{shop.partner.name}</td>
                <td className="mono nowrap">{shop.cnpj ?? '—'}</td>
                <td>{shop.terminals}</td>
                <td>
                  {shop.lastUsedAt === null
                    ? t('shops.neverUsed')
                    : formatDateTime(shop.lastUsedAt, language)}
                </td>
              </tr>
            ))}
          </DataTable>
        )
      ) : shops.isError ? (
        <ErrorAlert error={shops.error} onRetry={() => void shops.refetch()} />
      ) : (
        <Loading label={t('shops.loading')} />
      )}
    </Page>
  );
}
