// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeTabKey, isMenuShown, tabNavigation, visibleTabs } from './bottom-menu-rules';

describe('bottom menu rules', () => {
  it('shows the four tabs for the default views, in order', () => {
    expect(
      visibleTabs(['home', 'transactions', 'wallet', 'profile', 'places']).map((t) => t.key),
    ).toEqual(['home', 'payments', 'wallet', 'profile']);
  });

  it('shows only the tabs of the views a partner allows', () => {
    expect(visibleTabs(['home', 'wallet']).map((t) => t.key)).toEqual(['home', 'wallet']);
    expect(visibleTabs([])).toEqual([]);
  });

  it('is hidden by show_main_navigation=false, by the app flag, or with no tab', () => {
    expect(isMenuShown({ enabled: true, hiddenByQuery: false, tabCount: 4 })).toBe(true);
    expect(isMenuShown({ enabled: true, hiddenByQuery: true, tabCount: 4 })).toBe(false);
    expect(isMenuShown({ enabled: false, hiddenByQuery: false, tabCount: 4 })).toBe(false);
    expect(isMenuShown({ enabled: true, hiddenByQuery: false, tabCount: 0 })).toBe(false);
  });

  it('marks the tab of the current section active', () => {
    expect(activeTabKey('/home')).toBe('home');
    expect(activeTabKey('/pagamentos/42/mapa')).toBe('payments');
    expect(activeTabKey('/carteira')).toBe('wallet');
    expect(activeTabKey('/perfil/redefinir-pin')).toBe('profile');
    expect(activeTabKey('/pagamentosx')).toBeNull();
    expect(activeTabKey('/editar-conta')).toBeNull();
  });

  it('does nothing when the current tab is selected', () => {
    expect(tabNavigation('/carteira', null, '/carteira')).toEqual({ kind: 'none' });
  });

  it('pushes from home, replaces between tabs and pops back to home', () => {
    expect(tabNavigation('/home', null, '/pagamentos')).toEqual({
      kind: 'push',
      to: '/pagamentos',
      state: { overHome: true },
    });
    expect(tabNavigation('/pagamentos', { overHome: true }, '/carteira')).toEqual({
      kind: 'replace',
      to: '/carteira',
      state: { overHome: true },
    });
    expect(tabNavigation('/carteira', { overHome: true }, '/home')).toEqual({ kind: 'back' });
  });

  it('replaces when home is not underneath (the app was opened on a tab)', () => {
    expect(tabNavigation('/perfil', null, '/home')).toEqual({
      kind: 'replace',
      to: '/home',
      state: {},
    });
    expect(tabNavigation('/perfil', null, '/carteira')).toEqual({
      kind: 'replace',
      to: '/carteira',
      state: { overHome: false },
    });
  });
});
