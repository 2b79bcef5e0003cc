// The signed-in frame: a header with the shop's name, the person's e-mail
// and role, the language and "Sair"; the navigation (the pages the person's
// role opens); the page.
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '../../components/error-boundary';
import { LanguageSelect } from '../../components/language-select';
import { Loading } from '../../components/status';
import { portalPaths } from '../config/paths';
import { usePortalStore } from '../lib/portal-store';
import type { ShopMe } from '../lib/queries/shop-me';
import { useSignOut } from '../lib/use-sign-out';
import { pageAllowedFor, portalPages } from './pages';

export function Shell({ me }: { me: ShopMe }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signOut = useSignOut();
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t('shell.skipToContent')}
      </a>
      <header className="shell-header portal-header">
        <div className="portal-brand">
          <span className="portal-app">{t('common.appName')}</span>
          <NavLink to={portalPaths.sales.href} className="brand">
            {me.shop.name}
          </NavLink>
        </div>
        <nav aria-label={t('portal.shell.navigation')} className="shell-nav">
          <ul>
            {portalPages
              .filter(({ roles }) => pageAllowedFor(roles, me.user.role))
              .map(({ href, navLabel }) => (
                <li key={href}>
                  {/* Vendas is at the root: it is current there only. */}
                  <NavLink to={href} end={href === portalPaths.sales.href}>
                    {t(navLabel)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="shell-account">
          <p className="shell-operator" title={me.user.email}>
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            {me.user.email}
          </p>
          <p className="role">
            <span className="visually-hidden">{t('portal.shell.role')}: </span>
            {t(`shopRoles.${me.user.role}`)}
          </p>
          <LanguageSelect store={usePortalStore} />
          <button
            type="button"
            className="button button-secondary"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? t('shell.signingOut') : t('shell.signOut')}
          </button>
        </div>
      </header>
      <main id="conteudo" className="shell-main" tabIndex={-1}>
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<Loading label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
