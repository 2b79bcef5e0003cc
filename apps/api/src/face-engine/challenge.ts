// The engine's check of a liveness challenge (issue 28, decisions 061 and 062):
// the server asked the customer to turn their head to one side; the frames
// recorded meanwhile must show the main photo's person turning that way, with
// the parallax of a head, which a picture turned or moved as a whole lacks.
//
// The yaw proxy: where the nose's tip and base sit between the two sides of
// the jaw, along the line joining them, as a share of half that line (0
// facing, about ±1 in profile). It is a ratio of points on one line, so any
// affine motion of a picture (shift, scale, roll, the foreshortening of a
// print turned away) leaves it as it was; only a nose standing before the
// cheeks moves it, or a picture turned close to the camera (perspective),
// which the rim's homography (burst.ts) explains and the parallax mark catches.
import { analyseBurst } from './burst';
import type { Point } from './types';

/** The side is the customer's own: 'turn-left' = they turn their head to their left (in an unmirrored camera image their nose moves towards the image's right). */
export type ChallengeAction = 'turn-left' | 'turn-right';

export const CHALLENGE_ACTIONS: readonly ChallengeAction[] = ['turn-left', 'turn-right'];

export type ChallengeFailure =
  'too-few-frames' | 'other-person' | 'no-turn' | 'wrong-direction' | 'flat-plane';

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
  /** Largest rim-homography residual of a frame, share of the eye distance (burst.ts). */
  residual: number;
}

/** What one frame of the turn showed. */
export type ChallengeFrame =
  { face: 'same-person'; points: Point[] } | { face: 'other-person' } | { face: 'none' };

/** Fewest frames with the person's face that can show a turn. */
export const CHALLENGE_MIN_FRAMES = 2;

/** A turn must move the yaw proxy this much towards the asked side (decision 061). */
export const CHALLENGE_TURN = 0.15;

/** The frame that turned must move the nose and eyes this far off the rim's plane (decision 061). */
export const CHALLENGE_PARALLAX = 0.1;

/** A face that moved this much (share of the eye distance) without turning moved as a plane would. */
export const CHALLENGE_MOVED = 0.15;

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

/**
 * The challenge's verdict from the main photo's 68 landmarks (`reference`,
 * the first, facing frame) and what each frame of the turn showed. Checked in
 * this order: enough frames of the person; no frame of anyone else; no turn
 * the other way (a recording that turns both ways answers either side); a
 * frame turned towards the asked side whose nose and eyes left the rim's
 * plane (else a picture turned close to the camera: 'flat-plane'); without a
 * turn, a face that moved as a plane ('flat-plane') or stayed ('no-turn').
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
  let motion = 0;
  let towards = 0;
  let away = 0;
  let turnedWithParallax = false;
  for (const frame of frames) {
    if (frame.face === 'other-person') otherPerson = true;
    if (frame.face !== 'same-person') continue;
    const burst = analyseBurst(reference, [frame.points]);
    if (!burst) continue;
    used += 1;
    const change = (yawProxy(frame.points) - start) * sign;
    if (Math.abs(change) > Math.abs(turn)) turn = change;
    towards = Math.max(towards, change);
    away = Math.max(away, -change);
    residual = Math.max(residual, burst.residual);
    motion = Math.max(motion, burst.motion);
    if (change >= CHALLENGE_TURN && burst.residual >= CHALLENGE_PARALLAX) turnedWithParallax = true;
  }
  const failure: ChallengeFailure | null =
    used < CHALLENGE_MIN_FRAMES
      ? otherPerson
        ? 'other-person'
        : 'too-few-frames'
      : otherPerson
        ? 'other-person'
        : away >= CHALLENGE_TURN
          ? 'wrong-direction'
          : turnedWithParallax
            ? null
            : towards >= CHALLENGE_TURN || motion >= CHALLENGE_MOVED
              ? 'flat-plane'
              : 'no-turn';
  return { action, passed: failure === null, failure, frames: used, turn, residual };
}
