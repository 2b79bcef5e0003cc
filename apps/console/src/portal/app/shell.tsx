// The signed-in frame: a header with the shop's name, the person's e-mail
// and role, the language and "Sair"; the navigation (the pages the person's
// role opens); the page.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShellFrame } from '../../components/shell-frame';
import { portalPaths } from '../config/paths';
import { usePortalStore } from '../lib/portal-store';
import type { ShopMe } from '../lib/queries/shop-me';
import { useSignOut } from '../lib/use-sign-out';
import { pageAllowedFor, portalPages } from './pages';

export function Shell({ me }: { me: ShopMe }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <ShellFrame
      portal
      brand={
        <div className="portal-brand">
          <span className="portal-app">{t('common.appName')}</span>
          <NavLink to={portalPaths.sales.href} className="brand">
            {me.shop.name}
          </NavLink>
        </div>
      }
      // Vendas is at the root.
      homeHref={portalPaths.sales.href}
      navigationLabel={t('portal.shell.navigation')}
      navigation={portalPages
        .filter(({ roles }) => pageAllowedFor(roles, me.user.role))
        .map(({ href, navLabel }) => ({ href, label: navLabel }))}
      email={me.user.email}
      roles={
        <p className="role">
          <span className="visually-hidden">{t('portal.shell.role')}: </span>
          {t(`shopRoles.${me.user.role}`)}
        </p>
      }
      store={usePortalStore}
      signOut={signOut}
    />
  );
}
