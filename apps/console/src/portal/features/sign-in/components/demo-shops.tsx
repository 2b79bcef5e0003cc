// The sandbox's shortcut into the portal: each sandbox shop with two
// buttons, signing in as its demo owner or its demo cashier. The page shows
// it only in a sandbox build.
import { shopRoles } from '@rosto/contract/operator-roles';
import { useTranslation } from 'react-i18next';
import { DemoSignIn } from '../../../../components/demo-sign-in';
import { ErrorAlert, Loading } from '../../../../components/status';
import { useCreateDemoSession } from '../api/create-demo-session';
import { useSandboxShops } from '../api/get-sandbox-shops';

export function DemoShops() {
  const { t } = useTranslation();
  const shops = useSandboxShops();
  const demo = useCreateDemoSession();
  return (
    <DemoSignIn
      title={t('portal.signIn.demo.title')}
      text={t('portal.signIn.demo.text')}
      error={demo.error}
    >
      {shops.isPending ? (
        <Loading label={t('portal.signIn.demo.loading')} />
      ) : shops.isError ? (
        <ErrorAlert error={shops.error} onRetry={() => void shops.refetch()} />
      ) : shops.data.length === 0 ? (
        <p className="muted">{t('portal.signIn.demo.none')}</p>
      ) : (
        <ul className="demo-shops">
          {shops.data.map((shop) => (
            <li key={shop.id}>
              <span className="demo-shop-name">{shop.name}</span>
              <div className="actions">
                {shopRoles.map((role) => (
                  <button
                    key={role}
                    type="button"
                    className="button button-secondary button-small"
                    disabled={demo.isPending}
                    aria-label={t(`portal.signIn.demo.asOf.${role}`, { shop: shop.name })}
                    onClick={() => demo.mutate({ shopId: shop.id, role })}
                  >
                    {t(`portal.signIn.demo.as.${role}`)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DemoSignIn>
  );
}
