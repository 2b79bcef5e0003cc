// /console/lojas/nova: a new shop; once made, its page opens to add terminals.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useCreateShop } from '../api/create-shop';
import { ShopForm } from './shop-form';

export function NewShopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateShop();
  return (
    <Page title={t('shops.create.title')}>
      <p>
        <Link to={paths.shops.href}>{t('shops.backToList')}</Link>
      </p>
      <ShopForm
        submitLabel={t('shops.create.submit')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(shop) =>
          create.mutate(shop, {
            onSuccess: (created) => void navigate(paths.shop.href(created.id)),
          })
        }
      />
    </Page>
  );
}
