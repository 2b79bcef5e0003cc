import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPartner } from '../lib/partner';
import { testPartner } from '../testing/partner';
import { endSession, startSession } from '../lib/session';
import { setupI18n } from '../testing/setup-i18n';
import { RequireSignedIn, RequireSignedOut, RequireView } from './guards';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireSignedOut />}>
          <Route path="/" element={<p>welcome</p>} />
          <Route path="/login" element={<p>login</p>} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route path="/home" element={<p>home</p>} />
          <Route element={<RequireView view="transactions" />}>
            <Route path="/pagamentos" element={<p>payments</p>} />
          </Route>
          <Route element={<RequireView view="wallet" />}>
            <Route path="/carteira" element={<p>wallet</p>} />
            <Route path="/carteira/adicionar" element={<p>add a card</p>} />
          </Route>
        </Route>
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByTestId('path').textContent;

describe('route guards', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    endSession();
    setPartner(null);
  });

  it('sends a signed-out visitor from signed-in routes to /', async () => {
    renderAt('/home');
    expect(await screen.findByText('welcome')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends a signed-in user from /login and / to /home', async () => {
    startSession('token', 'user');
    renderAt('/login');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });

  it('lets a signed-in user into a view the partner allows', async () => {
    startSession('token', 'user');
    renderAt('/pagamentos');
    expect(await screen.findByText('payments')).toBeInTheDocument();
  });

  it('sends the user to /home when the partner has no transactions view', async () => {
    startSession('token', 'user');
    setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
    renderAt('/pagamentos');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });

  it.each(['/carteira', '/carteira/adicionar'])(
    'sends the user from %s to /home when the partner has no wallet view',
    async (path) => {
      startSession('token', 'user');
      setPartner(testPartner({ views: ['home', 'transactions', 'profile'] }));
      renderAt(path);
      expect(await screen.findByText('home')).toBeInTheDocument();
      expect(currentPath()).toBe('/home');
    },
  );

  it('lets the user into /carteira when the partner has the wallet view', async () => {
    startSession('token', 'user');
    setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
    renderAt('/carteira/adicionar');
    expect(await screen.findByText('add a card')).toBeInTheDocument();
    expect(currentPath()).toBe('/carteira/adicionar');
  });
});
