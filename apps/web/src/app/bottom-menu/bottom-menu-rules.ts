// Bottom menu rules (docs/spec/account-checklist.md §2, docs/spec/wallet-checklist.md §2) as pure
// functions: which tabs show, which is active, and how a tap moves through history.
import { paths } from '../../config/paths';
import type { PartnerView } from '../../lib/partner';

export type TabKey = 'home' | 'payments' | 'wallet' | 'profile';

export interface MenuTab {
  key: TabKey;
  view: PartnerView;
  path: string;
}

export const MENU_TABS: readonly MenuTab[] = [
  { key: 'home', view: 'home', path: paths.home.path },
  { key: 'payments', view: 'transactions', path: paths.payments.path },
  { key: 'wallet', view: 'wallet', path: paths.wallet.path },
  { key: 'profile', view: 'profile', path: paths.profile.path },
];

export function visibleTabs(views: readonly PartnerView[]): MenuTab[] {
  return MENU_TABS.filter((tab) => views.includes(tab.view));
}

export function isMenuShown(input: {
  /** VITE_MAIN_NAVIGATION_ENABLED */
  enabled: boolean;
  /** show_main_navigation=false was in the entry URL */
  hiddenByQuery: boolean;
  tabCount: number;
}): boolean {
  return input.enabled && !input.hiddenByQuery && input.tabCount > 0;
}

/** The tab whose section `pathname` is in (/pagamentos/12 -> payments). */
export function activeTabKey(
  pathname: string,
  tabs: readonly MenuTab[] = MENU_TABS,
): TabKey | null {
  const tab = tabs.find(
    (candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`),
  );
  return tab?.key ?? null;
}

/** History state a tab switch leaves behind. */
export interface TabHistoryState {
  /** This entry was pushed from /home by a tab tap, so "back" returns there. */
  overHome?: boolean;
}

export type TabNavigation =
  | { kind: 'none' }
  | { kind: 'back' }
  | { kind: 'push' | 'replace'; to: string; state: TabHistoryState };

/**
 * History stays "home, then at most one other tab": leaving home pushes, moving
 * between other tabs replaces, and returning home pops back to the home entry.
 * So back from any tab lands on home and back again leaves, with no loops.
 */
export function tabNavigation(pathname: string, state: unknown, target: string): TabNavigation {
  if (pathname === target) return { kind: 'none' };
  const overHome = (state as TabHistoryState | null)?.overHome === true;
  if (target === paths.home.path) {
    return overHome ? { kind: 'back' } : { kind: 'replace', to: target, state: {} };
  }
  if (pathname === paths.home.path) return { kind: 'push', to: target, state: { overHome: true } };
  return { kind: 'replace', to: target, state: { overHome } };
}
