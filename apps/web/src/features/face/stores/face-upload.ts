// One photo's trip to the server as a small state machine (docs/spec/account-checklist.md §4
// "Upload states"): STARTED when it is sent, PROCESSING_IMAGE once that takes
// over 3 s, polled every 2 s while the analysis runs, then INITIALIZED (the
// server waits for the next capture), SUCCESSFUL (finished) or ERROR (the
// answer's code). No React, so the timings are tested with fake timers.
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { createStore } from 'zustand/vanilla';
import { normaliseError } from '../../../lib/api-client';
import { fetchFaceUsage } from '../api/get-face-usage';

export type UploadStatus =
  'NOT_STARTED' | 'STARTED' | 'PROCESSING_IMAGE' | 'INITIALIZED' | 'SUCCESSFUL' | 'ERROR';

export const PROCESSING_IMAGE_AFTER_MS = 3000;
export const FACE_POLL_INTERVAL_MS = 2000;
/** An analysis still running after 3 minutes is given up as unexpected. */
export const MAX_POLLS = 90;
/** Polls lost to the network that are tried again before giving up. */
export const MAX_POLL_NETWORK_RETRIES = 2;
/** Our own code for an analysis that never ended (a client-only catalogue code). */
export const POLLING_TIMEOUT: ErrorCode = 'FACE_POLLING_TIMEOUT';

export interface UploadError {
  code: ErrorCode;
  /** additionalData.expireDays of LIVENESS_ATTEMPTS_LIMIT_REACHED. */
  expireDays: number | null;
}

export interface UploadState {
  status: UploadStatus;
  /** The last answer: CAPTURING (INITIALIZED) or FINISHED (SUCCESSFUL). */
  usage: FaceUsage | null;
  error: UploadError | null;
}

export const initialUpload: UploadState = { status: 'NOT_STARTED', usage: null, error: null };

export interface FaceUploadDeps {
  poll: (faceUsageIntentionId: string, signal: AbortSignal) => Promise<FaceUsage>;
}

const defaultDeps: FaceUploadDeps = {
  poll: (id, signal) => fetchFaceUsage(id, { signal }),
};

function uploadError(error: unknown): UploadError {
  const { code, extra } = normaliseError(error);
  const additional = extra.additionalData as { expireDays?: unknown } | undefined;
  const days = additional?.expireDays;
  return {
    code,
    expireDays: typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : null,
  };
}

export type FaceUpload = ReturnType<typeof createFaceUpload>;

/** One photo in flight: aborting it cancels its requests, clearing its timers its polls. */
interface Run {
  controller: AbortController;
  timers: Set<ReturnType<typeof setTimeout>>;
}

export function createFaceUpload(deps: FaceUploadDeps = defaultDeps) {
  const store = createStore<UploadState>()(() => initialUpload);
  const set = (next: UploadState) => store.setState(next, true);
  let run: Run | null = null;

  /** Stops the photo in flight: its timers, its request, its answer. */
  function cancel() {
    if (!run) return;
    run.controller.abort();
    for (const timer of run.timers) clearTimeout(timer);
    run = null;
  }

  function later(current: Run, delay: number, action: () => void) {
    const timer = setTimeout(() => {
      current.timers.delete(timer);
      if (run === current) action();
    }, delay);
    current.timers.add(timer);
  }

  /**
   * Sends one photo: `send` makes the call (set-face/async, or enroll for the
   * native SDK) and answers the face usage intention, then polling follows it.
   * Resolves with the state it ends in (INITIALIZED, SUCCESSFUL or ERROR), or
   * null when it was cancelled or replaced by another photo.
   */
  function submit(send: (signal: AbortSignal) => Promise<FaceUsage>): Promise<UploadState | null> {
    cancel();
    const current: Run = { controller: new AbortController(), timers: new Set() };
    run = current;
    const { signal } = current.controller;
    let polls = 0;
    let networkRetries = 0;

    set({ status: 'STARTED', usage: null, error: null });
    later(current, PROCESSING_IMAGE_AFTER_MS, () => {
      const state = store.getState();
      if (state.status === 'STARTED') set({ ...state, status: 'PROCESSING_IMAGE' });
    });

    return new Promise<UploadState | null>((resolve) => {
      signal.addEventListener('abort', () => resolve(null), { once: true });

      const end = (next: UploadState) => {
        if (run !== current || signal.aborted) return;
        run = null;
        for (const timer of current.timers) clearTimeout(timer);
        set(next);
        resolve(next);
      };

      const fail = (error: unknown) =>
        end({ status: 'ERROR', usage: null, error: uploadError(error) });

      const poll = (id: string) => {
        if (polls >= MAX_POLLS) {
          end({ status: 'ERROR', usage: null, error: { code: POLLING_TIMEOUT, expireDays: null } });
          return;
        }
        polls += 1;
        deps.poll(id, signal).then(
          (usage) => {
            networkRetries = 0;
            follow(usage);
          },
          (error: unknown) => {
            if (run !== current || signal.aborted) return;
            // A lost poll is asked again: the analysis goes on on the server.
            if (
              normaliseError(error).code === 'NETWORK_ERROR' &&
              networkRetries < MAX_POLL_NETWORK_RETRIES
            ) {
              networkRetries += 1;
              later(current, FACE_POLL_INTERVAL_MS, () => poll(id));
              return;
            }
            fail(error);
          },
        );
      };

      const follow = (usage: FaceUsage) => {
        if (run !== current || signal.aborted) return;
        switch (usage.faceUsageIntentionState) {
          case 'PROCESSING':
            later(current, FACE_POLL_INTERVAL_MS, () => poll(usage.faceUsageIntentionId));
            return;
          case 'CAPTURING':
            end({ status: 'INITIALIZED', usage, error: null });
            return;
          case 'FINISHED':
            end({ status: 'SUCCESSFUL', usage, error: null });
            return;
        }
      };

      send(signal).then(follow, fail);
    });
  }

  return {
    submit,
    /** Back to NOT_STARTED, dropping whatever was in flight. */
    reset: () => {
      cancel();
      set(initialUpload);
    },
    cancel,
    // Read-only: only the machine moves its state.
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
  };
}
