// /validar-conta: the address, the resend closed for 60 s, a resend that
// restarts the countdown with the new-link title, and a reload that keeps it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { readEmailLinkSent, saveEmailLinkSent } from '../stores/email-link-sent';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { ValidateAccountRoute } from './validate-account';

const profile = testProfile({ email: 'maria@exemplo.com.br', isEmailValidated: false });
const renderValidate = (user = profile) =>
  renderRoute({ path: '/validar-conta', element: <ValidateAccountRoute />, profile: user });

const resendButton = () => screen.getByRole('button', { name: 'Reenviar link' });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ValidateAccountRoute', () => {
  const fetchMock = setUpRouteTests();

  it('resend opens 60 s after the link; a resend restarts it with the new-link title', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-01T12:00:00Z') });
    saveEmailLinkSent({ sentAt: Date.now(), resent: false });
    renderValidate();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
    expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await wait(0);
    expect(screen.getByText('Você pode pedir um novo link em 1:00')).toBeInTheDocument();

    await wait(59_000);
    expect(screen.getByText('Você pode pedir um novo link em 0:01')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await wait(1_000);
    expect(resendButton()).toBeEnabled();

    fetchMock.mockResolvedValueOnce(json(200, { data: profile }));
    fireEvent.click(resendButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enviamos um novo link' }),
    ).toBeVisible();
    expect(sentCalls(fetchMock)).toEqual([
      {
        call: 'PUT user/profile/email',
        body: {
          email: 'maria@exemplo.com.br',
          confirmationURL: `${window.location.origin}/validar-email`,
        },
      },
    ]);
    await wait(0);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('Você pode pedir um novo link em 1:00')).toBeInTheDocument();
    const stored = readEmailLinkSent();
    expect(stored?.resent).toBe(true);
    expect(Date.now() - stored!.sentAt).toBeLessThan(1_000);
  });

  it('a reload keeps counting from the link it sent, title included', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-01T12:00:00Z') });
    saveEmailLinkSent({ sentAt: Date.now() - 25_000, resent: true });
    renderValidate();
    expect(screen.getByRole('heading', { level: 1, name: 'Enviamos um novo link' })).toBeVisible();
    await wait(0);
    expect(screen.getByText('Você pode pedir um novo link em 0:35')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it('a refused resend shows its text and stays possible', async () => {
    renderValidate();
    // Nothing was sent from this tab: a resend is possible at once.
    expect(resendButton()).toBeEnabled();
    fetchMock.mockResolvedValueOnce(refused(429, 'TOO_MANY_REQUESTS'));
    fireEvent.click(resendButton());
    expect(
      await screen.findByText('Muitas tentativas. Aguarde um pouco e tente novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  });

  it('back to the profile', () => {
    renderValidate();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao perfil' }));
    expect(where()).toBe('/perfil');
  });

  it('without an address there is nothing to confirm: the edit screen', () => {
    renderValidate(testProfile({ email: null, isEmailValidated: false }));
    expect(where()).toBe('/editar-conta');
  });
});
