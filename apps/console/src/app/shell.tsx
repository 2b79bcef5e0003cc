// The signed-in frame: a header with the operator's e-mail, roles, language
// and sign-out, the navigation the roles allow, and the page.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@rosto/contract/schemas/console';
import { RolesList } from '../components/roles-list';
import { ShellFrame } from '../components/shell-frame';
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
  const signOut = useSignOut();
  return (
    <ShellFrame
      brand={
        <NavLink to={paths.home.href} className="brand">
          {t('common.appName')}
        </NavLink>
      }
      homeHref={paths.home.href}
      navigationLabel={t('shell.navigation')}
      navigation={navEntries(routes, operator.roles).map(({ path, navLabel, navBadge }) => ({
        href: path,
        label: navLabel,
        badge: navBadge,
      }))}
      email={operator.email}
      roles={<RolesList roles={operator.roles} label={t('shell.roles')} />}
      store={useConsoleStore}
      signOut={signOut}
    />
  );
}
