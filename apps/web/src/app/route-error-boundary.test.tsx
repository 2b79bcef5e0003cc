import { lazy, Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../testing/setup-i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

function Layout() {
  return (
    <>
      <RouteErrorBoundary resetKey={useLocation().key}>
        <Outlet />
      </RouteErrorBoundary>
      <Link to="/fine">elsewhere</Link>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  beforeAll(setupI18n);

  it('shows the error page inside the layout, and clears it on navigation', async () => {
    // The one console.error this test expects (the set-up fails any other).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Algo deu errado.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(document.title).toBe('Algo deu errado | Rosto');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Route failed to render', expect.any(Error)),
    );

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado.' })).toBeNull();
  });

  it("shows the error page when a screen's code fails to load", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch module')));
    render(
      <MemoryRouter initialEntries={['/screen']}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="/screen"
              element={
                <Suspense fallback={<p>loading</p>}>
                  <Unreachable />
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Algo deu errado.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'elsewhere' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Route failed to render', expect.any(TypeError)),
    );
  });
});
