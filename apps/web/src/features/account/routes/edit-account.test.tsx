// /editar-conta: when sending is possible, the "e-mail not valid" warning, a
// send that goes on to /validar-conta, and a refusal that lets the user retry.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { readEmailLinkSent } from '../stores/email-link-sent';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { EditAccountRoute } from './edit-account';

const renderEdit = (profile: UserProfile) =>
  renderRoute({ path: '/editar-conta', element: <EditAccountRoute />, profile });

const field = () => screen.getByLabelText('E-mail');
const sendButton = () => screen.getByRole('button', { name: 'Enviar link de confirmação' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe('EditAccountRoute', () => {
  const fetchMock = setUpRouteTests();

  it('sending waits for a new address when the current one is validated', () => {
    renderEdit(testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Seu e-mail' })).toBeInTheDocument();
    expect(field()).toHaveValue('maria@exemplo.com.br');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(/já está confirmado/)).toBeInTheDocument();

    // Typed as the user may: capitals, spaces around, a "+" that is kept (decision 070).
    type(' Maria+Nova@Exemplo.com.br ');
    expect(field()).toHaveValue('maria+nova@exemplo.com.br');
    expect(sendButton()).toBeEnabled();
    type('maria@exemplo.com.br');
    expect(sendButton()).toBeDisabled();
  });

  it('an address not yet validated can be sent again as it is', () => {
    renderEdit(testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: false }));
    expect(sendButton()).toBeEnabled();
  });

  it('an incomplete address: the warning under the field and no sending', async () => {
    renderEdit(testProfile({ email: null, isEmailValidated: false }));
    expect(field()).toHaveValue('');
    expect(sendButton()).toBeDisabled();

    type('ana@mail.c');
    expect(sendButton()).toBeDisabled();
    const warning = await screen.findByText('E-mail inválido.');
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    type('ana@mail.com');
    expect(screen.queryByText('E-mail inválido.')).toBeNull();
    expect(sendButton()).toBeEnabled();
  });

  it("an address is never rewritten: 'ana+tag@mail.com' is sent as typed, 'joão@mail.com' refused", async () => {
    renderEdit(testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: true }));
    type('joão@mail.com');
    expect(field()).toHaveValue('joão@mail.com');
    fireEvent.blur(field());
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    fetchMock.mockResolvedValueOnce(
      json(200, { data: testProfile({ email: 'ana+tag@mail.com', isEmailValidated: false }) }),
    );
    type('ana+tag@mail.com');
    fireEvent.click(sendButton());
    await waitFor(() => expect(where()).toBe('/validar-conta'));
    expect(sentCalls(fetchMock)).toMatchObject([
      { call: 'PUT user/profile/email', body: { email: 'ana+tag@mail.com' } },
    ]);
  });

  it('a sent address: the link back to this app, the new profile, then /validar-conta', async () => {
    const { client } = renderEdit(
      testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: true }),
    );
    const answered = testProfile({ email: 'maria.nova@exemplo.com.br', isEmailValidated: false });
    fetchMock.mockResolvedValueOnce(json(200, { data: answered }));

    type('maria.nova@exemplo.com.br');
    fireEvent.click(sendButton());
    await waitFor(() => expect(where()).toBe('/validar-conta'));
    expect(sentCalls(fetchMock)).toEqual([
      {
        call: 'PUT user/profile/email',
        body: {
          email: 'maria.nova@exemplo.com.br',
          confirmationURL: `${window.location.origin}/validar-email`,
        },
      },
    ]);
    expect(client.getQueryData(['user', 'profile'])).toEqual(answered);
    // /validar-conta counts to the next resend from this moment.
    expect(readEmailLinkSent()).toMatchObject({ resent: false });
  });

  it('a refusal: its text, and the button works again', async () => {
    renderEdit(testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: false }));
    fetchMock.mockResolvedValueOnce(refused(429, 'TOO_MANY_REQUESTS'));

    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Muitas tentativas. Aguarde um pouco e tente novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(where()).toBeNull();
    expect(readEmailLinkSent()).toBeNull();

    fetchMock.mockResolvedValueOnce(
      json(200, { data: testProfile({ email: 'maria@exemplo.com.br' }) }),
    );
    fireEvent.click(sendButton());
    await waitFor(() => expect(where()).toBe('/validar-conta'));
  });

  it('back goes to the profile', () => {
    renderEdit(testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(where()).toBe('/perfil');
  });
});
