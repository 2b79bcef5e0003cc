// Route tests of every feature: the set-up around each test, a route rendered
// with a signed-in profile and a marker of where navigation went, and the
// calls the screen sent.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadErrorCatalogue } from '../lib/error-text';
import { endSession, startSession } from '../lib/session';
import { setupI18n } from './setup-i18n';

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/**
 * Call inside `describe`, before the file's own hooks: Portuguese and the
 * error catalogue loaded once; for each test `fetch` replaced by the returned
 * mock (reset) and a session started; afterwards real timers, `cleanUp` (the
 * feature's own state), the session ended and `fetch` restored.
 */
export function setUpRouteTests(options: { cleanUp?: () => void } = {}): FetchMock {
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
    options.cleanUp?.();
    endSession();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Each call the screen made: method, path under /api and JSON body. */
export function sentCalls(fetchMock: FetchMock) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(input as string).split('/api/')[1]}`,
    body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
  }));
}

/** The JSON body of the `call`-th request the screen made. */
export function sentBody(fetchMock: FetchMock, call: number): Record<string, unknown> {
  return JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as Record<string, unknown>;
}

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Where the app navigated to (any path other than the route under test), or null. */
export const where = () => screen.queryByTestId('where')?.textContent ?? null;

/** The navigation state it went there with. */
export const whereState = (): unknown =>
  JSON.parse(screen.getByTestId('where').dataset.state ?? 'null');

/**
 * Renders `element` at `path`, entered at `entry` (`path` unless told), with
 * `profile` in the query cache; returns that cache with the rendered view.
 * The profile stays fresh, so only an invalidation reads it again, unless
 * `rereadProfile`: then it is stale at once and a screen reading it fetches it.
 */
export function renderRoute(options: {
  path: string;
  element: ReactElement;
  entry?: string | { pathname: string; state: unknown };
  profile: UserProfile;
  rereadProfile?: boolean;
}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, ...(options.rereadProfile ? {} : { staleTime: Infinity }) },
    },
  });
  client.setQueryData(['user', 'profile'], options.profile);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.entry ?? options.path]}>
        <Routes>
          <Route path={options.path} element={options.element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
