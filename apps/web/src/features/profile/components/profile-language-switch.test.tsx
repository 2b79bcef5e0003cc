// The profile's language switch records the choice on the account (decision
// 042), in the order the switches were made, and says so when it cannot.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { setupI18n } from '../../../testing/setup-i18n';
import { ProfileLanguageSwitch } from './profile-language-switch';

function renderSwitch() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['user', 'profile'], testProfile({ language: 'pt-BR' }));
  render(
    <QueryClientProvider client={client}>
      <ProfileLanguageSwitch />
    </QueryClientProvider>,
  );
  return client;
}

describe('ProfileLanguageSwitch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sentBodies = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method,
      body: JSON.parse(init!.body as string) as unknown,
    }));

  beforeAll(setupI18n);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    clearSnackbars();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupI18n();
  });

  it('switches the app and records the language on the account', async () => {
    fetchMock.mockImplementation((_url, init) => {
      const { language } = JSON.parse(init!.body as string) as Pick<UserProfile, 'language'>;
      return Promise.resolve(json(200, { data: testProfile({ language }) }));
    });
    const client = renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    await waitFor(() =>
      expect(client.getQueryData<UserProfile>(['user', 'profile'])?.language).toBe('en'),
    );
    // The language already shown sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Português' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies()).toEqual([
      { url: '/api/user/profile/language', method: 'PUT', body: { language: 'en' } },
      { url: '/api/user/profile/language', method: 'PUT', body: { language: 'pt-BR' } },
    ]);
    await waitFor(() =>
      expect(client.getQueryData<UserProfile>(['user', 'profile'])?.language).toBe('pt-BR'),
    );
  });

  it('says so when the account could not record it, the app switched all the same', async () => {
    fetchMock.mockResolvedValue(refused(503, 'SERVICE_UNAVAILABLE'));
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(getSnackbars()).toHaveLength(1));
    expect(getSnackbars()[0]).toMatchObject({ variant: 'error' });
    expect(currentLanguage()).toBe('en');
  });
});
