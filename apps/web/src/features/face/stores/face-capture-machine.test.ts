// @vitest-environment node
// Every transition of the capture screens, without React: starting with and
// without a host app, each answer of an upload, from the registration and
// from the profile, the liveness capture's head turn, and the request body
// each capture sends.
import { describe, expect, it } from 'vitest';
import { FIRST_CAPTURE } from '../utils/face-outcome';
import {
  CHALLENGE_LIFE_MS,
  CHALLENGE_SEND_MARGIN_MS,
  MAX_UNUSED_CHALLENGES,
  TURN_SLACK_MS,
  captureFlowReducer,
  captureRequestOf,
  challengeDeadline,
  challengeExpired,
  initialCaptureFlow,
  type CaptureFlowEvent,
  type CaptureFlowState,
} from './face-capture-machine';

const run = (state: CaptureFlowState, ...events: CaptureFlowEvent[]) =>
  events.reduce(captureFlowReducer, state);

const register = initialCaptureFlow('register', true);
const profile = initialCaptureFlow('profile', true);
const startWeb = (wearsGlasses = false): CaptureFlowEvent => ({
  type: 'start',
  wearsGlasses,
  askingHost: false,
});
/** On the camera, at the liveness capture of the glasses pair. */
const onGlassesLiveness = (state: CaptureFlowState): CaptureFlowState => ({
  ...run(state, startWeb(true)),
  capture: { step: 2, usesGlasses: true },
});

describe('face capture machine', () => {
  it('begins on the instructions, at the first capture, with nothing asked yet', () => {
    expect(register).toEqual({
      origin: 'register',
      webCaptureEnabled: true,
      phase: { name: 'instructions' },
      capture: FIRST_CAPTURE,
      retakeCode: null,
      starting: false,
      wearsGlasses: null,
      consentGiven: false,
      instructionsError: null,
      challenge: { view: 'idle' },
      unusedChallenges: 0,
    });
  });

  describe('consent', () => {
    it('keeps the instructions, starting, while the consent is recorded; then remembers it', () => {
      const sending = run(register, { type: 'consent-sent' });
      expect(sending).toMatchObject({ phase: { name: 'instructions' }, starting: true });
      const started = run(sending, { type: 'consent-recorded' }, startWeb());
      expect(started).toMatchObject({
        phase: { name: 'camera' },
        starting: false,
        consentGiven: true,
      });
    });

    it('a failed consent call stays on the instructions with its message, until sent again', () => {
      const failed = run(
        register,
        { type: 'consent-sent' },
        { type: 'consent-failed', code: 'NETWORK_ERROR' },
      );
      expect(failed).toMatchObject({
        phase: { name: 'instructions' },
        starting: false,
        consentGiven: false,
        instructionsError: 'NETWORK_ERROR',
      });
      expect(run(failed, { type: 'consent-sent' }).instructionsError).toBeNull();
    });

    it('a capture without a recorded consent goes back to the instructions to give it', () => {
      for (const state of [register, profile]) {
        const onCamera = run(
          state,
          { type: 'consent-sent' },
          { type: 'consent-recorded' },
          startWeb(true),
        );
        const back = run(
          { ...onCamera, capture: { step: 2, usesGlasses: false } },
          { type: 'upload-failed', code: 'BIOMETRIC_CONSENT_REQUIRED' },
        );
        expect(back).toMatchObject({
          phase: { name: 'instructions' },
          capture: FIRST_CAPTURE,
          consentGiven: false,
          instructionsError: 'BIOMETRIC_CONSENT_REQUIRED',
          wearsGlasses: true,
        });
      }
    });

    it("the host SDK's handshake without a recorded consent does the same", () => {
      const native = run(
        register,
        { type: 'start', wearsGlasses: false, askingHost: true },
        { type: 'host-answered', mode: 'sdk' },
        { type: 'native-failed', code: 'BIOMETRIC_CONSENT_REQUIRED' },
      );
      expect(native).toMatchObject({
        phase: { name: 'instructions' },
        instructionsError: 'BIOMETRIC_CONSENT_REQUIRED',
      });
    });
  });

  describe('start', () => {
    it('opens the web camera at once without a host app, keeping the glasses answer', () => {
      expect(run(register, startWeb(true))).toMatchObject({
        phase: { name: 'camera' },
        capture: FIRST_CAPTURE,
        wearsGlasses: true,
        starting: false,
      });
    });

    it('says the capture is unavailable when web capture is switched off', () => {
      expect(run(initialCaptureFlow('register', false), startWeb()).phase).toEqual({
        name: 'unavailable',
      });
    });

    it('restarts from the first capture without the retake message (a retry)', () => {
      const failed: CaptureFlowState = {
        ...onGlassesLiveness(register),
        phase: { name: 'failed', code: 'NETWORK_ERROR' },
        retakeCode: 'FACE_REGISTER_NO_FACE_FOUND',
      };
      expect(run(failed, startWeb(false))).toMatchObject({
        phase: { name: 'camera' },
        capture: FIRST_CAPTURE,
        retakeCode: null,
        wearsGlasses: false,
      });
    });

    it('keeps the current screen, starting, while the host app is asked', () => {
      const asking = run(register, { type: 'start', wearsGlasses: false, askingHost: true });
      expect(asking).toMatchObject({
        phase: { name: 'instructions' },
        starting: true,
        wearsGlasses: false,
      });
    });
  });

  describe('host-answered', () => {
    const asking = run(register, { type: 'start', wearsGlasses: false, askingHost: true });

    it('opens the host SDK or camera it offers', () => {
      expect(run(asking, { type: 'host-answered', mode: 'sdk' })).toMatchObject({
        phase: { name: 'native', mode: 'sdk' },
        starting: false,
      });
      expect(run(asking, { type: 'host-answered', mode: 'camera' }).phase).toEqual({
        name: 'native',
        mode: 'camera',
      });
    });

    it('falls back to the web camera, or unavailable, when the host offers nothing', () => {
      expect(run(asking, { type: 'host-answered', mode: null })).toMatchObject({
        phase: { name: 'camera' },
        starting: false,
      });
      const offline = run(initialCaptureFlow('register', false), {
        type: 'start',
        wearsGlasses: false,
        askingHost: true,
      });
      expect(run(offline, { type: 'host-answered', mode: null }).phase).toEqual({
        name: 'unavailable',
      });
    });

    it('is ignored when nobody is waiting for it', () => {
      const onCamera = run(register, startWeb());
      expect(run(onCamera, { type: 'host-answered', mode: 'sdk' })).toBe(onCamera);
    });
  });

  it('photo-sent clears the retake message', () => {
    const retaking = run(register, startWeb(), {
      type: 'upload-failed',
      code: 'FACE_REGISTER_NO_FACE_FOUND',
    });
    expect(retaking.retakeCode).toBe('FACE_REGISTER_NO_FACE_FOUND');
    expect(run(retaking, { type: 'photo-sent' }).retakeCode).toBeNull();
    const onCamera = run(register, startWeb());
    expect(run(onCamera, { type: 'photo-sent' })).toBe(onCamera);
  });

  describe('capture-accepted', () => {
    it('moves to the capture the server asks for', () => {
      const next = run(register, startWeb(), {
        type: 'capture-accepted',
        usage: { nextCapture: { step: 2, usesGlasses: false } },
      });
      expect(next).toMatchObject({ phase: { name: 'camera' }, capture: { step: 2 } });
    });

    it('asks for the glasses capture when the server does', () => {
      const liveness = {
        ...run(register, startWeb(true)),
        capture: { step: 2 as const, usesGlasses: false },
      };
      const usage = { nextCapture: { step: 1 as const, usesGlasses: true } };
      expect(run(liveness, { type: 'capture-accepted', usage }).capture).toEqual({
        step: 1,
        usesGlasses: true,
      });
    });

    it('a capture accepted without a next one is out of order: the could-not-take screen', () => {
      const onCamera = run(register, startWeb());
      expect(
        run(onCamera, { type: 'capture-accepted', usage: { nextCapture: null } }).phase,
      ).toEqual({ name: 'failed', code: 'FACE_CAPTURE_OUT_OF_ORDER' });
    });
  });

  describe('analysis-finished', () => {
    it('from the registration leaves the screens as they are (the hook goes to /validation)', () => {
      const onCamera = run(register, startWeb());
      expect(run(onCamera, { type: 'analysis-finished', outcome: 'SUCCESS' })).toBe(onCamera);
    });

    it('from the profile shows success unless the outcome failed', () => {
      const onCamera = run(profile, startWeb());
      for (const outcome of ['SUCCESS', 'PENDING', 'PROCESSING', 'NOT_STARTED'] as const) {
        expect(run(onCamera, { type: 'analysis-finished', outcome }).phase).toEqual({
          name: 'profile-success',
        });
      }
      for (const outcome of ['FAIL', 'INVALID_IMAGE'] as const) {
        expect(run(onCamera, { type: 'analysis-finished', outcome }).phase).toEqual({
          name: 'profile-error',
          code: null,
        });
      }
    });
  });

  describe('upload-failed', () => {
    it('a photo without a face restarts its pair, keeping the glasses, with the message', () => {
      const retaking = run(onGlassesLiveness(register), {
        type: 'upload-failed',
        code: 'FACE_REGISTER_NO_FACE_FOUND',
      });
      expect(retaking).toMatchObject({
        phase: { name: 'camera' },
        capture: { step: 1, usesGlasses: true },
        retakeCode: 'FACE_REGISTER_NO_FACE_FOUND',
      });
    });

    it('an unexpected code shows the "could not take your photo" screen', () => {
      for (const state of [register, profile]) {
        expect(
          run(state, startWeb(), { type: 'upload-failed', code: 'NETWORK_ERROR' }).phase,
        ).toEqual({ name: 'failed', code: 'NETWORK_ERROR' });
      }
    });

    it('a refused face stays on the page from the profile, and leaves it from the registration', () => {
      const refused: CaptureFlowEvent = { type: 'upload-failed', code: 'NOT_SAME_PERSON' };
      expect(run(profile, startWeb(), refused).phase).toEqual({
        name: 'profile-error',
        code: 'NOT_SAME_PERSON',
      });
      const onCamera = run(register, startWeb());
      expect(run(onCamera, refused)).toBe(onCamera);
    });

    it('a missing step-up leaves the state as it is: the page goes to confirm it', () => {
      for (const state of [register, profile]) {
        const onCamera = run(state, startWeb());
        expect(run(onCamera, { type: 'upload-failed', code: 'FACE_STEP_UP_REQUIRED' })).toBe(
          onCamera,
        );
      }
    });
  });

  it('native-failed shows the failure screen with its code', () => {
    const native = run(
      register,
      { type: 'start', wearsGlasses: false, askingHost: true },
      { type: 'host-answered', mode: 'sdk' },
      { type: 'native-failed', code: 'UNKNOWN' },
    );
    expect(native.phase).toEqual({ name: 'failed', code: 'UNKNOWN' });
  });

  it('back-to-instructions starts over from the first capture, keeping the glasses answer', () => {
    const retaking = run(onGlassesLiveness(register), {
      type: 'upload-failed',
      code: 'FACE_REGISTER_NO_FACE_FOUND',
    });
    expect(run(retaking, { type: 'back-to-instructions' })).toMatchObject({
      phase: { name: 'instructions' },
      capture: FIRST_CAPTURE,
      retakeCode: null,
      wearsGlasses: true,
    });
  });
});

describe('capture request', () => {
  const image = 'data:image/jpeg;base64,AAAA';

  it('sends the glasses answer with the first capture only', () => {
    expect(captureRequestOf(run(register, startWeb(true)), image)).toEqual({
      images: [image],
      step: 1,
      usesGlasses: false,
      wearsGlasses: true,
    });
    expect(captureRequestOf(onGlassesLiveness(register), image)).toEqual({
      images: [image],
      step: 2,
      usesGlasses: true,
    });
  });

  it('sends the burst with the liveness capture (step 2) only', () => {
    const frames = ['data:image/jpeg;base64,BBBB', 'data:image/jpeg;base64,CCCC'];
    expect(captureRequestOf(onGlassesLiveness(register), image, frames)).toEqual({
      images: [image],
      step: 2,
      usesGlasses: true,
      frames,
    });
    expect(captureRequestOf(register, image, frames)).not.toHaveProperty('frames');
    expect(captureRequestOf(onGlassesLiveness(register), image, [])).not.toHaveProperty('frames');
  });

  it('leaves the answer out when none was given', () => {
    expect(captureRequestOf(register, image)).toEqual({
      images: [image],
      step: 1,
      usesGlasses: false,
    });
  });
});

describe('the head turn of the liveness capture (decision 062)', () => {
  const image = 'data:image/jpeg;base64,AAAA';
  const frame = (n: number) => `data:image/jpeg;base64,F${n}`;
  const challenge = {
    challengeId: '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80',
    action: 'turn-left' as const,
    expiresAt: '2026-11-28T12:00:20.000Z',
  };
  const askedAt = 1_000_000;
  const onLiveness = run(register, startWeb(), {
    type: 'capture-accepted',
    usage: { nextCapture: { step: 2, usesGlasses: false } },
  });
  const ready = run(
    onLiveness,
    { type: 'challenge-asked' },
    { type: 'challenge-received', challenge, askedAt },
  );
  const turning = run(ready, { type: 'turn-started' });

  it('is asked on the liveness capture of the web camera only', () => {
    expect(run(onLiveness, { type: 'challenge-asked' }).challenge).toEqual({ view: 'asking' });
    const onFirst = run(register, startWeb());
    expect(run(onFirst, { type: 'challenge-asked' })).toBe(onFirst);
    const native = run(
      register,
      { type: 'start', wearsGlasses: false, askingHost: true },
      { type: 'host-answered', mode: 'camera' },
      { type: 'capture-accepted', usage: { nextCapture: { step: 2, usesGlasses: false } } },
    );
    expect(run(native, { type: 'challenge-asked' })).toBe(native);
  });

  it("must start 15 s after it was asked, on this device's clock, and its frames end 2 s later", () => {
    const startBy = askedAt + CHALLENGE_LIFE_MS - CHALLENGE_SEND_MARGIN_MS;
    expect(ready.challenge).toEqual({ view: 'ready', challenge, startBy });
    expect(startBy - askedAt).toBe(15_000);
    expect(challengeDeadline(ready)).toBe(startBy);
    expect(turning.challenge).toEqual({ view: 'turning', challenge, startBy });
    expect(challengeDeadline(turning)).toBe(startBy + TURN_SLACK_MS);
    expect(challengeExpired(turning, startBy + TURN_SLACK_MS)).toBe(false);
    expect(challengeExpired(turning, startBy + TURN_SLACK_MS + 1)).toBe(true);
    expect(challengeDeadline(onLiveness)).toBeNull();
  });

  it("sends the facing photo and the turn's frames with the challenge", () => {
    const frames = [1, 2, 3, 4, 5].map(frame);
    expect(captureRequestOf(turning, image, frames)).toEqual({
      images: [image],
      usesGlasses: false,
      step: 2,
      frames,
      challengeId: challenge.challengeId,
    });
    // At most six frames with a challenge.
    expect(captureRequestOf(turning, image, [1, 2, 3, 4, 5, 6, 7].map(frame)).frames).toHaveLength(
      6,
    );
  });

  it('too few frames recorded (the camera gave none): the photo with them as a burst, no challenge', () => {
    expect(captureRequestOf(turning, image, [frame(1)])).toEqual({
      images: [image],
      usesGlasses: false,
      step: 2,
      frames: [frame(1)],
    });
    expect(captureRequestOf(turning, image, [])).not.toHaveProperty('challengeId');
  });

  it('a failed call falls back to the burst, up to four frames and no challenge', () => {
    const fallback = run(
      onLiveness,
      { type: 'challenge-asked' },
      { type: 'challenge-failed', code: 'NETWORK_ERROR' },
    );
    expect(fallback.challenge).toEqual({ view: 'fallback', code: 'NETWORK_ERROR' });
    expect(captureRequestOf(fallback, image, [1, 2, 3, 4, 5].map(frame))).toEqual({
      images: [image],
      usesGlasses: false,
      step: 2,
      frames: [1, 2, 3, 4].map(frame),
    });
    // The user may ask again from there.
    expect(run(fallback, { type: 'challenge-asked' }).challenge).toEqual({ view: 'asking' });
  });

  it('is used by the photo it went with, and a new capture starts without one', () => {
    const sent = run(turning, { type: 'photo-sent' });
    expect(sent.challenge).toEqual({ view: 'used', challenge });
    expect(run(sent, { type: 'challenge-asked' })).toBe(sent);
    expect(
      run(sent, {
        type: 'capture-accepted',
        usage: { nextCapture: { step: 1, usesGlasses: true } },
      }).challenge,
    ).toEqual({ view: 'idle' });
    const retake = run(sent, { type: 'upload-failed', code: 'FACE_REGISTER_NO_FACE_FOUND' });
    expect(retake).toMatchObject({ capture: { step: 1 }, challenge: { view: 'idle' } });
    expect(run(ready, { type: 'back-to-instructions' }).challenge).toEqual({ view: 'idle' });
  });

  it('ran out unused: asked again by itself, then after MAX_UNUSED_CHALLENGES only on request', () => {
    let state = ready;
    for (let unused = 1; unused < MAX_UNUSED_CHALLENGES; unused += 1) {
      state = run(state, { type: 'challenge-expired' });
      expect(state).toMatchObject({ challenge: { view: 'idle' }, unusedChallenges: unused });
      state = run(
        state,
        { type: 'challenge-asked' },
        { type: 'challenge-received', challenge, askedAt },
      );
    }
    state = run(state, { type: 'challenge-expired' });
    expect(state.challenge).toEqual({ view: 'paused' });
    // Asked by the user: the count starts again.
    expect(run(state, { type: 'challenge-asked' })).toMatchObject({
      challenge: { view: 'asking' },
      unusedChallenges: 0,
    });
    // Once the turn is recording, its own end still runs it out (the page was hidden).
    expect(run(turning, { type: 'challenge-expired' }).challenge).toEqual({ view: 'idle' });
  });

  it('an answer that comes when none is asked any more is dropped', () => {
    const back = run(onLiveness, { type: 'challenge-asked' }, { type: 'back-to-instructions' });
    expect(run(back, { type: 'challenge-received', challenge, askedAt })).toBe(back);
    expect(run(back, { type: 'challenge-failed', code: 'NETWORK_ERROR' })).toBe(back);
    expect(run(ready, { type: 'turn-started' }, { type: 'turn-started' })).toEqual(turning);
  });
});
