// /validation by status: pre-approved, congratulations, could-not-validate
// (with the blocked days after the attempts limit), and its close button.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import { testProfile } from '../../../testing/profile';
import { renderRoute, setUpRouteTests, where } from '../../../testing/routes';
import { clearFaceFlow, getFaceFlow, updateFaceFlow } from '../stores/face-store';
import { FaceValidationRoute } from './face-validation';

const profile = (userFaceStatus: UserProfile['userFaceStatus']) =>
  testProfile({ mustRegisterFace: true, userFaceStatus });

function renderValidation(status: UserProfile['userFaceStatus'], state: unknown = null) {
  renderRoute({
    path: '/validation',
    element: <FaceValidationRoute />,
    entry: { pathname: '/validation', state },
    profile: profile(status),
    rereadProfile: true,
  });
}

describe('FaceValidationRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearFaceFlow });

  it('PROCESSING: the pre-approved screen, results by SMS, review up to 2 days', async () => {
    updateFaceFlow({ faceStatus: 'PROCESSING' });
    renderValidation('NOT_STARTED');
    const heading = await screen.findByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Avisamos o resultado por SMS/)).toBeInTheDocument();
    expect(screen.getByText('A análise leva de alguns minutos até 2 dias.')).toBeInTheDocument();
    // The in-app help centre's article on the face capture (decision 069), not the placeholder domain.
    const readMore = screen.getByRole('link', { name: /Saiba mais/ });
    expect(readMore).toHaveAttribute('href', '/ajuda/cadastro-do-rosto');
    expect(readMore).not.toHaveAttribute('target');
    expect(document.title).toBe('Validação do rosto | Rosto');
    // Said before it happens: closing signs out until the review ends (issue 13).
    expect(screen.getByText(/Ao fechar, você sai da sua conta/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entendi, sair' }));
    await waitFor(() => expect(getSessionToken()).toBeNull());
  });

  it('NOT_STARTED from the profile alone is pre-approved too', async () => {
    renderValidation('NOT_STARTED');
    expect(
      await screen.findByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' }),
    ).toBeInTheDocument();
  });

  it('SUCCESS: congratulations, and continue reads the profile again before /home', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: profile('SUCCESS') }), { status: 200 }),
    );
    updateFaceFlow({ faceStatus: 'SUCCESS', registerIntentionId: 'reg-1' });
    renderValidation('SUCCESS');
    expect(
      await screen.findByRole('heading', { name: 'Parabéns, seu rosto foi cadastrado!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Saiba mais/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(where()).toBe('/home'));
    expect(fetchMock.mock.calls[0]![0] as string).toContain('user/profile');
    expect(getFaceFlow()).toMatchObject({ faceStatus: 'SUCCESS', registerIntentionId: null });
  });

  it('the profile saying SUCCESS wins over an older local PROCESSING', async () => {
    updateFaceFlow({ faceStatus: 'PROCESSING' });
    renderValidation('PENDING');
    expect(
      await screen.findByRole('heading', { name: 'Parabéns, seu rosto foi cadastrado!' }),
    ).toBeInTheDocument();
  });

  it('from the profile, a replacement under review is pre-approved though the profile says SUCCESS', async () => {
    // The old face stays in use while the new one waits (decision 023).
    updateFaceFlow({ faceStatus: 'PROCESSING' });
    renderValidation('SUCCESS', { from: 'profile' });
    expect(
      await screen.findByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' }),
    ).toBeInTheDocument();
    // Closing goes back to the profile here: nobody is signed out.
    expect(screen.queryByText(/Ao fechar, você sai da sua conta/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entendi, sair' })).toBeNull();
  });

  it('FAIL: could not validate, with the reason, read more and try again', async () => {
    updateFaceFlow({ faceStatus: 'FAIL', errorCode: 'NOT_SAME_PERSON' });
    renderValidation('NOT_STARTED');
    expect(
      await screen.findByRole('heading', { name: 'Não conseguimos validar seu rosto' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('As fotos não parecem ser da mesma pessoa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Saiba mais/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(where()).toBe('/register/face'));
  });

  it('FAIL of the liveness check: the reason, then tips on light, distance and glasses, and try again', async () => {
    updateFaceFlow({ faceStatus: 'FAIL', errorCode: 'FACE_LIVENESS_FAILED' });
    renderValidation('NOT_STARTED');
    expect(
      await screen.findByText(/Não conseguimos confirmar que a foto é de uma pessoa ao vivo/u),
    ).toBeInTheDocument();
    const tips = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(tips).toEqual([
      'Fique num lugar bem iluminado, sem luz forte atrás de você.',
      'Segure o celular na altura do rosto, a um braço de distância.',
      'Tire óculos escuros, boné ou máscara, e olhe direto para a câmera.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(where()).toBe('/register/face'));
  });

  it('FAIL after the liveness attempts limit: the blocked days and no retry', async () => {
    updateFaceFlow({
      faceStatus: 'FAIL',
      livenessAttemptsLimitReached: true,
      blockedDays: 7,
      errorCode: 'LIVENESS_ATTEMPTS_LIMIT_REACHED',
    });
    renderValidation(null);
    expect(
      await screen.findByRole('heading', { name: 'Limite de tentativas atingido' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Você poderá tentar de novo em 7 dias.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('one blocked day is said in the singular', async () => {
    updateFaceFlow({ faceStatus: 'FAIL', livenessAttemptsLimitReached: true, blockedDays: 1 });
    renderValidation(null);
    expect(await screen.findByText('Você poderá tentar de novo em 1 dia.')).toBeInTheDocument();
  });

  it('close logs out and clears what the capture left', async () => {
    updateFaceFlow({ faceStatus: 'PROCESSING', registerIntentionId: 'reg-1' });
    renderValidation('PROCESSING');
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.face)).toBeNull();
  });

  it('close goes back to the profile when the user came from there', async () => {
    renderValidation('PROCESSING', { from: 'profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(where()).toBe('/perfil'));
    expect(getSessionToken()).toBe('token');
  });

  it('without any capture to speak of, goes to the capture', async () => {
    renderValidation(null);
    await waitFor(() => expect(where()).toBe('/register/face'));
  });
});
