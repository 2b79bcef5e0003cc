// /app-link without redirect=true (docs/spec/account-checklist.md §2): the download landing, which
// sends a phone to its own store. jsdom navigates only within the document, so
// the store addresses here are this page with a fragment.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { setupI18n } from '../../../testing/setup-i18n';
import { AppLinkRoute } from './app-link';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAppLink(entry: string, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/app-link" element={<AppLinkRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLinkRoute', () => {
  const stores = { appStoreUrl: env.appStoreUrl, playStoreUrl: env.playStoreUrl };
  beforeAll(setupI18n);
  beforeEach(() => {
    window.history.replaceState(null, '', '/app-link');
    env.appStoreUrl = `${window.location.origin}/app-link#app-store`;
    env.playStoreUrl = `${window.location.origin}/app-link#google-play`;
  });
  afterEach(() => {
    Object.assign(env, stores);
    window.history.replaceState(null, '', '/');
  });

  it('sends an iPhone to the App Store', async () => {
    renderAppLink('/app-link', IPHONE);
    expect(screen.getByRole('status')).toHaveTextContent('Abrindo a loja de aplicativos…');
    await vi.waitFor(() => expect(window.location.hash).toBe('#app-store'));
    expect(screen.getByRole('heading', { level: 1, name: 'Baixe o app Rosto' })).toBeVisible();
  });

  it('sends an Android phone to Google Play', async () => {
    renderAppLink('/app-link', ANDROID);
    await vi.waitFor(() => expect(window.location.hash).toBe('#google-play'));
  });

  it('leaves a computer on the landing, with no redirect', async () => {
    renderAppLink('/app-link', DESKTOP);
    expect(screen.getByRole('heading', { level: 1, name: 'Baixe o app Rosto' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.hash).toBe('');
  });

  it('with redirect=true opens the in-app path instead of the store', async () => {
    renderAppLink('/app-link?redirect=true&path=/termos-de-uso', IPHONE);
    expect(await screen.findByTestId('where')).toHaveTextContent('/termos-de-uso');
    expect(window.location.hash).toBe('');
  });
});
