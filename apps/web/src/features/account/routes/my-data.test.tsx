// /perfil/meus-dados: what the file holds, the download as a pretty-printed
// JSON file named after the day, and a refusal told under the button.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { OBJECT_URL_LIFETIME_MS } from '../utils/save-json-file';
import { MyDataRoute } from './my-data';

const renderMyData = () =>
  renderRoute({
    path: '/perfil/meus-dados',
    element: <MyDataRoute />,
    profile: testProfile(),
  });

const exported = {
  // 23:30 in São Paulo on the 13th: the file is named after that day.
  exportedAt: '2026-05-14T02:30:00.000Z',
  profile: { id: testProfile().id, cpf: testProfile().cpf },
  consents: { termsAcceptedAt: null, optInAt: null, optInBy: null },
  emailChanges: [],
  emailConfirmations: [],
  sessions: [],
  face: { registrations: [], enrolledFaces: [], failedLivenessChecks: [] },
  pinResets: [],
  analyticsEvents: [],
};

/** The browser's download: the object URL's Blob and the anchor clicked. */
function stubDownload() {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:rosto/1';
  });
  const revoke = vi.fn();
  // jsdom has neither; the stub goes with the test (unstubAllGlobals).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = create;
      static override revokeObjectURL = revoke;
    },
  );
  const clicked: HTMLAnchorElement[] = [];
  // jsdom cannot navigate: the click is only recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { blobs, clicked, revoke };
}

describe('MyDataRoute', () => {
  const fetchMock = setUpRouteTests();

  it('says what the file holds, and that the face itself is not in it', () => {
    renderMyData();
    expect(screen.getByRole('heading', { level: 1, name: 'Baixar meus dados' })).toBeVisible();
    const contents = screen.getByRole('region', { name: 'O que vem no arquivo' });
    expect(contents).toHaveTextContent(/A foto e o modelo biométrico do rosto não vão no arquivo/);
    // The cards and payments are in the file, and the screen says so (issue 29).
    expect(contents).toHaveTextContent(/Os cartões da carteira, também os excluídos/);
    expect(contents).toHaveTextContent(/Os pagamentos: loja, valor, cartão e data/);
    expect(screen.queryByText(/quando chegarem ao app/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads rosto-meus-dados-YYYY-MM-DD.json with the export, pretty-printed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const download = stubDownload();
    fetchMock.mockResolvedValueOnce(json(200, { data: exported }));
    renderMyData();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));

    await waitFor(() => expect(download.clicked).toHaveLength(1));
    expect(sentCalls(fetchMock)).toEqual([{ call: 'GET user/profile/export', body: undefined }]);
    const [anchor] = download.clicked;
    expect(anchor!.download).toBe('rosto-meus-dados-2026-05-13.json');
    expect(anchor!.getAttribute('href')).toBe('blob:rosto/1');
    expect(anchor!.isConnected).toBe(false);

    const [blob] = download.blobs;
    expect(blob!.type).toBe('application/json');
    const text = await blob!.text();
    expect(JSON.parse(text)).toEqual(exported);
    expect(text).toContain('\n  "exportedAt": ');

    // The URL outlives the click a moment, then is let go.
    expect(download.revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(download.revoke).toHaveBeenCalledWith('blob:rosto/1');
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('a failure is told under the button, and nothing is saved', async () => {
    const download = stubDownload();
    fetchMock.mockResolvedValueOnce(refused(429, 'TOO_MANY_REQUESTS'));
    renderMyData();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const alert = await screen.findByText('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(download.clicked).toHaveLength(0);

    // A new try clears the old error.
    fetchMock.mockResolvedValueOnce(json(200, { data: exported }));
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(download.clicked).toHaveLength(1));
    expect(screen.queryByText(/Muitas tentativas/)).toBeNull();
  });

  it('back goes to the profile', () => {
    renderMyData();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(where()).toBe('/perfil');
  });
});
