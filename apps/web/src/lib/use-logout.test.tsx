import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken, setUnauthorizedHandler, startSession } from './session';
import { useLogout } from './use-logout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/perfil']}>{children}</MemoryRouter>
);

describe('useLogout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    startSession('session-token', 'user-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  const logout = async () => {
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => {
      result.current();
      await Promise.resolve();
    });
  };

  it('asks the server to end the session with its token, and ends it here', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { ok: true } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await logout();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
    expect(getSessionToken()).toBeNull();
  });

  it('still ends the session here when the call fails or is refused', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await logout();
    expect(getSessionToken()).toBeNull();

    startSession('expired-token', 'user-1');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'UNAUTHORIZED' }), { status: 401 }),
    );
    await logout();
    expect(getSessionToken()).toBeNull();
    // The refused logout is no "session expired" disconnect.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not wait for a slow server before signing out', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await logout();
    expect(getSessionToken()).toBeNull();
  });
});
