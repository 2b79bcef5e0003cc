// Replayed captures (issue 28, decision 063): a photo or frame already sent for
// another payment at this till, or of this customer, within the window, is
// refused. A capture is a moment: an honest customer never sends the same one
// twice, while bytes taken from an earlier request (or re-encoded) would.
import type { Clock } from '../../plugins/app/clock';
import {
  type CaptureFingerprint,
  fingerprintCapture,
  fingerprintOf,
  sameCapture,
} from './fingerprint';
import type { FaceReplayRepository, ReplayScope } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a capture's fingerprint is kept: past a few days a copy is no fresher than any photo. */
export const REPLAY_WINDOW_DAYS = 3;

export interface FaceReplayDeps {
  repository: FaceReplayRepository;
  clock: Clock;
  /** Counts a replay found, by scope (/metrics). */
  replayed?: (scope: ReplayScope) => void;
}

export function createFaceReplayGuard(deps: FaceReplayDeps) {
  const { repository, clock } = deps;
  return {
    /**
     * The fingerprints of a capture's photo and frames (what does not decode
     * is left out). `thumbnails[i]`, the engine's of `images[i]` when its
     * analysis gave one, spares decoding that image again (decision 085).
     */
    async fingerprints(
      images: readonly Uint8Array[],
      thumbnails: readonly (Uint8Array | null | undefined)[] = [],
    ): Promise<CaptureFingerprint[]> {
      const prints = await Promise.all(
        images.map(async (bytes, index) => {
          const thumb = thumbnails[index];
          return thumb ? fingerprintOf(bytes, thumb) : fingerprintCapture(bytes);
        }),
      );
      return prints.filter((print): print is CaptureFingerprint => print !== null);
    },

    /**
     * Whether any of `prints` was seen for another payment in `scope` within
     * the window; if none was, they are remembered for this payment.
     */
    async replayed(
      scope: ReplayScope,
      scopeId: string,
      paymentId: string,
      prints: readonly CaptureFingerprint[],
    ): Promise<boolean> {
      const now = clock.now();
      const captures = {
        scope,
        scopeId,
        paymentId,
        prints,
        since: new Date(now.getTime() - REPLAY_WINDOW_DAYS * DAY_MS),
      };
      const seen = await repository.candidates(captures);
      const found =
        seen.some((old) => prints.some((print) => sameCapture(old, print))) ||
        (await repository.remember(captures, now)).raced;
      if (found) deps.replayed?.(scope);
      return found;
    },

    /** Forgets what is past the window (run periodically). */
    purge(): Promise<number> {
      return repository.purge(new Date(clock.now().getTime() - REPLAY_WINDOW_DAYS * DAY_MS));
    },
  };
}
export type FaceReplayGuard = ReturnType<typeof createFaceReplayGuard>;
