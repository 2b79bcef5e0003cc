// /ajuda/lojas (decision 069): the shops that take Rosto with their addresses,
// from the server (GET shops). Under a white-label partner its own shops come
// first, under its name; the others follow, since the account pays at any.
import { useTranslation } from '../../../lib/i18n';
import type { PartnerShop } from '@rosto/contract/schemas/places';
import { paths } from '../../../config/paths';
import '../../../lib/locales/help';
import { usePartner } from '../../../lib/partner';
import { usePartnerShops } from '../api/get-partner-shops';
import { HelpPage, helpStyles as styles } from '../components/help-page';
import { groupShops } from '../utils/group-shops';

function ShopList({ shops }: { shops: readonly PartnerShop[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid="shop-list">
      {shops.map((shop) => (
        <li key={shop.id} className={styles.shop}>
          <h3 className={styles.shopName}>{shop.name}</h3>
          <address className={styles.shopAddress}>
            {shop.address ?? t('help.shops.noAddress')}
          </address>
        </li>
      ))}
    </ul>
  );
}

function Shops() {
  const { t } = useTranslation();
  const { partner } = usePartner();
  const shops = usePartnerShops();

  if (shops.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('help.shops.loading')}
      </p>
    );
  }
  if (shops.isError) {
    return (
      <div role="alert">
        <p>{t('help.shops.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void shops.refetch()}>
          {t('help.shops.retry')}
        </button>
      </div>
    );
  }
  if (shops.data.length === 0) return <p className={styles.subtitle}>{t('help.shops.empty')}</p>;

  const groups = groupShops(shops.data, partner);
  return (
    <>
      {groups.partner && groups.partner.shops.length > 0 && (
        <section aria-labelledby="shops-partner">
          <h2 id="shops-partner" className={styles.sectionTitle}>
            {t('help.shops.partnerTitle', { partner: groups.partner.name })}
          </h2>
          <ShopList shops={groups.partner.shops} />
        </section>
      )}
      {groups.others.length > 0 && (
        <section aria-labelledby="shops-others">
          {/* A heading only when it sets them apart from the partner's own. */}
          {groups.partner && groups.partner.shops.length > 0 ? (
            <h2 id="shops-others" className={styles.sectionTitle}>
              {t('help.shops.othersTitle')}
            </h2>
          ) : (
            <h2 id="shops-others" className="visually-hidden">
              {t('help.shops.title')}
            </h2>
          )}
          <ShopList shops={groups.others} />
        </section>
      )}
    </>
  );
}

export function HelpShopsRoute() {
  const { t } = useTranslation();
  return (
    <HelpPage
      title={t('help.shops.title')}
      pageTitle={t('help.shops.pageTitle')}
      backTo={paths.help.getHref()}
    >
      <h1 className={styles.title}>{t('help.shops.title')}</h1>
      <p className={styles.subtitle}>{t('help.shops.subtitle')}</p>
      <Shops />
    </HelpPage>
  );
}
