// /validar-email-status (issue 13): a wrong CPF on a good link offers another
// try and a new link; a spent link offers a new link, on /validar-conta when
// signed in, through the sign-in (remembered for after it) when signed out.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { testProfile } from '../../../testing/profile';
import { renderRoute, setUpRouteTests, where } from '../../../testing/routes';
import { takeAfterLogin } from '../../../lib/after-login';
import { EmailChallengeStatusRoute } from './email-challenge-status';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const renderStatus = (state: unknown) =>
  renderRoute({
    path: '/validar-email-status',
    entry: { pathname: '/validar-email-status', state },
    element: <EmailChallengeStatusRoute />,
    profile: testProfile(),
  });

describe('EmailChallengeStatusRoute', () => {
  setUpRouteTests();

  it('a wrong CPF on a good link: the tries left, another try, a new link', () => {
    renderStatus({ status: 'fail', retry: { token, remainingAttempts: 1 } });
    expect(screen.getByRole('heading', { name: 'O CPF não confere' })).toBeVisible();
    expect(
      screen.getByText(
        'Digite o CPF da conta que recebeu este e-mail. Resta 1 tentativa com este link.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute(
      'href',
      `/validar-email/${token}`,
    );
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/validar-conta',
    );
  });

  it('a spent link, signed in: the new link on /validar-conta', () => {
    renderStatus({ status: 'fail', retry: null });
    expect(screen.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tentar de novo' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Pedir um novo link' }));
    expect(where()).toBe('/validar-conta');
  });

  it('a spent link, signed out: sign in first, then /validar-conta', () => {
    endSession();
    renderStatus({ status: 'fail' });
    expect(
      screen.getByText('Este link expirou ou já foi usado. Entre na sua conta para pedir um novo.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Entrar para pedir um novo link' }));
    expect(where()).toBe('/login');
    expect(takeAfterLogin()).toBe('/validar-conta');
  });
});
