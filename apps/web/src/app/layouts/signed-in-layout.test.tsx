// The signed-in area offline: the offline page when the profile cannot load
// (with a retry that works once the connection is back), and a banner over
// the screens while the browser says it is offline.
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { testProfile } from '../../testing/profile';
import { json, refused } from '../../testing/responses';
import { setUpRouteTests } from '../../testing/routes';
import { SignedInLayout } from './signed-in-layout';

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route path="/home" element={<h1>Olá, Maria</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const profile = () => Promise.resolve(json(200, { data: testProfile() }));
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const offlineHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Você está sem conexão.' }, { timeout: 4000 });

/** What the browser says, and the event it fires when that changes. */
function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('SignedInLayout offline', () => {
  const fetchMock = setUpRouteTests();
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    queryClient.clear();
  });

  it('shows the offline page when the profile gets no answer, and the screen once retried online', async () => {
    fetchMock.mockImplementation(noAnswer);
    renderHome();
    expect(await offlineHeading()).toBeInTheDocument();
    expect(screen.getByText(/Confira a sua internet/)).toBeInTheDocument();
    expect(screen.queryByText('Olá, Maria')).not.toBeInTheDocument();

    fetchMock.mockImplementation(profile);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeInTheDocument();
  });

  it('keeps the general error for an answer that is not about the connection', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(refused(500, 'UNKNOWN')));
    renderHome();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Não foi possível carregar seus dados.' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Você está sem conexão.')).not.toBeInTheDocument();
  });

  it('shows the offline page while the browser is offline, and the screen as soon as it is back', async () => {
    fetchMock.mockImplementation(profile);
    onlineManager.setOnline(false);
    renderHome();
    expect(await offlineHeading()).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeInTheDocument();
  });

  it('says over the screen that it is offline, in a status region, until the connection is back', async () => {
    fetchMock.mockImplementation(profile);
    renderHome();
    await screen.findByRole('heading', { name: 'Olá, Maria' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    browserOnline(false);
    expect(status).toHaveTextContent('Sem conexão. As informações podem estar desatualizadas.');
    // What was loaded stays on the screen.
    expect(screen.getByRole('heading', { name: 'Olá, Maria' })).toBeInTheDocument();

    browserOnline(true);
    expect(status).toBeEmptyDOMElement();
  });
});
