// Shared pieces of the account feature's tests: the set-up around each test
// and a route rendered with a signed-in profile and a marker of where
// navigation went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { preloadErrorCatalogue } from '../../lib/error-text';
import { endSession, startSession } from '../../lib/session';
import { setupI18n } from '../../testing/setup-i18n';

/**
 * Call inside `describe`: Portuguese and the error catalogue loaded once; for
 * each test `fetch` replaced by the returned mock (reset) and a session
 * started; afterwards real timers, the session ended and `fetch` restored.
 */
export function setUpAccountRouteTests() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupI18n();
    await preloadErrorCatalogue();
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    startSession('token', 'user-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    endSession();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Each call the screen made: method, path under /api and JSON body. */
export function sentCalls(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(input as string).split('/api/')[1]}`,
    body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
  }));
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Where the app navigated to (any path other than the route under test). */
export const where = () => screen.queryByTestId('where')?.textContent ?? null;

/** Renders `element` at `path` with `profile` in the query cache; returns that cache. */
export function renderAccountRoute(options: {
  path: string;
  element: ReactElement;
  profile: UserProfile;
}) {
  // The profile is given: the screens must not read it again from the stubbed fetch.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['user', 'profile'], options.profile);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.path} element={options.element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
