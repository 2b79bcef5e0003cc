// @vitest-environment node
// The upload and polling machine with fake timers: PROCESSING_IMAGE after 3 s,
// a poll every 2 s while PROCESSING, then each way it can end.
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FACE_USAGE_ID, faceUsage } from '../testing';
import {
  createFaceUpload,
  FACE_POLL_INTERVAL_MS,
  MAX_POLL_NETWORK_RETRIES,
  PROCESSING_IMAGE_AFTER_MS,
  type FaceUploadDeps,
} from './face-upload';

const ID = FACE_USAGE_ID;

const usage = faceUsage;

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('face upload machine', () => {
  const poll = vi.fn<FaceUploadDeps['poll']>();
  beforeEach(() => {
    vi.useFakeTimers();
    poll.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('is STARTED at once and PROCESSING_IMAGE after 3 s while the photo is still going', async () => {
    const upload = createFaceUpload({ poll });
    const sent = deferred<FaceUsage>();
    void upload.submit(() => sent.promise);
    expect(upload.getState().status).toBe('STARTED');
    await vi.advanceTimersByTimeAsync(PROCESSING_IMAGE_AFTER_MS - 1);
    expect(upload.getState().status).toBe('STARTED');
    await vi.advanceTimersByTimeAsync(1);
    expect(upload.getState().status).toBe('PROCESSING_IMAGE');
    sent.resolve(
      usage({ faceUsageIntentionState: 'FINISHED', identityVerificationOutcome: 'SUCCESS' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(upload.getState()).toMatchObject({
      status: 'SUCCESSFUL',
      usage: { identityVerificationOutcome: 'SUCCESS' },
    });
  });

  it('polls every 2 s while PROCESSING and stops at CAPTURING with the next capture', async () => {
    const upload = createFaceUpload({ poll });
    poll.mockResolvedValueOnce(usage()).mockResolvedValueOnce(
      usage({
        faceUsageIntentionState: 'CAPTURING',
        nextCapture: { step: 2, usesGlasses: false },
      }),
    );
    void upload.submit(() => Promise.resolve(usage()));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll.mock.calls[0]![0]).toBe(ID);
    expect(upload.getState().status).toBe('STARTED');
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(upload.getState()).toMatchObject({
      status: 'INITIALIZED',
      usage: { nextCapture: { step: 2, usesGlasses: false } },
    });
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS * 5);
    expect(poll).toHaveBeenCalledTimes(2);
    // The 3 s timer died with the photo: INITIALIZED stays.
    expect(upload.getState().status).toBe('INITIALIZED');
  });

  it('ends in ERROR with the code of a refused photo from polling', async () => {
    const upload = createFaceUpload({ poll });
    poll.mockRejectedValueOnce(
      new ApiError('FACE_REGISTER_NO_FACE_FOUND', 422, { statusCode: 422 }),
    );
    void upload.submit(() => Promise.resolve(usage()));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS);
    expect(upload.getState()).toEqual({
      status: 'ERROR',
      usage: null,
      error: { code: 'FACE_REGISTER_NO_FACE_FOUND', expireDays: null },
    });
  });

  it('keeps the blocked days of LIVENESS_ATTEMPTS_LIMIT_REACHED', async () => {
    const upload = createFaceUpload({ poll });
    poll.mockRejectedValueOnce(
      new ApiError('LIVENESS_ATTEMPTS_LIMIT_REACHED', 429, { additionalData: { expireDays: 7 } }),
    );
    void upload.submit(() => Promise.resolve(usage()));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS);
    expect(upload.getState().error).toEqual({
      code: 'LIVENESS_ATTEMPTS_LIMIT_REACHED',
      expireDays: 7,
    });
  });

  it('a rejected upload (body validation) is an ERROR without polling', async () => {
    const upload = createFaceUpload({ poll });
    void upload.submit(() => Promise.reject(new ApiError('FACE_IMAGE_INVALID_SIZE', 400)));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upload.getState().error?.code).toBe('FACE_IMAGE_INVALID_SIZE');
    expect(poll).not.toHaveBeenCalled();
  });

  it('asks a lost poll again, then gives up with NETWORK_ERROR', async () => {
    const upload = createFaceUpload({ poll });
    poll.mockRejectedValue(new ApiError('NETWORK_ERROR'));
    void upload.submit(() => Promise.resolve(usage()));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS * (MAX_POLL_NETWORK_RETRIES + 1));
    expect(poll).toHaveBeenCalledTimes(MAX_POLL_NETWORK_RETRIES + 1);
    expect(upload.getState().error?.code).toBe('NETWORK_ERROR');
  });

  it('cancel stops polling and ignores a late answer', async () => {
    const upload = createFaceUpload({ poll });
    const sent = deferred<FaceUsage>();
    let signal: AbortSignal | undefined;
    void upload.submit((abort) => {
      signal = abort;
      return sent.promise;
    });
    upload.cancel();
    expect(signal?.aborted).toBe(true);
    sent.resolve(usage({ faceUsageIntentionState: 'FINISHED' }));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS * 3);
    expect(upload.getState().status).toBe('STARTED');
    expect(poll).not.toHaveBeenCalled();
    upload.reset();
    expect(upload.getState().status).toBe('NOT_STARTED');
  });

  it('resolves with the state it ends in, or null when cancelled', async () => {
    const upload = createFaceUpload({ poll });
    poll.mockResolvedValueOnce(
      usage({ faceUsageIntentionState: 'FINISHED', identityVerificationOutcome: 'PROCESSING' }),
    );
    const ended = upload.submit(() => Promise.resolve(usage()));
    await vi.advanceTimersByTimeAsync(FACE_POLL_INTERVAL_MS);
    await expect(ended).resolves.toMatchObject({ status: 'SUCCESSFUL' });

    const cancelled = upload.submit(() => new Promise<FaceUsage>(() => undefined));
    const replacing = upload.submit(() => Promise.reject(new ApiError('NOT_SAME_PERSON', 422)));
    await expect(cancelled).resolves.toBeNull();
    await expect(replacing).resolves.toMatchObject({ status: 'ERROR' });
  });

  it('tells its listeners about each change', async () => {
    const upload = createFaceUpload({ poll });
    const seen: string[] = [];
    const stop = upload.subscribe(() => seen.push(upload.getState().status));
    void upload.submit(() => new Promise<FaceUsage>(() => undefined));
    await vi.advanceTimersByTimeAsync(PROCESSING_IMAGE_AFTER_MS);
    stop();
    upload.reset();
    expect(seen).toEqual(['STARTED', 'PROCESSING_IMAGE']);
  });
});
