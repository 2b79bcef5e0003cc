// /console/lojas/:id: a shop's slug and its fields to edit (its largest
// payment among them); its terminals: a new one (its key shown once), and
// each key revoked or rotated with a reason; and its people with a portal
// account: a new one (the password and TOTP secret shown once).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useShop } from '../api/get-shop';
import { useUpdateShop } from '../api/update-shop';
import { ShopForm } from './shop-form';
import { ShopUsersSection } from './shop-users-section';
import { TerminalsSection } from './terminals-section';

export function ShopPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shop = useShop(id);
  const update = useUpdateShop(id);

  return (
    <Page title={shop.data ? shop.data.name : t('shops.shopTitle')}>
      <p>
        <Link to={paths.shops.href}>{t('shops.backToList')}</Link>
      </p>
      {shop.data ? (
        <>
          <section aria-labelledby="shop-data-title">
            <h2 id="shop-data-title">{t('shops.dataTitle')}</h2>
            <dl className="details shop-slug">
              <dt>{t('shops.slug')}</dt>
              <dd>
                <span className="mono">{shop.data.slug}</span>
                <span className="field-hint">{t('shops.slugHint')}</span>
              </dd>
            </dl>
            <p className="visually-hidden" role="status">
              {update.isSuccess ? t('shops.saved') : ''}
            </p>
            {update.isSuccess && (
              <p className="alert alert-info" aria-hidden="true">
                {t('shops.saved')}
              </p>
            )}
            <ShopForm
              key={shop.data.id}
              shop={shop.data}
              submitLabel={t('common.save')}
              pending={update.isPending}
              error={update.error}
              onSubmit={(changes) => update.mutate(changes)}
            />
          </section>
          <TerminalsSection shopId={shop.data.id} terminals={shop.data.terminals} />
          <ShopUsersSection shopId={shop.data.id} />
        </>
      ) : shop.isError ? (
        <ErrorAlert error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <Loading label={t('shops.loadingShop')} />
      )}
    </Page>
  );
}
