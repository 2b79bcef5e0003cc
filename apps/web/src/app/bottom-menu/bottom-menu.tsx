// The bottom tab bar: only the partner's views, labels only when the partner
// asks for them, aria-current on the active tab, history kept loop-free.
import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { env } from '../../config/env';
import { usePartner } from '../../lib/partner';
import { getEntryParams } from '../../lib/entry-params';
import {
  activeTabKey,
  isMenuShown,
  tabNavigation,
  visibleTabs,
  type TabKey,
} from './bottom-menu-rules';

const icons: Record<TabKey, string> = {
  home: 'M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z',
  payments: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  wallet: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h4',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
};

export function BottomMenu() {
  const { t } = useTranslation();
  const { views, showMenuLabels } = usePartner();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(views);
  const shown = isMenuShown({
    enabled: env.mainNavigationEnabled,
    hiddenByQuery: getEntryParams().hideMainNavigation === true,
    tabCount: tabs.length,
  });
  const active = activeTabKey(location.pathname, tabs);

  // Lets snackbars sit above the bar.
  useEffect(() => {
    if (!shown) return;
    document.body.dataset.bottomMenu = 'shown';
    return () => {
      delete document.body.dataset.bottomMenu;
    };
  }, [shown]);

  if (!shown) return null;

  const select = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const move = tabNavigation(location.pathname, location.state, path);
    if (move.kind === 'back') void navigate(-1);
    else if (move.kind !== 'none')
      void navigate(move.to, { replace: move.kind === 'replace', state: move.state });
  };

  return (
    <nav
      className="bottom-menu"
      aria-label={t('menu.label')}
      data-labels={showMenuLabels ? 'shown' : 'hidden'}
    >
      <ul className="bottom-menu__list">
        {tabs.map((tab) => {
          const label = t(`menu.${tab.key}`);
          const isActive = tab.key === active;
          return (
            <li key={tab.key} className="bottom-menu__item">
              <Link
                to={tab.path}
                className="bottom-menu__link"
                aria-current={isActive ? 'page' : undefined}
                aria-label={showMenuLabels ? undefined : label}
                onClick={(event) => select(event, tab.path)}
              >
                <span className="bottom-menu__icon" aria-hidden="true">
                  <svg width="24" height="24" viewBox="0 0 24 24">
                    <path
                      d={icons[tab.key]}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.9"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                {showMenuLabels && <span className="bottom-menu__label">{label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
