// /register/face in jsdom with a fake camera: the instructions, each
// permission screen, the captures the server asks for (liveness, glasses),
// polling, and where each ending leads, in the registration and from the profile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { getSessionToken } from '../../../lib/session';
import { i18n } from '../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testProfile } from '../../../testing/profile';
import { json } from '../../../testing/responses';
import type { FetchMock } from '../../../testing/routes';
import { renderRoute, setUpRouteTests, where, whereState } from '../../../testing/routes';
import { FACE_SET_TIMEOUT_MS } from '../api/start-face-capture';
import styles from '../components/face.module.css';
import { clearFaceFlow, getFaceFlow, updateFaceFlow } from '../stores/face-store';
import { FACE_USAGE_ID, faceUsage } from '../testing';
import { loadFaceDetector } from '../utils/face-detector';
import { RegisterFaceRoute } from './register-face';

vi.mock('../utils/face-detector', () => ({ loadFaceDetector: vi.fn() }));
// Whether the result screen's code was asked for, and when.
const resultScreen = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./face-validation', () => {
  resultScreen.loaded();
  return { FaceValidationRoute: () => null };
});
// Tracking is off in the sandbox build: the events are read from the tracker itself.
vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const ID = FACE_USAGE_ID;
const PHOTO = `data:image/jpeg;base64,/9j/${'A'.repeat(2000)}`;
const profile = testProfile({ mustRegisterFace: true, userFaceStatus: null });

const usage = faceUsage;
const capturing = (step: 1 | 2, usesGlasses: boolean) =>
  usage({ faceUsageIntentionState: 'CAPTURING', nextCapture: { step, usesGlasses } });
const finished = (outcome: FaceUsage['identityVerificationOutcome']) =>
  usage({ faceUsageIntentionState: 'FINISHED', identityVerificationOutcome: outcome });

const refused = (code: string, extra: Record<string, unknown> = {}) =>
  json(400, { statusCode: 400, error: 'Bad Request', message: code, ...extra });

const noStepUp = { required: false, pinRequired: true, validUntil: null };

const consentRecorded = () =>
  json(200, { data: { givenAt: '2026-11-23T12:00:00.000Z', termsVersion: '2026-11' } });

/**
 * The API: the profile, the step-up status (none needed unless told) and the
 * biometric consent (recorded unless told) always, the head-turn challenges
 * from their own queue (none: no network), the face calls from a queue, each
 * call recorded.
 */
function fakeApi(
  fetchMock: FetchMock,
  face: (() => Response)[],
  stepUp: unknown = noStepUp,
  consent: () => Response = consentRecorded,
  challenges: (() => Response | Promise<Response>)[] = [],
) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  fetchMock.mockImplementation((input, init) => {
    const url = input as string;
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      url,
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    });
    if (url.endsWith('/user/profile')) return Promise.resolve(json(200, { data: profile }));
    if (url.endsWith('/user/set-face/step-up')) return Promise.resolve(json(200, { data: stepUp }));
    if (url.endsWith('/user/consents/biometric')) return Promise.resolve(consent());
    const queue = url.endsWith('/user/set-face/challenge') ? challenges : face;
    const next = queue.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('offline'));
  });
  const isChallenge = (call: { url: string }) => call.url.endsWith('/set-face/challenge');
  const isFaceCall = (call: { url: string }) =>
    call.url.includes('set-face') && !call.url.endsWith('/step-up') && !isChallenge(call);
  return {
    faceCalls: () => sent.filter(isFaceCall),
    challengeCalls: () => sent.filter(isChallenge),
    /** The consent and face calls, in the order they were sent. */
    captureCalls: () =>
      sent.filter((call) => call.url.endsWith('/consents/biometric') || isFaceCall(call)),
  };
}

interface FakeCamera {
  getUserMedia: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}

/** navigator.mediaDevices and navigator.permissions, as a phone browser has them. */
function fakeCamera(
  options: {
    permission?: PermissionState | 'missing';
    media?: boolean;
    opens?: () => Promise<MediaStream>;
  } = {},
): FakeCamera {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => options.opens?.() ?? Promise.resolve(stream));
  if (options.media !== false) {
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
  }
  if (options.permission !== 'missing') {
    Object.defineProperty(navigator, 'permissions', {
      value: { query: vi.fn().mockResolvedValue({ state: options.permission ?? 'granted' }) },
      configurable: true,
    });
  }
  return { getUserMedia, stop };
}

function renderFace(path: string | { pathname: string; state: unknown } = '/register/face') {
  return renderRoute({
    path: '/register/face',
    element: <RegisterFaceRoute />,
    entry: path,
    profile,
    rereadProfile: true,
  });
}

const consentBox = () => screen.getByRole('checkbox', { name: /Autorizo o Rosto a tratar/ });

async function answerGlassesAndStart(answer: 'Sim' | 'Não') {
  fireEvent.click(await screen.findByRole('radio', { name: answer }));
  fireEvent.click(consentBox());
  fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
}

/** The camera page once its video has a frame. */
async function cameraReady() {
  const video = await screen.findByLabelText('Imagem da câmera frontal');
  fireEvent(video, new Event('loadeddata'));
  const shutter = screen.getByRole('button', { name: 'Tirar foto' });
  await waitFor(() => expect(shutter).toBeEnabled());
  return shutter;
}

describe('RegisterFaceRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearFaceFlow });
  beforeEach(() => {
    vi.mocked(track).mockReset();
    fakeApi(fetchMock, []);
    vi.mocked(loadFaceDetector).mockResolvedValue({
      detect: () => Promise.resolve({ frame: { width: 720, height: 1280 }, faces: [] }),
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PHOTO);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(1280);
  });
  afterEach(() => {
    clearSnackbars();
    const nav = navigator as unknown as Record<string, unknown>;
    delete nav.mediaDevices;
    delete nav.permissions;
  });

  // First of the file: a module loads once per file, so no photo may be sent before this one.
  it("the result screen's code loads while the photo is analysed, not before it is sent", async () => {
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('PROCESSING') })]);
    renderFace();
    await answerGlassesAndStart('Não');
    const shutter = await cameraReady();
    expect(resultScreen.loaded).not.toHaveBeenCalled();
    fireEvent.click(shutter);
    await waitFor(() => expect(resultScreen.loaded).toHaveBeenCalledTimes(1));
  });

  it('shows the four tips, asks about glasses before the photo, and offers help', async () => {
    renderFace();
    expect(
      await screen.findByRole('heading', { name: 'Agora, uma foto do seu rosto' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dicas para a foto' }).children).toHaveLength(4);
    expect(screen.getByText(/de frente para a luz/)).toBeInTheDocument();
    expect(screen.getByText(/sem boné, óculos ou máscara/)).toBeInTheDocument();
    expect(screen.getByText(/expressão neutra/)).toBeInTheDocument();
    expect(screen.getByText(/celular na altura do rosto/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    expect(await screen.findByText('Responda se você usa óculos para continuar.')).toBeVisible();
    expect(screen.getByText('Marque a autorização para continuar.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Sim' })).toHaveFocus();

    const help = new URL(
      screen.getByRole('link', { name: /Preciso de ajuda/ }).getAttribute('href')!,
    );
    expect(help.searchParams.get('subject')).toBe('Ajuda com a foto do rosto');
    // The CPF goes as a support reference on click, never in the address (decision 020).
    expect(help.href).not.toMatch(/529\.?982\.?247-?25/u);
  });

  it('asks for the biometric consent, with the privacy policy, before any call', async () => {
    const camera = fakeCamera();
    const api = fakeApi(fetchMock, []);
    renderFace();
    fireEvent.click(await screen.findByRole('radio', { name: 'Não' }));
    const box = consentBox();
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade#dados-coletados',
    );

    // The button stays enabled: it says what is missing and focuses the box.
    const start = screen.getByRole('button', { name: 'Tirar foto' });
    expect(start).toBeEnabled();
    fireEvent.click(start);
    const message = await screen.findByText('Marque a autorização para continuar.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.captureCalls()).toEqual([]);
    expect(camera.getUserMedia).not.toHaveBeenCalled();

    fireEvent.click(box);
    expect(screen.queryByText('Marque a autorização para continuar.')).toBeNull();
    fireEvent.click(start);
    expect(await screen.findByLabelText('Imagem da câmera frontal')).toBeInTheDocument();
    expect(api.captureCalls()).toEqual([
      { method: 'POST', url: '/api/user/consents/biometric', body: { accepted: true } },
    ]);
  });

  it('a failed consent call: its message on the instructions, and no camera', async () => {
    const camera = fakeCamera();
    const api = fakeApi(fetchMock, [], noStepUp, () =>
      json(429, { statusCode: 429, error: 'Too Many Requests', message: 'TOO_MANY_REQUESTS' }),
    );
    renderFace();
    await answerGlassesAndStart('Não');
    const message = await screen.findByText(
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Agora, uma foto do seu rosto' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tirar foto' })).toBeEnabled();
    expect(consentBox()).toBeChecked();
    expect(api.faceCalls()).toEqual([]);
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('a capture without a recorded consent: back to the instructions to give it again', async () => {
    const camera = fakeCamera();
    const api = fakeApi(fetchMock, [
      () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: 'BIOMETRIC_CONSENT_REQUIRED' }),
      () => json(200, { data: finished('SUCCESS') }),
    ]);
    renderFace();
    await answerGlassesAndStart('Sim');
    fireEvent.click(await cameraReady());

    expect(
      await screen.findByText(
        'Para cadastrar o seu rosto, aceite o uso dos seus dados biométricos.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Agora, uma foto do seu rosto' })).toBeVisible();
    expect(camera.stop).toHaveBeenCalled();
    // Not a refused face: nothing judged, no /validation.
    expect(screen.queryByTestId('where')).toBeNull();
    expect(getFaceFlow()).toMatchObject({ faceStatus: null, errorCode: null });
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();

    fireEvent.click(consentBox());
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(api.captureCalls().map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/user/consents/biometric',
      'POST /api/user/set-face/async',
      'POST /api/user/consents/biometric',
      'POST /api/user/set-face/async',
    ]);
  });

  it('a glasses wearer: photo, liveness, photo with glasses, then /validation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const camera = fakeCamera();
    const api = fakeApi(fetchMock, [
      () => json(200, { data: usage() }),
      () => json(200, { data: capturing(2, false) }),
      () => json(200, { data: usage() }),
      () => json(200, { data: capturing(1, true) }),
      () => json(200, { data: usage() }),
      () => json(200, { data: usage() }),
      () => json(200, { data: finished('PROCESSING') }),
    ]);
    renderFace();
    await answerGlassesAndStart('Sim');

    let shutter = await cameraReady();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    expect(screen.getByRole('heading', { name: 'Encaixe o rosto no círculo' })).toBeInTheDocument();
    // A glasses wearer takes two pairs: "Foto N de 4" all along.
    expect(screen.getByText('Foto 1 de 4')).toBeInTheDocument();
    fireEvent.click(shutter);
    expect(await screen.findByText('Aguarde, estamos analisando sua foto')).toBeInTheDocument();
    expect(screen.getByText('Enviando sua foto…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));

    // Step 2, the liveness capture, on the same camera page; no head turn to
    // be had (no network), so today's photo and its burst.
    const liveness = await screen.findByRole('heading', { name: 'Agora, olhe fixo para a câmera' });
    await waitFor(() => expect(liveness).toHaveFocus());
    shutter = screen.getByRole('button', { name: 'Tirar foto' });
    await waitFor(() => expect(shutter).toBeEnabled());
    fireEvent.click(shutter);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    // The server asks for a capture with glasses.
    expect(
      await screen.findByRole('heading', { name: 'Agora coloque seus óculos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Foto 3 de 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Isso pode levar alguns segundos.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(where()).toBe('/validation'));
    expect(getFaceFlow()).toMatchObject({ faceStatus: 'PROCESSING', faceUsageIntentionId: ID });
    expect(camera.stop).toHaveBeenCalled();

    // The consent is on record before the first photo leaves.
    const [consent, ...calls] = api.captureCalls();
    expect(consent).toEqual({
      method: 'POST',
      url: '/api/user/consents/biometric',
      body: { accepted: true },
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/user/set-face/async',
      `GET /api/user/set-face/polling/${ID}`,
      'POST /api/user/set-face/async',
      `GET /api/user/set-face/polling/${ID}`,
      'POST /api/user/set-face/async',
      `GET /api/user/set-face/polling/${ID}`,
      `GET /api/user/set-face/polling/${ID}`,
    ]);
    expect(calls[0]!.body).toEqual({
      images: [PHOTO],
      usesGlasses: false,
      step: 1,
      wearsGlasses: true,
    });
    // The liveness capture carries its burst: four more frames of the next 0.8 s.
    expect(calls[2]!.body).toEqual({
      images: [PHOTO],
      usesGlasses: false,
      step: 2,
      frames: [PHOTO, PHOTO, PHOTO, PHOTO],
    });
    expect(calls[4]!.body).toEqual({ images: [PHOTO], usesGlasses: true, step: 1 });
  });

  it("the host's face SDK: a handshake, then enroll with that session (decision 022)", async () => {
    const session = {
      sessionId: 'c0ffee00-0000-4000-8000-000000000001',
      sessionKey: 'k',
      sessionToken: 't',
    };
    const answer = (data: unknown) =>
      setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data })));
    const host = {
      postMessage: vi.fn((text: string) => {
        const { type } = JSON.parse(text) as { type: string };
        if (type === 'DEVICE_INFO_REQUEST') {
          answer({
            type: 'DEVICE_INFO',
            payload: {
              platform: 'android',
              platformVersion: '14',
              deviceName: 'Pixel',
              userAgent: 'UA',
              capabilities: ['FACE_SDK'],
            },
          });
        } else if (type === 'OPEN_FACE_SDK') {
          answer({ type: 'FACE_SDK_RESULT', payload: { fortfaceSdkData: 'opaque' } });
        }
      }),
    };
    const native = window as unknown as { ReactNativeWebView?: typeof host };
    native.ReactNativeWebView = host;
    try {
      const api = fakeApi(fetchMock, [
        () => json(200, { data: session }),
        () => json(200, { data: finished('SUCCESS') }),
      ]);
      renderFace();
      await answerGlassesAndStart('Não');
      await waitFor(() => expect(api.faceCalls()).toHaveLength(2));
      expect(api.faceCalls().map(({ url, body }) => [url.split('/api/')[1], body])).toEqual([
        [
          'user/set-face/handshake',
          {
            deviceRequestInfo: {
              platform: 'android',
              platformVersion: '14',
              deviceName: 'Pixel',
              userAgent: 'UA',
            },
          },
        ],
        [
          'user/set-face/enroll',
          { fortfaceSdkData: 'opaque', sessionId: session.sessionId, sessionToken: 't' },
        ],
      ]);
      expect(host.postMessage).toHaveBeenCalledWith(
        JSON.stringify({ type: 'OPEN_FACE_SDK', ...session }),
      );
    } finally {
      delete native.ReactNativeWebView;
    }
  });

  it('no face in the photo: the message on the camera, and the same capture again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    const api = fakeApi(fetchMock, [
      () => json(200, { data: usage() }),
      () => refused('FACE_REGISTER_NO_FACE_FOUND'),
      () => json(200, { data: finished('SUCCESS') }),
    ]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const alert = await screen.findByText(
      'Não encontramos um rosto na foto. Enquadre seu rosto no círculo.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Tire a foto de novo')).toBeInTheDocument();
    const shutter = screen.getByRole('button', { name: 'Tirar foto' });
    expect(shutter).toBeEnabled();
    fireEvent.click(shutter);
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(api.faceCalls()[2]!.body).toMatchObject({
      step: 1,
      usesGlasses: false,
      wearsGlasses: false,
    });
    expect(getFaceFlow().faceStatus).toBe('SUCCESS');
  });

  it('a refused liveness photo starts its pair again from the first photo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    const api = fakeApi(fetchMock, [
      () => json(200, { data: capturing(2, false) }),
      () => refused('FACE_REGISTER_NO_FACE_FOUND'),
      () => json(200, { data: finished('SUCCESS') }),
    ]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await screen.findByRole('heading', { name: 'Agora, olhe fixo para a câmera' });
    const shutter = screen.getByRole('button', { name: 'Tirar foto' });
    await waitFor(() => expect(shutter).toBeEnabled());
    fireEvent.click(shutter);
    expect(
      await screen.findByRole('heading', { name: 'Encaixe o rosto no círculo' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tire a foto de novo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(
      api.faceCalls().map((call) => (call.body as { step?: number } | undefined)?.step),
    ).toEqual([1, 2, 1]);
  });

  it('the liveness attempts limit: FAIL with the blocked days, on /validation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    fakeApi(fetchMock, [
      () => json(200, { data: usage() }),
      () =>
        json(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'LIVENESS_ATTEMPTS_LIMIT_REACHED',
          additionalData: { expireDays: 5 },
        }),
    ]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(getFaceFlow()).toMatchObject({
      faceStatus: 'FAIL',
      livenessAttemptsLimitReached: true,
      blockedDays: 5,
      errorCode: 'LIVENESS_ATTEMPTS_LIMIT_REACHED',
    });
  });

  it('a refused face in the registration is FAIL on /validation', async () => {
    fakeCamera();
    fakeApi(fetchMock, [() => refused('FACE_LIVENESS_FAILED')]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(getFaceFlow()).toMatchObject({ faceStatus: 'FAIL', errorCode: 'FACE_LIVENESS_FAILED' });
  });

  it('a network failure: could not take the photo, with support and a retry', async () => {
    fakeCamera();
    fakeApi(fetchMock, []);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    expect(
      await screen.findByRole('heading', { name: 'Não conseguimos tirar sua foto' }),
    ).toBeInTheDocument();
    const support = new URL(
      screen.getByRole('link', { name: /Falar com o suporte/ }).getAttribute('href')!,
    );
    expect(support.searchParams.get('description')).toContain('NETWORK_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Imagem da câmera frontal')).toBeInTheDocument();
  });

  it('from the profile: success shows 5 s, then /perfil with "Estamos quase lá!"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    expect(await screen.findByRole('heading', { name: 'Foto enviada!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(where()).toBe('/perfil'));
    expect(getSnackbars().map((snackbar) => snackbar.message)).toEqual(['Estamos quase lá!']);
  });

  it('from the profile with a registration just finished: on to add a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    updateFaceFlow({ registerIntentionId: 'reg-1' });
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('PENDING') })]);
    renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await screen.findByRole('heading', { name: 'Foto enviada!' });
    await act(() => vi.advanceTimersByTimeAsync(5100));
    await waitFor(() => expect(where()).toBe('/carteira/adicionar'));
  });

  it('from the profile a face sent to review: the pre-approved screen, closing to /perfil', async () => {
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('PROCESSING') })]);
    renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(whereState()).toEqual({ from: 'profile' });
    expect(getFaceFlow()).toMatchObject({ faceStatus: 'PROCESSING', faceUsageIntentionId: ID });
  });

  it('from the profile a refused face is an error on the page', async () => {
    fakeCamera();
    fakeApi(fetchMock, [() => refused('NOT_SAME_PERSON')]);
    renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    expect(
      await screen.findByRole('heading', { name: 'Não deu certo desta vez' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('As fotos não parecem ser da mesma pessoa.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao perfil' }));
    await waitFor(() => expect(where()).toBe('/perfil'));
  });

  it('an enrolled face not yet confirmed: to the step-up before the instructions', async () => {
    fakeApi(fetchMock, [], { required: true, pinRequired: true, validUntil: null });
    renderFace('/register/face?origem=perfil');
    await waitFor(() => expect(where()).toBe('/perfil/trocar-rosto'));
    expect(whereState()).toBeNull();
  });

  it('a step-up that ran out during the capture: back to it, saying why, nothing judged', async () => {
    fakeCamera();
    const api = fakeApi(fetchMock, [
      () => json(403, { statusCode: 403, error: 'Forbidden', message: 'FACE_STEP_UP_REQUIRED' }),
    ]);
    renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/perfil/trocar-rosto'));
    expect(whereState()).toEqual({ expired: true });
    expect(api.faceCalls()).toHaveLength(1);
    expect(getFaceFlow()).toMatchObject({ faceStatus: null, errorCode: null });
  });

  it('prompt: asks for the camera, then waits for it with a ticket if it never opens', async () => {
    const camera = fakeCamera({
      permission: 'prompt',
      opens: () => new Promise<MediaStream>(() => undefined),
    });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('heading', { name: 'Precisamos da sua câmera' }),
    ).toBeInTheDocument();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByRole('heading', { name: 'Abrindo a câmera…' })).toBeInTheDocument();
    const ticket = new URL(
      screen.getByRole('link', { name: /A câmera não abriu\?/ }).getAttribute('href')!,
    );
    expect(ticket.searchParams.get('subject')).toBe('A câmera não abriu no cadastro do rosto');
    expect(ticket.href).not.toMatch(/529\.?982\.?247-?25/u);
    expect(ticket.href).not.toContain(encodeURIComponent(navigator.userAgent));
  });

  it('a permissions API that is missing counts as prompt', async () => {
    fakeCamera({ permission: 'missing' });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('heading', { name: 'Precisamos da sua câmera' }),
    ).toBeInTheDocument();
  });

  it('denied: access blocked, logged, with open-camera and a support ticket', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeCamera({ permission: 'denied' });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('heading', { name: 'O acesso à câmera está bloqueado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir câmera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Não consigo liberar a câmera/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('access denied'));
  });

  it('getUserMedia refused by the user: the denied page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeCamera({ opens: () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('heading', { name: 'O acesso à câmera está bloqueado' }),
    ).toBeInTheDocument();
  });

  it('no camera in this browser: the unsupported page, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeCamera({ media: false });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('heading', { name: 'Não encontramos uma câmera' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A foto do rosto é obrigatória para o cadastro/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not supported'));
  });

  it('shows the live hint of the detector', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.mocked(loadFaceDetector).mockResolvedValue({
      detect: () =>
        Promise.resolve({
          frame: { width: 720, height: 1280 },
          faces: [{ box: { x: 310, y: 506, width: 100, height: 140 } }],
        }),
    });
    fakeCamera();
    renderFace();
    await answerGlassesAndStart('Não');
    await cameraReady();
    const hint = await screen.findByText('Aproxime o rosto');
    expect(hint.closest('[role="status"]')).not.toBeNull();
  });

  it('captures without hints when the detector cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadFaceDetector).mockRejectedValue(new Error('no WebGL'));
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('detector unavailable'),
      expect.any(Error),
    );
  });

  it("keeps the intention the registration's success step hands over", async () => {
    renderFace({ pathname: '/register/face', state: { registerIntentionId: 'reg-9' } });
    await screen.findByRole('radio', { name: 'Sim' });
    expect(getFaceFlow().registerIntentionId).toBe('reg-9');
  });

  it('back in the registration asks first, then abandons: logout and /', async () => {
    updateFaceFlow({ registerIntentionId: 'reg-1' });
    renderFace();
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair do cadastro do rosto?' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar o cadastro' }));
    expect(dialog).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(getFaceFlow().registerIntentionId).toBeNull();
  });

  it('back from the profile origin returns to /perfil without asking', async () => {
    renderFace('/register/face?origem=perfil');
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(where()).toBe('/perfil'));
    expect(getSessionToken()).toBe('token');
  });

  it('the camera page goes back to the tips and stops the camera', async () => {
    const camera = fakeCamera();
    const api = fakeApi(fetchMock, []);
    renderFace();
    await answerGlassesAndStart('Sim');
    await cameraReady();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para as dicas' }));
    expect(
      await screen.findByRole('heading', { name: 'Agora, uma foto do seu rosto' }),
    ).toBeInTheDocument();
    expect(camera.stop).toHaveBeenCalled();
    // The answers are kept, and the consent is not sent twice.
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(consentBox()).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    await cameraReady();
    expect(api.captureCalls().map((call) => call.url)).toEqual(['/api/user/consents/biometric']);
  });

  it('the camera page: the video under the face outline and its shade, and two instruction lines', async () => {
    fakeCamera();
    renderFace();
    await answerGlassesAndStart('Não');
    const video = await screen.findByLabelText('Imagem da câmera frontal');
    const outline = video.nextElementSibling;
    expect(outline).toHaveClass(styles.oval!);
    expect(outline).toHaveAttribute('aria-hidden', 'true');
    expect(outline).toHaveAttribute('data-ready', 'false');
    // jsdom lays nothing out: the shade over the rest of the video is the
    // outline's own shadow, read from the stylesheet.
    const stylesheet = readFileSync(
      path.join(import.meta.dirname, '../components/face.module.css'),
      'utf8',
    );
    expect(stylesheet).toMatch(/\.oval \{[^}]*box-shadow: 0 0 0 200vmax rgb\(0 0 0 \/ 55%\);/u);
    const line1 = screen.getByRole('heading', { level: 1, name: 'Encaixe o rosto no círculo' });
    expect(line1.nextElementSibling).toHaveTextContent('Olhe para a câmera e toque no botão');
    expect(screen.getByRole('button', { name: 'Tirar foto' })).toBeInTheDocument();
  });

  it('while the camera permission is read: "Verificando o acesso à câmera…", then the camera', async () => {
    const camera = fakeCamera();
    const answers: ((status: { state: PermissionState }) => void)[] = [];
    Object.defineProperty(navigator, 'permissions', {
      value: { query: vi.fn(() => new Promise((resolve) => answers.push(resolve))) },
      configurable: true,
    });
    renderFace();
    await answerGlassesAndStart('Não');
    expect(
      await screen.findByRole('status', { name: 'Verificando o acesso à câmera…' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(camera.getUserMedia).not.toHaveBeenCalled();

    act(() => answers[0]!({ state: 'granted' }));
    expect(await screen.findByLabelText('Imagem da câmera frontal')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Verificando o acesso à câmera…' })).toBeNull();
  });

  it('denied: "Abrir câmera" reaches the capture once the camera is allowed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const camera = fakeCamera({ permission: 'denied' });
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    renderFace();
    await answerGlassesAndStart('Não');
    await screen.findByRole('heading', { name: 'O acesso à câmera está bloqueado' });
    expect(camera.getUserMedia).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(camera.getUserMedia).toHaveBeenCalledOnce();
  });

  it('unsupported: "Tentar abrir a câmera" reaches the capture once a camera is found', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    let tries = 0;
    const camera = fakeCamera({
      opens: () =>
        (tries += 1) === 1
          ? Promise.reject(new DOMException('no camera', 'NotFoundError'))
          : Promise.resolve(stream),
    });
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    renderFace();
    await answerGlassesAndStart('Não');
    await screen.findByRole('heading', { name: 'Não encontramos uma câmera' });

    fireEvent.click(screen.getByRole('button', { name: 'Tentar abrir a câmera' }));
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('from the profile: after the 5 s the profile is read again, and only then /perfil', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    const answer = fetchMock.getMockImplementation()!;
    const { client } = renderFace('/register/face?origem=perfil');
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await screen.findByRole('heading', { name: 'Foto enviada!' });

    // From here each profile read waits until the test answers it.
    const rereads: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation((input, init) =>
      (input as string).endsWith('/user/profile')
        ? new Promise<Response>((resolve) => rereads.push(resolve))
        : answer(input, init),
    );
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(rereads).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(rereads).toHaveLength(1);
    expect(where()).toBeNull();

    const registered = testProfile({ mustRegisterFace: false, userFaceStatus: 'SUCCESS' });
    act(() => rereads[0]!(json(200, { data: registered })));
    await waitFor(() => expect(where()).toBe('/perfil'));
    expect(client.getQueryData(['user', 'profile'])).toEqual(registered);
  });

  it('in the registration a registered face is tracked (FACE_REGISTERED), then /validation', async () => {
    const tracked: { event: string; extras: unknown; at: string | null }[] = [];
    vi.mocked(track).mockImplementation((event, extras) => {
      tracked.push({ event, extras, at: where() });
    });
    fakeCamera();
    fakeApi(fetchMock, [() => json(200, { data: finished('SUCCESS') })]);
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    await waitFor(() => expect(where()).toBe('/validation'));
    // Tracked while still on /register/face (no other path shown yet).
    expect(tracked).toEqual([
      { event: 'FACE_REGISTERED', extras: { outcome: 'SUCCESS' }, at: null },
    ]);
  });

  it('a photo whose set-face call never answers gives up after 20 s: could not take the photo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    fakeApi(fetchMock, []);
    const answer = fetchMock.getMockImplementation()!;
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((input, init) => {
      if (!(input as string).endsWith('/user/set-face/async')) return answer(input, init);
      // No answer ever: only the abort of the call ends it, as with a real fetch.
      const signal = init!.signal!;
      signals.push(signal);
      return new Promise<Response>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    });
    renderFace();
    await answerGlassesAndStart('Não');
    fireEvent.click(await cameraReady());
    expect(await screen.findByText('Aguarde, estamos analisando sua foto')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(FACE_SET_TIMEOUT_MS - 500));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    expect(screen.getByText('Aguarde, estamos analisando sua foto')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(signals[0]!.aborted).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'Não conseguimos tirar sua foto' }),
    ).toBeInTheDocument();
    const support = new URL(
      screen.getByRole('link', { name: /Falar com o suporte/ }).getAttribute('href')!,
    );
    expect(support.searchParams.get('description')).toContain('NETWORK_ERROR');
    // Nothing judged: no polling, no /validation.
    const faceCalls = fetchMock.mock.calls
      .map(([input]) => String(input as string))
      .filter((url) => url.includes('set-face') && !url.endsWith('/step-up'));
    expect(faceCalls).toEqual(['/api/user/set-face/async']);
    expect(where()).toBeNull();
  });
  describe('the head turn of the liveness capture (issue 28, decision 062)', () => {
    const CHALLENGE_ID = '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80';
    const drawn =
      (action: 'turn-left' | 'turn-right', challengeId = CHALLENGE_ID) =>
      () =>
        json(200, {
          data: { challengeId, action, expiresAt: new Date(Date.now() + 20_000).toISOString() },
        });
    /** The first photo taken and accepted: the liveness capture, its challenge asked. */
    async function toLiveness(
      challenges: (() => Response | Promise<Response>)[],
      face: (() => Response)[] = [() => json(200, { data: finished('SUCCESS') })],
    ) {
      fakeCamera();
      const api = fakeApi(
        fetchMock,
        [() => json(200, { data: capturing(2, false) }), ...face],
        noStepUp,
        consentRecorded,
        challenges,
      );
      renderFace();
      await answerGlassesAndStart('Não');
      fireEvent.click(await cameraReady());
      return api;
    }
    const shutter = () => screen.getByRole('button', { name: 'Tirar foto' });
    const turnFrames = Array.from({ length: 5 }, () => PHOTO);

    it('asks the turn once the first photo is in, says the side aloud with the arrow to the screen side of the mirror and the seconds left, then sends the facing photo with five frames and the challenge', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let answer!: (response: Response) => void;
      const api = await toLiveness([() => new Promise<Response>((resolve) => (answer = resolve))]);
      // While the challenge is asked: the liveness heading, a spoken wait, the shutter held.
      const heading = await screen.findByRole('heading', {
        name: 'Agora, olhe fixo para a câmera',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Preparando o movimento…');
      expect(shutter()).toBeDisabled();
      expect(api.challengeCalls()).toEqual([
        { method: 'POST', url: '/api/user/set-face/challenge', body: undefined },
      ]);

      answer(drawn('turn-left')());
      // The same heading, a live region, now says the side: read out without a focus move.
      await waitFor(() =>
        expect(heading).toHaveAccessibleName('Vire o rosto devagar para a sua esquerda'),
      );
      expect(heading).toHaveAttribute('aria-live', 'assertive');
      expect(heading.querySelector('svg')).toHaveAttribute('data-side', 'left');
      expect(
        screen.getByText('Olhe para a câmera e toque no botão; então vire o rosto.'),
      ).toBeVisible();
      expect(screen.getByRole('timer')).toHaveTextContent(/^1[45] s para começar$/u);
      await waitFor(() => expect(shutter()).toBeEnabled());

      fireEvent.click(shutter());
      // The photo facing the camera and the first frame at once; the turn's frames follow.
      expect(screen.getByRole('status')).toHaveTextContent('Vire agora, devagar…');
      expect(shutter()).toBeDisabled();
      expect(api.faceCalls()).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(where()).toBe('/validation'));
      expect(api.faceCalls().map((call) => call.body)).toEqual([
        { images: [PHOTO], usesGlasses: false, step: 1, wearsGlasses: false },
        {
          images: [PHOTO],
          usesGlasses: false,
          step: 2,
          frames: turnFrames,
          challengeId: CHALLENGE_ID,
        },
      ]);
    });

    it('the other side: the heading and the arrow to the right', async () => {
      await toLiveness([drawn('turn-right')]);
      const heading = await screen.findByRole('heading', {
        name: 'Vire o rosto devagar para a sua direita',
      });
      expect(heading.querySelector('svg')).toHaveAttribute('data-side', 'right');
    });

    it('in English, the side in English', async () => {
      await i18n.changeLanguage('en');
      try {
        fakeCamera();
        fakeApi(
          fetchMock,
          [() => json(200, { data: capturing(2, false) })],
          noStepUp,
          consentRecorded,
          [drawn('turn-left')],
        );
        renderFace();
        fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
        fireEvent.click(screen.getByRole('checkbox', { name: /I authorise Rosto/u }));
        fireEvent.click(screen.getByRole('button', { name: 'Take photo' }));
        const video = await screen.findByLabelText('Front camera view');
        fireEvent(video, new Event('loadeddata'));
        const take = screen.getByRole('button', { name: 'Take photo' });
        await waitFor(() => expect(take).toBeEnabled());
        fireEvent.click(take);
        expect(
          await screen.findByRole('heading', { name: 'Slowly turn your face to your left' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('timer')).toHaveTextContent(/s to start$/u);
      } finally {
        await i18n.changeLanguage('pt-BR');
      }
    });

    it("no challenge to be had (no network): why, in the user's language, then today's photo with its burst and no challenge; the first photo is kept", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = await toLiveness([]);
      await screen.findByText('Sem o movimento desta vez.');
      expect(
        screen.getByText(/Não foi possível conectar\. Verifique sua internet e tente novamente\./u),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Agora, olhe fixo para a câmera' })).toBeVisible();
      await waitFor(() => expect(shutter()).toBeEnabled());
      fireEvent.click(shutter());
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(where()).toBe('/validation'));
      expect(api.faceCalls().map((call) => call.body)).toEqual([
        { images: [PHOTO], usesGlasses: false, step: 1, wearsGlasses: false },
        { images: [PHOTO], usesGlasses: false, step: 2, frames: [PHOTO, PHOTO, PHOTO, PHOTO] },
      ]);
    });

    it('a refused challenge call (4xx) falls back too, and "Tentar o movimento de novo" asks again', async () => {
      const api = await toLiveness([
        () =>
          json(409, { statusCode: 409, error: 'Conflict', message: 'FACE_CAPTURE_OUT_OF_ORDER' }),
        drawn('turn-right'),
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Tentar o movimento de novo' }));
      expect(
        await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua direita' }),
      ).toBeInTheDocument();
      expect(api.challengeCalls()).toHaveLength(2);
      expect(screen.queryByText('Sem o movimento desta vez.')).toBeNull();
    });

    it('a challenge whose time ran out asks another; after three unused, another only on request', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = await toLiveness([
        drawn('turn-left'),
        drawn('turn-right', '1f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f81'),
        drawn('turn-left', '2f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f82'),
        drawn('turn-right', '3f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f83'),
      ]);
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua esquerda' });
      // 15 s to start, so the frames reach the server within the challenge's 20 s.
      await act(() => vi.advanceTimersByTimeAsync(15_100));
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua direita' });
      await act(() => vi.advanceTimersByTimeAsync(15_100));
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua esquerda' });
      await act(() => vi.advanceTimersByTimeAsync(15_100));
      await screen.findByRole('heading', { name: 'O tempo para o movimento acabou' });
      const again = screen.getByRole('button', { name: 'Pedir outro movimento' });
      await waitFor(() => expect(again).toHaveFocus());
      expect(shutter()).toBeDisabled();
      expect(api.challengeCalls()).toHaveLength(3);

      fireEvent.click(again);
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua direita' });
      await waitFor(() => expect(shutter()).toBeEnabled());
      fireEvent.click(shutter());
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(where()).toBe('/validation'));
      expect(api.faceCalls()[1]!.body).toMatchObject({
        step: 2,
        challengeId: '3f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f83',
      });
    });

    it('a refused liveness photo asks a new challenge for its next try (each answers one capture)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = await toLiveness(
        [drawn('turn-left'), drawn('turn-right', '1f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f81')],
        [
          () => refused('FACE_REGISTER_NO_FACE_FOUND'),
          () => json(200, { data: capturing(2, false) }),
          () => json(200, { data: finished('SUCCESS') }),
        ],
      );
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua esquerda' });
      await waitFor(() => expect(shutter()).toBeEnabled());
      fireEvent.click(shutter());
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await screen.findByRole('heading', { name: 'Encaixe o rosto no círculo' });
      expect(api.challengeCalls()).toHaveLength(1);
      await waitFor(() => expect(shutter()).toBeEnabled());
      fireEvent.click(shutter());
      await screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua direita' });
      await waitFor(() => expect(shutter()).toBeEnabled());
      fireEvent.click(shutter());
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(where()).toBe('/validation'));
      expect(
        api.faceCalls().map((call) => (call.body as { challengeId?: string }).challengeId ?? null),
      ).toEqual([null, CHALLENGE_ID, null, '1f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f81']);
    });
  });
});
