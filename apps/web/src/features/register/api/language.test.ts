// The registration's code and its account follow the app's language
// (decision 042): set-phone and finish send it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { json } from '../../../testing/responses';
import { sentBody } from '../../../testing/routes';
import { setupI18n } from '../../../testing/setup-i18n';
import { finishRegistration } from './finish-registration';
import { setRegisterPhone } from './set-phone';

const registerIntentionId = '6f1c2f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('the registration tells the server the language', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = (call: number) => sentBody(fetchMock, call);

  beforeAll(setupI18n);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { data: { registerIntentionId, resendAfterSeconds: 30 } })),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setupI18n();
  });

  it('set-phone asks for the code in the language the app is read in', async () => {
    const phone = { areaCode: '11', number: '987654321' };
    await setRegisterPhone({ registerIntentionId, phone });
    await changeLanguage('en');
    await setRegisterPhone({ registerIntentionId, phone, call: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/register/set-phone');
    expect(sent(0)).toMatchObject({ phone, call: false, language: 'pt-BR' });
    expect(sent(1)).toMatchObject({ phone, call: true, language: 'en' });
  });

  it('finish records the language on the new account', async () => {
    await changeLanguage('en');
    await finishRegistration({ registerIntentionId, pin: '7392' });
    await changeLanguage('pt-BR');
    await finishRegistration({ registerIntentionId, pin: '7392' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/entrance/register/finish');
    expect(sent(0)).toMatchObject({ registerIntentionId, pin: '7392', language: 'en' });
    expect(sent(1)).toMatchObject({ language: 'pt-BR' });
  });
});
