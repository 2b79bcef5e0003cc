// The engine's check of a liveness challenge (issue 28, decisions 061 and 062):
// the server asked the customer to turn their head to one side; the frames
// recorded meanwhile must show the main photo's person turning that way, with
// the parallax of a head, which a picture turned or moved as a whole lacks.
//
// Which way: the yaw proxy, where the nose's tip and base sit between the two
// sides of the jaw, along the line joining them, as a share of half that line
// (0 facing, about ±1 in profile). It is a ratio of points on one line, so an
// affine motion of a picture leaves it as it was; but the 68-point model,
// shown a face squeezed sideways by a picture turned away, places its points
// as on a turned head, so the proxy alone does not tell a head from a print.
// Whether it is a head: the pixels. The best homography of the main photo's
// face onto the frame's (planar.ts) leaves next to nothing of a flat picture
// and a good deal of a head, whose nose slides over its far cheek. A frame
// counts as turned only with both.
import type { ChallengeFailure } from '@rosto/contract/schemas/face';
import { analyseBurst } from './burst';
import type { Point } from './types';

/** The side is the customer's own: 'turn-left' = they turn their head to their left (in an unmirrored camera image their nose moves towards the image's right). */
export type ChallengeAction = 'turn-left' | 'turn-right';

export const CHALLENGE_ACTIONS: readonly ChallengeAction[] = ['turn-left', 'turn-right'];

export type { ChallengeFailure };

export interface ChallengeCheck {
  action: ChallengeAction;
  passed: boolean;
  /** Null when passed. */
  failure: ChallengeFailure | null;
  /** Frames used (with a face of the main photo's person). */
  frames: number;
  /**
   * The yaw proxy's change (yawProxy) at the frame that turned most, signed
   * positive towards the asked side: about 0.95 × sin(yaw), so 0.17 at 10°,
   * 0.33 at 20° on the synthetic heads; negative when the face turned the other way.
   */
  turn: number;
  /**
   * Largest parallax of a frame: what the best homography of the main photo's
   * face onto the frame's leaves of its pixels, as a share of the face's
   * brightness spread (planar.ts; a flat picture leaves about 0.05–0.1).
   */
  residual: number;
}

/** What one frame of the turn showed. */
export type ChallengeFrame =
  | {
      face: 'same-person';
      /** The 68 landmarks, in the main photo's pixels. */
      points: Point[];
      /** planarFit's residual against the main photo; null when it could not be fitted. */
      planar: number | null;
    }
  | { face: 'other-person' }
  | { face: 'none' };

/** Fewest frames with the person's face that can show a turn. */
export const CHALLENGE_MIN_FRAMES = 2;

/** A turn must move the yaw proxy this much towards the asked side (decision 061). */
export const CHALLENGE_TURN = 0.15;

/** …and leave this much of the face's pixels unexplained by any homography (decision 061). */
export const CHALLENGE_PARALLAX = 0.15;

/**
 * Without a head's turn, a face that moved this much (share of the eye
 * distance), or whose width for its height shrank under this share (a picture
 * turned away by 25° or more), moved as a plane would: 'flat-plane', not 'no-turn'.
 */
export const CHALLENGE_MOVED = 0.15;
const CHALLENGE_SQUEEZED = 0.9;

/**
 * A frame whose face kept less than this share of its width for its height is
 * a picture turned far away, whatever its pixels say: a head keeps its
 * outline (0.86 or more at 30° on the synthetic heads, whose fixed jaw points
 * narrow more than a real head's outline does); a print turned by 37° keeps
 * cos 37° = 0.8, and there the landmarks, guessing a turned head, and the
 * homography, losing the squeezed detail, both start to err (decision 061).
 */
export const CHALLENGE_NARROWEST = 0.8;

/**
 * A head shows the more parallax the farther it turned: on the synthetic heads
 * the parallax is 0.9–1.4 times the yaw proxy's change (5° to 30°). A frame
 * whose landmarks claim a turn with under this share of it in its pixels is a
 * picture the landmark model took for a turned head (decision 061).
 */
export const CHALLENGE_PARALLAX_PER_TURN = 0.4;

const mean = (points: Point[], from: number, to: number): Point => {
  let x = 0;
  let y = 0;
  for (let i = from; i <= to; i += 1) {
    x += points[i]!.x;
    y += points[i]!.y;
  }
  return { x: x / (to - from + 1), y: y / (to - from + 1) };
};

/**
 * Where the nose (tip and base, points 30–35) sits between the jaw's sides
 * (points 0–2 and 14–16, by the ears), along the line joining the sides, as a
 * share of half its length: positive when the nose is nearer the image's
 * right, i.e. the customer has turned to their left.
 */
export function yawProxy(points: Point[]): number {
  const left = mean(points, 0, 2);
  const right = mean(points, 14, 16);
  const nose = mean(points, 30, 35);
  const span = Math.hypot(right.x - left.x, right.y - left.y);
  if (!(span > 0)) return 0;
  const middle = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const along =
    ((nose.x - middle.x) * (right.x - left.x) + (nose.y - middle.y) * (right.y - left.y)) / span;
  return along / (span / 2);
}

/** The face's width (between the jaw's sides by the ears) for its height (brows to chin). */
function aspect(points: Point[]): number {
  const left = mean(points, 0, 2);
  const right = mean(points, 14, 16);
  const brows = mean(points, 17, 26);
  const chin = points[8]!;
  return (
    Math.hypot(right.x - left.x, right.y - left.y) /
    (Math.hypot(chin.x - brows.x, chin.y - brows.y) || 1)
  );
}

/**
 * The challenge's verdict from the main photo's 68 landmarks (`reference`,
 * the first, facing frame) and what each frame of the turn showed. Checked in
 * this order: no frame of anyone else; enough frames of the person; no head
 * turned the other way (a recording that turns both ways would answer either
 * side); a head turned to the asked side. Otherwise a face whose landmarks
 * turned or moved without a head's parallax is 'flat-plane', one that stayed
 * is 'no-turn'.
 */
export function checkChallenge(
  action: ChallengeAction,
  reference: Point[],
  frames: readonly ChallengeFrame[],
): ChallengeCheck {
  const sign = action === 'turn-left' ? 1 : -1;
  const start = yawProxy(reference);
  let used = 0;
  let otherPerson = false;
  let turn = 0;
  let residual = 0;
  let moved = false;
  let towards = false;
  let away = false;
  for (const frame of frames) {
    if (frame.face === 'other-person') otherPerson = true;
    if (frame.face !== 'same-person' || frame.planar === null) continue;
    const burst = analyseBurst(reference, [frame.points]);
    if (!burst) continue;
    used += 1;
    const change = (yawProxy(frame.points) - start) * sign;
    if (Math.abs(change) > Math.abs(turn)) turn = change;
    residual = Math.max(residual, frame.planar);
    const squeeze = aspect(frame.points) / aspect(reference);
    const head =
      frame.planar >= CHALLENGE_PARALLAX &&
      frame.planar >= CHALLENGE_PARALLAX_PER_TURN * Math.abs(change) &&
      squeeze >= CHALLENGE_NARROWEST;
    if (head && change >= CHALLENGE_TURN) towards = true;
    if (head && -change >= CHALLENGE_TURN) away = true;
    if (
      Math.abs(change) >= CHALLENGE_TURN ||
      burst.motion >= CHALLENGE_MOVED ||
      squeeze < CHALLENGE_SQUEEZED
    ) {
      moved = true;
    }
  }
  const failure: ChallengeFailure | null = otherPerson
    ? 'other-person'
    : used < CHALLENGE_MIN_FRAMES
      ? 'too-few-frames'
      : away
        ? 'wrong-direction'
        : towards
          ? null
          : moved
            ? 'flat-plane'
            : 'no-turn';
  return { action, passed: failure === null, failure, frames: used, turn, residual };
}
