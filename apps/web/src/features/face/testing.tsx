// Shared pieces of the face feature's tests: the set-up around each test, a
// FaceUsage answer, and a route rendered with a signed-in profile and a marker
// of where navigation went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { preloadErrorCatalogue } from '../../lib/error-text';
import { endSession, startSession } from '../../lib/session';
import { setupI18n } from '../../testing/setup-i18n';
import { clearFaceFlow } from './stores/face-store';

/**
 * Call inside `describe`, before the file's own hooks: Portuguese and the
 * error catalogue loaded once; for each test `fetch` replaced by the returned
 * mock (reset) and a session started; afterwards real timers, no face flow,
 * the session ended and `fetch` restored.
 */
export function setUpFaceRouteTests() {
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
    clearFaceFlow();
    endSession();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

export const FACE_USAGE_ID = '3f1c9a7e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';

export const faceUsage = (overrides: Partial<FaceUsage> = {}): FaceUsage => ({
  faceUsageIntentionId: FACE_USAGE_ID,
  faceUsageIntentionState: 'PROCESSING',
  identityVerificationOutcome: null,
  usesGlasses: false,
  withGlassesRegistered: false,
  withoutGlassesRegistered: false,
  nextCapture: null,
  livenessAttemptsLimitReached: false,
  expireDays: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Where the app navigated to (any path other than the route under test). */
export const where = () => screen.getByTestId('where').textContent;

/** The navigation state it went there with. */
export const whereState = (): unknown =>
  JSON.parse(screen.getByTestId('where').dataset.state ?? 'null');

/** Renders `element` at `routePath`, entered at `entry`, with `profile` in the query cache. */
export function renderFaceRoute(options: {
  routePath: string;
  element: ReactElement;
  entry: string | { pathname: string; state: unknown };
  profile: UserProfile;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user', 'profile'], options.profile);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.entry]}>
        <Routes>
          <Route path={options.routePath} element={options.element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
