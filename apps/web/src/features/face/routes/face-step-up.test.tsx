// /perfil/trocar-rosto: the PIN, then the SMS code, then the capture from the
// profile; each refusal where it shows, a reload on the code step, and a
// step-up that expired or ran out.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDeviceId } from '../../../lib/device-id';
import { storageKeys } from '../../../lib/storage';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import type { FetchMock } from '../../../testing/routes';
import { renderRoute, setUpRouteTests, where } from '../../../testing/routes';
import { clearFaceFlow } from '../stores/face-store';
import { FaceStepUpRoute } from './face-step-up';

const STEP_UP_ID = '6d1f4c2a-8b3e-4f5a-9c7d-1e2f3a4b5c6d';
const codeSent = () =>
  json(200, {
    data: {
      stepUpId: STEP_UP_ID,
      phoneAreaCode: '11',
      phoneLastFourDigits: '4321',
      resendAfterSeconds: 30,
    },
  });
const confirmed = () =>
  json(200, {
    data: { required: false, pinRequired: true, validUntil: '2026-01-01T12:10:00.000Z' },
  });

interface Status {
  required: boolean;
  pinRequired: boolean;
}

/** The API: the status always, the step-up calls from a queue, each call recorded. */
function fakeApi(fetchMock: FetchMock, status: Status, answers: (() => Response)[]) {
  const sent: { call: string; body: unknown }[] = [];
  fetchMock.mockImplementation((input, init) => {
    const call = `${init?.method ?? 'GET'} ${(input as string).split('/api/')[1]}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    if (call === 'GET user/set-face/step-up') {
      return Promise.resolve(json(200, { data: { ...status, validUntil: null } }));
    }
    sent.push({ call, body });
    const next = answers.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('offline'));
  });
  return { sent };
}

function renderStepUp(
  entry: string | { pathname: string; state: unknown } = '/perfil/trocar-rosto',
) {
  return renderRoute({
    path: '/perfil/trocar-rosto',
    element: <FaceStepUpRoute />,
    entry,
    profile: testProfile(),
    rereadProfile: true,
  });
}

const typePin = (value: string) =>
  fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value } });

describe('FaceStepUpRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearFaceFlow });

  it('the PIN, then the code, then the capture from the profile', async () => {
    const api = fakeApi(fetchMock, { required: true, pinRequired: true }, [codeSent, confirmed]);
    renderStepUp();
    expect(await screen.findByRole('heading', { name: 'Confirme que é você' })).toBeInTheDocument();
    expect(screen.getByText(/precisamos da sua senha de 4 números/)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha de 4 números')).toHaveFocus();

    typePin('2580');
    const heading = await screen.findByRole('heading', { name: 'Digite o código' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/\(11\) •••••-4321/)).toBeInTheDocument();
    // The step-up waits for its code in this tab's storage: never the PIN.
    const stored = sessionStorage.getItem(storageKeys.faceStepUp);
    expect(stored).toContain(STEP_UP_ID);
    expect(stored).not.toContain('2580');

    fireEvent.input(screen.getByLabelText('Código de verificação'), {
      target: { value: '123456' },
    });
    await waitFor(() => expect(where()).toBe('/register/face?origem=perfil'));
    expect(api.sent).toEqual([
      {
        call: 'POST user/set-face/step-up',
        body: { deviceUUID: getDeviceId(), pin: '2580', call: false },
      },
      { call: 'PUT user/set-face/step-up', body: { stepUpId: STEP_UP_ID, otp: '123456' } },
    ]);
    expect(sessionStorage.getItem(storageKeys.faceStepUp)).toBeNull();
  });

  it('a wrong PIN: "Senha incorreta." under the emptied dots, and no code', async () => {
    const api = fakeApi(fetchMock, { required: true, pinRequired: true }, [
      () => refused(403, 'INVALID_USER_PIN'),
    ]);
    renderStepUp();
    await screen.findByRole('heading', { name: 'Confirme que é você' });
    typePin('1357');
    const alert = await screen.findByText('Senha incorreta.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const pin = screen.getByLabelText('Senha de 4 números');
    expect(pin).toHaveValue('');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(pin).toBeEnabled());
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    expect(api.sent).toHaveLength(1);

    // Typing again clears the error.
    typePin('2');
    expect(screen.queryByText('Senha incorreta.')).toBeNull();
  });

  it('a locked PIN shows its own text', async () => {
    fakeApi(fetchMock, { required: true, pinRequired: true }, [
      () => refused(423, 'USER_PIN_LOCKED'),
    ]);
    renderStepUp();
    await screen.findByRole('heading', { name: 'Confirme que é você' });
    typePin('1357');
    expect(
      await screen.findByText(
        'Sua senha foi bloqueada depois de 5 tentativas erradas. Redefina a senha para continuar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Senha de 4 números')).toHaveValue('');
  });

  it('without a PIN: the code goes only when asked for', async () => {
    const api = fakeApi(fetchMock, { required: true, pinRequired: false }, [codeSent]);
    renderStepUp();
    await screen.findByRole('heading', { name: 'Confirme que é você' });
    expect(screen.getByText(/vamos enviar um código por SMS/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha de 4 números')).toBeNull();
    // A reload of this screen must never send an SMS by itself.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByLabelText('Código de verificação')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { call: 'POST user/set-face/step-up', body: { deviceUUID: getDeviceId(), call: false } },
    ]);
  });

  it('a reload on the code step stays there; resend and back only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(fetchMock, { required: true, pinRequired: true }, [codeSent, codeSent]);
    const first = renderStepUp();
    await screen.findByRole('heading', { name: 'Confirme que é você' });
    typePin('2580');
    await screen.findByLabelText('Código de verificação');
    first.unmount();

    renderStepUp();
    expect(await screen.findByLabelText('Código de verificação')).toBeInTheDocument();
    expect(screen.getByText(/\(11\) •••••-4321/)).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    const back = screen.getByRole('button', { name: 'Voltar' });
    expect(back).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Receber por ligação' }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toEqual({
      call: 'POST user/set-face/step-up/resend',
      body: { stepUpId: STEP_UP_ID, call: true },
    });
    // The new code starts a new countdown.
    await waitFor(() => expect(back).toBeDisabled());
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(back).toBeEnabled();
    fireEvent.click(back);
    await waitFor(() => expect(where()).toBe('/perfil'));
    expect(sessionStorage.getItem(storageKeys.faceStepUp)).toBeNull();
  });

  it('an expired step-up goes back to the first step, saying so', async () => {
    fakeApi(fetchMock, { required: true, pinRequired: true }, [
      codeSent,
      () => refused(400, 'FACE_STEP_UP_EXPIRED'),
    ]);
    renderStepUp();
    await screen.findByRole('heading', { name: 'Confirme que é você' });
    typePin('2580');
    fireEvent.input(await screen.findByLabelText('Código de verificação'), {
      target: { value: '123456' },
    });
    const heading = await screen.findByRole('heading', { name: 'Confirme que é você' });
    const notice = await screen.findByText('A confirmação expirou. Comece de novo.');
    expect(notice).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Senha de 4 números')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.faceStepUp)).toBeNull();
  });

  it('sent back by the capture (its 10 minutes ran out): why, above the first step', async () => {
    fakeApi(fetchMock, { required: true, pinRequired: true }, []);
    renderStepUp({ pathname: '/perfil/trocar-rosto', state: { expired: true } });
    expect(
      await screen.findByText(
        'Para trocar o rosto cadastrado, confirme sua senha e o código enviado por SMS.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirme que é você' })).toBeInTheDocument();
  });

  it('nothing to confirm: straight to the capture from the profile', async () => {
    const api = fakeApi(fetchMock, { required: false, pinRequired: true }, []);
    renderStepUp();
    await waitFor(() => expect(where()).toBe('/register/face?origem=perfil'));
    expect(api.sent).toEqual([]);
  });
});
