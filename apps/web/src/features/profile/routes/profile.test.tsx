// /perfil: registering the face for who must, replacing it for who has one.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { testProfile } from '../../../testing/profile';
import { setupI18n } from '../../../testing/setup-i18n';
import { ProfileRoute } from './profile';

const profile = (mustRegisterFace: boolean) =>
  testProfile({ mustRegisterFace, userFaceStatus: mustRegisterFace ? null : 'SUCCESS' });

function renderProfile(user: UserProfile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user', 'profile'], user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/perfil']}>
        <ProfileRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileRoute', () => {
  beforeAll(setupI18n);

  it('a registered face can be replaced, through the step-up', () => {
    renderProfile(profile(false));
    expect(screen.getByRole('link', { name: 'Trocar foto do rosto' })).toHaveAttribute(
      'href',
      '/perfil/trocar-rosto',
    );
    expect(screen.queryByRole('link', { name: 'Cadastrar meu rosto' })).toBeNull();
  });

  it('who must register the face gets the capture, not the replacement', () => {
    renderProfile(profile(true));
    expect(screen.getByRole('link', { name: 'Cadastrar meu rosto' })).toHaveAttribute(
      'href',
      '/register/face?origem=perfil',
    );
    expect(screen.queryByRole('link', { name: 'Trocar foto do rosto' })).toBeNull();
  });
});
