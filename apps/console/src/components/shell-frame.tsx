// The signed-in frame of the console and of the shops' portal: a skip link;
// a header with the app's brand, the navigation (the pages the person's roles
// open), who is signed in, the language and "Sair"; and the page, whose
// failure or first load stays inside the frame.
import type { ParseKeys } from 'i18next';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionStore } from '../lib/session-store';
import { PageErrorBoundary } from './error-boundary';
import { LanguageSelect } from './language-select';
import { Loading } from './status';

export interface ShellNavEntry {
  href: string;
  label: ParseKeys;
  /** Shown after the label: a count that asks for attention. */
  badge?: ComponentType;
}

interface ShellFrameProps {
  /**
   * The portal's header has styles of its own: a brand of two lines, and a
   * long e-mail cut short, whose whole text then shows on hover.
   */
  portal?: boolean;
  brand: ReactNode;
  /** The home page's address: its entry is current there only, as every address starts with it. */
  homeHref: string;
  navigationLabel: string;
  navigation: readonly ShellNavEntry[];
  email: string;
  /** The signed-in person's roles, after the e-mail. */
  roles: ReactNode;
  /** The app's session store, which keeps the language. */
  store: SessionStore;
  /** The app's sign-out call. */
  signOut: { isPending: boolean; mutate: () => void };
}

export function ShellFrame({
  portal = false,
  brand,
  homeHref,
  navigationLabel,
  navigation,
  email,
  roles,
  store,
  signOut,
}: ShellFrameProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t('shell.skipToContent')}
      </a>
      <header className={portal ? 'shell-header portal-header' : 'shell-header'}>
        {brand}
        <nav aria-label={navigationLabel} className="shell-nav">
          <ul>
            {navigation.map(({ href, label, badge: Badge }) => (
              <li key={href}>
                <NavLink to={href} end={href === homeHref}>
                  {t(label)}
                  {Badge && <Badge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-account">
          <p className="shell-operator" title={portal ? email : undefined}>
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            {email}
          </p>
          {roles}
          <LanguageSelect store={store} />
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
