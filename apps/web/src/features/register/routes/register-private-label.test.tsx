// The private-label registrations (decision 027): the partner's invitation on
// its own screen, the opt-in sent with the moment its button was pressed, the
// receipt of what the server recorded, and "not now".
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { setPartner } from '../../../lib/partner';
import { getSessionToken } from '../../../lib/session';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { storageKeys } from '../../../lib/storage';
import { testPartner } from '../../../testing/partner';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { beginOnboarding, clearOnboarding, dispatchOnboarding } from '../stores/onboarding-store';
import { RegisterPrivateLabelAppUserRoute, RegisterPrivateLabelRoute } from './register';

const partnerUser = (email: string | null) =>
  testProfile({
    email,
    privateLabelStatus: { isEnabled: true, hasEncodings: false, hasOptIn: false },
    userFaceStatus: null,
  });

const slow = { timeout: 3_000 };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, slow);

/** Fakes only the clock's date (not the timers), to know each moment sent. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function acceptTerms() {
  fireEvent.click(await screen.findByRole('button', { name: 'Vamos lá' }, slow));
  fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
}

describe('private-label registration: opt-in screens', () => {
  const fetchMock = setUpRouteTests({
    cleanUp: () => {
      clearOnboarding();
      clearSnackbars();
      setPartner(null);
    },
  });
  afterEach(async () => {
    localStorage.clear();
    await changeLanguage('pt-BR');
  });

  it("the partner's invitation after the terms, the e-mail, then the receipt of the recorded opt-in", async () => {
    setPartner(testPartner());
    renderRoute({
      path: '/register-private-label',
      element: <RegisterPrivateLabelRoute />,
      profile: partnerUser(null),
    });
    at('2025-03-10T17:00:00.000Z');
    await acceptTerms();

    const invitation = await heading('Padaria Sol convidou você para pagar com o rosto');
    await waitFor(() => expect(invitation).toHaveFocus());
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Como funciona' });
    expect(points).toHaveTextContent(
      'Nas lojas Padaria Sol, você paga olhando para a câmera do caixa, sem cartão nem celular na mão.',
    );
    // Accepting the terms sent nothing: they are not the partner opt-in any more.
    expect(fetchMock).not.toHaveBeenCalled();

    at('2025-03-10T17:02:30.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Quero pagar com o rosto' }));
    await heading('Qual é o seu e-mail?');
    expect(screen.getByText('Etapa 3 de 4')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail', { exact: true }), {
      target: { value: 'paula@exemplo.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await heading('Confirme o seu e-mail');

    at('2025-03-10T17:04:00.000Z');
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { optInAt: '2025-03-10T17:02:30.000Z', optInBy: 'register-private-label' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Digite o e-mail novamente'), {
      target: { value: 'paula@exemplo.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));

    const receipt = await heading('Convite aceito');
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(sentCalls(fetchMock)).toEqual([
      {
        call: 'PUT entrance/register/set-privatelabel-email',
        body: {
          userId: testProfile().id,
          email: 'paula@exemplo.com',
          // The moment the invitation was accepted, not the terms nor the e-mail.
          optInAt: '2025-03-10T17:02:30.000Z',
          optInBy: 'register-private-label',
        },
      },
    ]);
    const details = screen.getByRole('region', { name: 'Comprovante do consentimento' });
    expect(details).toHaveTextContent('ParceiroPadaria Sol');
    expect(details).toHaveTextContent(
      'Pagar com o rosto nas lojas Padaria Sol, com os Termos de uso e a Política de privacidade do Rosto.',
    );
    // The recorded moment, in São Paulo time.
    expect(details).toHaveTextContent('Registrado em10 de março de 2025 às 14:02');
    expect(screen.queryByText(/Etapa/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar meu rosto' }));
    expect(where()).toBe('/register/face');
  });

  it("an app user's invitation sends the opt-in with the e-mail the partner gave, then the receipt", async () => {
    renderRoute({
      path: '/register-private-label-app-user',
      element: <RegisterPrivateLabelAppUserRoute />,
      profile: partnerUser('paula@parceiro.com'),
    });
    await acceptTerms();
    // No partner loaded in this visit: the texts say "partner shops".
    await heading('Você foi convidado para pagar com o rosto');
    expect(screen.getByText('Etapa 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Como funciona' })).toHaveTextContent(
      'Nas lojas parceiras, você paga',
    );

    at('2025-03-10T18:30:00.000Z');
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { optInAt: '2025-03-10T18:30:00.000Z', optInBy: 'register-private-label-app-user' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quero pagar com o rosto' }));
    await heading('Convite aceito');
    expect(sentCalls(fetchMock)).toEqual([
      {
        call: 'PUT entrance/register/set-privatelabel-email',
        body: {
          userId: testProfile().id,
          email: 'paula@parceiro.com',
          optInAt: '2025-03-10T18:30:00.000Z',
          optInBy: 'register-private-label-app-user',
        },
      },
    ]);
    expect(screen.getByRole('region', { name: 'Comprovante do consentimento' })).toHaveTextContent(
      'Registrado em10 de março de 2025 às 15:30',
    );
  });

  it('the receipt in English: the date in the English format, still in São Paulo time', async () => {
    // Accepted already: the receipt is where the registration was left.
    beginOnboarding('private-label-app-user');
    dispatchOnboarding({ type: 'advance', patch: { acceptedTermsAt: '2025-03-10T18:29:00.000Z' } });
    dispatchOnboarding({
      type: 'advance',
      patch: {
        optedInAt: '2025-03-10T18:30:00.000Z',
        recordedOptIn: { optInAt: '2025-03-10T18:30:05.000Z', optInBy: 'x' },
      },
    });
    await changeLanguage('en');
    setPartner(testPartner());
    renderRoute({
      path: '/register-private-label-app-user',
      element: <RegisterPrivateLabelAppUserRoute />,
      // Opted in already (the profile read again): the receipt still shows.
      profile: testProfile({
        email: 'paula@parceiro.com',
        privateLabelStatus: { isEnabled: true, hasEncodings: false, hasOptIn: true },
      }),
    });
    await heading('Invitation accepted');
    expect(screen.getByRole('region', { name: 'Consent receipt' })).toHaveTextContent(
      'Recorded onMar 10, 2025, 3:30 PM',
    );
  });

  it('"Agora não" asks first, then signs out, goes to / and says the invitation was not accepted', async () => {
    setPartner(testPartner());
    renderRoute({
      path: '/register-private-label',
      element: <RegisterPrivateLabelRoute />,
      profile: partnerUser(null),
    });
    await acceptTerms();
    await heading(/convidou você/);

    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Recusar o convite?' });
    expect(dialog).toHaveTextContent('nas lojas Padaria Sol');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao convite' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getSessionToken()).toBe('token');

    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, sair' }));
    expect(where()).toBe('/');
    expect(getSessionToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.onboarding)).toBeNull();
    expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual([
      'Convite não aceito. Quando quiser pagar com o rosto, é só entrar de novo.',
    ]);
    // Nothing recorded: only the server's logout went out.
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual(['POST user/logout']);
  });

  it('a refused opt-in (talk to us) ends on the fail screen; starting over signs out', async () => {
    renderRoute({
      path: '/register-private-label-app-user',
      element: <RegisterPrivateLabelAppUserRoute />,
      profile: partnerUser('paula@parceiro.com'),
    });
    await acceptTerms();
    await heading(/convidado/);
    fetchMock.mockResolvedValueOnce(refused(400, 'TALK_TO_US'));
    fireEvent.click(screen.getByRole('button', { name: 'Quero pagar com o rosto' }));
    await heading('Não foi possível concluir o seu cadastro');
    expect(
      screen.getByText('Não conseguimos concluir essa ação. Fale com a gente para resolvermos.'),
    ).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Começar de novo' }));
    });
    expect(where()).toBe('/');
    expect(getSessionToken()).toBeNull();
  });
  describe('the invitation says what the variant asks next, and nothing it does not (decision 076)', () => {
    /** The texts of a list's items, one per item. */
    const itemsOf = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const FACE =
      'você cadastra uma foto do rosto: ela é protegida e usada só para confirmar que é você.';

    it('private label: the e-mail comes next, then the face photo', async () => {
      setPartner(testPartner());
      renderRoute({
        path: '/register-private-label',
        element: <RegisterPrivateLabelRoute />,
        profile: partnerUser(null),
      });
      // Only what this flow asks: the partner gave the name, CPF and phone; no card.
      const overview = await screen.findByRole(
        'dialog',
        { name: 'Como funciona o cadastro' },
        slow,
      );
      expect(itemsOf(overview)).toEqual(['Seu e-mail', 'Uma foto do seu rosto']);
      await acceptTerms();

      await heading('Padaria Sol convidou você para pagar com o rosto');
      expect(itemsOf(screen.getByRole('region', { name: 'Como funciona' }))).toEqual([
        'Nas lojas Padaria Sol, você paga olhando para a câmera do caixa, sem cartão nem celular na mão.',
        'No próximo passo, você informa o seu e-mail, e enviamos um link para confirmá-lo.',
        `Depois, ${FACE}`,
        'Você pode desistir quando quiser, excluindo a conta no Perfil.',
      ]);
      // And the next screen is indeed the e-mail.
      fireEvent.click(screen.getByRole('button', { name: 'Quero pagar com o rosto' }));
      await heading('Qual é o seu e-mail?');
    });

    it("an app user's: the face photo comes next, no e-mail", async () => {
      setPartner(testPartner());
      renderRoute({
        path: '/register-private-label-app-user',
        element: <RegisterPrivateLabelAppUserRoute />,
        profile: partnerUser('paula@parceiro.com'),
      });
      const overview = await screen.findByRole(
        'dialog',
        { name: 'Como funciona o cadastro' },
        slow,
      );
      expect(itemsOf(overview)).toEqual(['Uma foto do seu rosto']);
      await acceptTerms();

      const points = await screen.findByRole('region', { name: 'Como funciona' }, slow);
      expect(itemsOf(points)).toEqual([
        'Nas lojas Padaria Sol, você paga olhando para a câmera do caixa, sem cartão nem celular na mão.',
        `No próximo passo, ${FACE}`,
        'Você pode desistir quando quiser, excluindo a conta no Perfil.',
      ]);
      expect(points).not.toHaveTextContent('e-mail');
    });

    it('in English, each variant in its own order', async () => {
      await changeLanguage('en');
      setPartner(testPartner());
      renderRoute({
        path: '/register-private-label',
        element: <RegisterPrivateLabelRoute />,
        profile: partnerUser(null),
      });
      fireEvent.click(await screen.findByRole('button', { name: "Let's go" }, slow));
      fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
      const points = await screen.findByRole('region', { name: 'How it works' }, slow);
      expect(itemsOf(points).slice(1, 3)).toEqual([
        'In the next step, you give your e-mail, and we send a link to confirm it.',
        'Then you register a photo of your face: it is protected and only used to confirm it is you.',
      ]);
    });
  });
});
