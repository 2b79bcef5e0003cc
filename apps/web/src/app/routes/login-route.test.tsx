// /login as the router shows it: the sign-in steps, or the privacy policy as a
// step of its own when the CPF step's link asks for it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, it } from 'vitest';
import { json } from '../../testing/responses';
import { setUpRouteTests } from '../../testing/routes';
import { LoginWithPrivacyRoute } from './login-route';

function renderAt(entry: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginWithPrivacyRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginWithPrivacyRoute', () => {
  const fetchMock = setUpRouteTests();

  it('shows the CPF step', async () => {
    renderAt('/login');
    await screen.findByLabelText('CPF');
  });

  it("shows the privacy policy for the CPF step's link", async () => {
    // The policy names the operator the server answers (GET legal/operator).
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          legalName: 'Operadora Ltda.',
          cnpj: '11.222.333/0001-81',
          address: 'Rua A, 1',
          contactEmail: 'a@b.example',
          dpoName: 'Ana',
          dpoEmail: 'd@b.example',
          example: false,
        },
      }),
    );
    renderAt({ pathname: '/login', state: { step: 'privacy' } });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Política de Privacidade' },
      {
        timeout: 5_000,
      },
    );
  });
});
