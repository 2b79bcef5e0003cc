// The sign-in follows the app's language (decision 042): start asks for the
// code in it, confirm records it on the account.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { json } from '../../../testing/responses';
import { sentBody } from '../../../testing/routes';
import { setupI18n } from '../../../testing/setup-i18n';
import { confirmLogin } from './confirm-login';
import { startLogin } from './start-login';

const loginIntentionId = '6f1c2f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('the sign-in tells the server the language', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = (call: number) => sentBody(fetchMock, call);

  beforeAll(setupI18n);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: { loginIntentionId } })));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupI18n();
  });

  it('start asks for the code in the language the app is read in', async () => {
    await startLogin({ cpf: '52998224725' });
    await changeLanguage('en');
    await startLogin({ cpf: '52998224725', call: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/login/start');
    expect(sent(0)).toMatchObject({ cpf: '52998224725', call: false, language: 'pt-BR' });
    expect(sent(1)).toMatchObject({ cpf: '52998224725', call: true, language: 'en' });
  });

  it('confirm records the language on the account', async () => {
    await changeLanguage('en');
    await confirmLogin({ loginIntentionId, otp: '123456' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/login/confirm-phone');
    expect(sent(0)).toMatchObject({ loginIntentionId, otp: '123456', language: 'en' });
  });
});
