// The signed-in frame: a header with the operator's e-mail, roles, language
// and sign-out, the navigation the roles allow, and the page.
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@rosto/contract/schemas/console';
import { PageErrorBoundary } from '../components/error-boundary';
import { LanguageSelect } from '../components/language-select';
import { RolesList } from '../components/roles-list';
import { Loading } from '../components/status';
import { paths } from '../config/paths';
import { useConsoleStore } from '../lib/console-store';
import type { FeatureRoute } from '../lib/feature-route';
import { useSignOut } from '../lib/use-sign-out';
import { navEntries } from './nav';

interface ShellProps {
  operator: Pick<Operator, 'email' | 'roles'>;
  routes: readonly FeatureRoute[];
}

export function Shell({ operator, routes }: ShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const signOut = useSignOut();
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t('shell.skipToContent')}
      </a>
      <header className="shell-header">
        <NavLink to={paths.home.href} className="brand">
          {t('common.appName')}
        </NavLink>
        <nav aria-label={t('shell.navigation')} className="shell-nav">
          <ul>
            {navEntries(routes, operator.roles).map(({ path, navLabel, navBadge: Badge }) => (
              <li key={path}>
                <NavLink to={path} end={path === paths.home.path}>
                  {t(navLabel)}
                  {Badge && <Badge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-account">
          <p className="shell-operator">
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            {operator.email}
          </p>
          <RolesList roles={operator.roles} label={t('shell.roles')} />
          <LanguageSelect store={useConsoleStore} />
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
