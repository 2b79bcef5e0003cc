// @vitest-environment node
// Where each answer leads: error reactions (docs/spec/account-checklist.md §8),
// and the /validation screen per status.
import { describe, expect, it } from 'vitest';
import {
  errorReaction,
  faceOrigin,
  profileOutcomeSucceeded,
  validationStatus,
  validationViewOf,
} from './face-outcome';

describe('error reactions', () => {
  it('a photo without a face is taken again, from anywhere', () => {
    expect(errorReaction('FACE_REGISTER_NO_FACE_FOUND', 'register')).toBe('retake');
    expect(errorReaction('FACE_REGISTER_NO_FACE_FOUND', 'profile')).toBe('retake');
  });

  it.each([
    'FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND',
    'FACE_QUALITY_TOO_LOW',
    'NOT_SAME_PERSON',
    'FACE_LIVENESS_FAILED',
    'LIVENESS_ATTEMPTS_LIMIT_REACHED',
    'FACE_SERVICE_UNAVAILABLE',
    'FACE_SERVICE_ERROR',
  ] as const)(
    '%s: FAIL and /validation in the registration, the page error from the profile',
    (code) => {
      expect(errorReaction(code, 'register')).toBe('validation');
      expect(errorReaction(code, 'profile')).toBe('page-error');
    },
  );

  it.each([
    'NETWORK_ERROR',
    'UNKNOWN',
    'FACE_IMAGE_INVALID_SIZE',
    'FACE_CAPTURE_OUT_OF_ORDER',
    'FACE_POLLING_TIMEOUT',
  ] as const)('%s is not a verdict on the face: the could-not-take-your-photo screen', (code) => {
    expect(errorReaction(code, 'register')).toBe('unexpected');
    expect(errorReaction(code, 'profile')).toBe('unexpected');
  });

  it('a missing or expired step-up is no verdict either: confirm again, from anywhere', () => {
    expect(errorReaction('FACE_STEP_UP_REQUIRED', 'register')).toBe('step-up');
    expect(errorReaction('FACE_STEP_UP_REQUIRED', 'profile')).toBe('step-up');
  });

  it('no recorded biometric consent is not a refused face: back to the instructions to give it', () => {
    expect(errorReaction('BIOMETRIC_CONSENT_REQUIRED', 'register')).toBe('consent');
    expect(errorReaction('BIOMETRIC_CONSENT_REQUIRED', 'profile')).toBe('consent');
  });
});

describe('validation screens', () => {
  it.each([
    ['SUCCESS', 'success'],
    ['PENDING', 'success'],
    ['PROCESSING', 'pre-approved'],
    ['NOT_STARTED', 'pre-approved'],
    ['FAIL', 'fail'],
    ['INVALID_IMAGE', 'fail'],
    [null, null],
  ] as const)('status %s shows %s', (status, view) => {
    expect(validationViewOf(status)).toBe(view);
  });

  it('prefers a finished profile, then this device, then the profile', () => {
    expect(validationStatus('PROCESSING', 'SUCCESS')).toBe('SUCCESS');
    expect(validationStatus('FAIL', 'NOT_STARTED')).toBe('FAIL');
    expect(validationStatus(null, 'PROCESSING')).toBe('PROCESSING');
    expect(validationStatus(null, undefined)).toBeNull();
  });

  it('from the profile, everything but a failure counts as sent', () => {
    expect(profileOutcomeSucceeded('SUCCESS')).toBe(true);
    expect(profileOutcomeSucceeded('PROCESSING')).toBe(true);
    expect(profileOutcomeSucceeded('FAIL')).toBe(false);
  });

  it('knows the profile origin from the query or the navigation state', () => {
    expect(faceOrigin(new URLSearchParams('origem=perfil'), null)).toBe('profile');
    expect(faceOrigin(new URLSearchParams(), { from: 'profile' })).toBe('profile');
    expect(faceOrigin(new URLSearchParams(), null)).toBe('register');
  });
});
