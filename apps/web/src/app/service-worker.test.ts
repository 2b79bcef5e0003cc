// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A window whose load event the test fires, with a service-worker container or none. */
function fakeWindow({
  readyState = 'loading',
  supported = true,
  register = vi.fn(() => Promise.resolve({})),
}: {
  readyState?: DocumentReadyState;
  supported?: boolean;
  register?: (url: string, options?: RegistrationOptions) => Promise<unknown>;
} = {}) {
  const target = new EventTarget();
  const navigator = supported ? { serviceWorker: { register } } : {};
  const scope = Object.assign(target, { navigator, document: { readyState } });
  return {
    scope: scope as unknown as Window,
    register,
    load: () => target.dispatchEvent(new Event('load')),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site only once the page has loaded', () => {
    const { scope, register, load } = fakeWindow();
    registerServiceWorker(scope, true);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    load();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at once when the page has already loaded', () => {
    const { scope, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker(scope, true);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('does nothing in development builds or without service-worker support', () => {
    const development = fakeWindow({ readyState: 'complete' });
    registerServiceWorker(development.scope, false);
    expect(development.register).not.toHaveBeenCalled();
    const unsupported = fakeWindow({ readyState: 'complete', supported: false });
    expect(() => registerServiceWorker(unsupported.scope, true)).not.toThrow();
  });

  it('leaves the app running when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('storage blocked');
    const { scope } = fakeWindow({
      readyState: 'complete',
      register: () => Promise.reject(failure),
    });
    registerServiceWorker(scope, true);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('service worker: not registered', failure),
    );
  });
});
