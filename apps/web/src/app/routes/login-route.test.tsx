// /login as the router shows it: the sign-in steps, or the privacy policy as a
// step of its own when the CPF step's link asks for it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, it } from 'vitest';
import { setupI18n } from '../../testing/setup-i18n';
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
  beforeAll(() => setupI18n());

  it('shows the CPF step', async () => {
    renderAt('/login');
    await screen.findByLabelText('CPF');
  });

  it("shows the privacy policy for the CPF step's link", async () => {
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
