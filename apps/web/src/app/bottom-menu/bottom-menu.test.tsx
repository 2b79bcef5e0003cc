import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPartner } from '../../lib/partner';
import { testPartner } from '../../testing/partner';
import { captureEntryParams, resetEntryParams } from '../../lib/entry-params';
import { setupI18n } from '../../testing/setup-i18n';
import { BottomMenu } from './bottom-menu';

const partner = (views: string[], showMenuLabels: boolean) =>
  testPartner({ views, showMenuLabels });

function CurrentEntry() {
  return <output data-testid="entry">{`${useNavigationType()} ${useLocation().pathname}`}</output>;
}

function renderMenu(path = '/home') {
  render(
    <MemoryRouter initialEntries={['/download', path]} initialIndex={1}>
      <Routes>
        {['/home', '/pagamentos', '/carteira', '/perfil', '/download'].map((route) => (
          <Route key={route} path={route} element={<BottomMenu />} />
        ))}
      </Routes>
      <CurrentEntry />
    </MemoryRouter>,
  );
}

/** The last history action and the current path, e.g. 'PUSH /pagamentos'. */
const currentEntry = () => screen.getByTestId('entry').textContent;

const nav = () => screen.queryByRole('navigation', { name: 'Menu principal' });

describe('BottomMenu', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    setPartner(null);
    resetEntryParams();
  });

  it('shows the four tabs as icons with accessible names and marks the active one', () => {
    renderMenu('/carteira');
    const links = within(nav()!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Início',
      'Pagamentos',
      'Cartões',
      'Perfil',
    ]);
    expect(within(nav()!).queryByText('Início')).toBeNull();
    expect(within(nav()!).getByRole('link', { name: 'Cartões' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()!).getByRole('link', { name: 'Início' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows only the partner views, with labels when the partner asks', () => {
    setPartner(partner(['home', 'wallet'], true));
    renderMenu();
    expect(
      within(nav()!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Cartões']);
  });

  it('is hidden when the entry URL had show_main_navigation=false', () => {
    captureEntryParams('?show_main_navigation=false');
    renderMenu();
    expect(nav()).toBeNull();
  });

  it('does nothing when the current tab is selected, and pops back to home', async () => {
    const user = userEvent.setup();
    renderMenu('/home');
    await user.click(screen.getByRole('link', { name: 'Início' }));
    expect(currentEntry()).toBe('POP /home');

    await user.click(screen.getByRole('link', { name: 'Pagamentos' }));
    expect(currentEntry()).toBe('PUSH /pagamentos');
    await user.click(screen.getByRole('link', { name: 'Perfil' }));
    expect(currentEntry()).toBe('REPLACE /perfil');
    await user.click(screen.getByRole('link', { name: 'Início' }));
    await screen.findByRole('link', { name: 'Início', current: 'page' });
    expect(currentEntry()).toBe('POP /home');
  });
});
