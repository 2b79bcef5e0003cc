// Live hints on the camera page (docs/spec/account-checklist.md §2: align face, come closer, go
// further, eyes open, neutral expression) as pure rules over what the face
// detector saw in a frame, so they are tested without a camera or a model.

export interface Point {
  x: number;
  y: number;
}

export type Expression =
  'neutral' | 'happy' | 'sad' | 'angry' | 'fearful' | 'disgusted' | 'surprised';

export interface DetectedFace {
  /** In frame pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** The six points of each eye (68-point landmarks), when landmarks ran. */
  leftEye?: readonly Point[];
  rightEye?: readonly Point[];
  /** Probability of each expression, when the expression model ran. */
  expressions?: Partial<Record<Expression, number>>;
}

export interface FaceObservation {
  frame: { width: number; height: number };
  faces: readonly DetectedFace[];
}

export type FaceHint = 'ALIGN' | 'CLOSER' | 'FURTHER' | 'EYES_OPEN' | 'NEUTRAL' | 'OK';

/** Where the oval sits on the camera page, as a share of the frame. */
export const OVAL_CENTRE = { x: 0.5, y: 0.45 };
/** How far the face's centre may stray from the oval's, as a share of the frame. */
export const CENTRE_TOLERANCE = { x: 0.12, y: 0.1 };
/**
 * Face height over the frame's height: below is too far, above too close. A
 * phone's screen is taller than the camera's frames, so the camera page shows
 * the frame's full height, and the oval is about 42% of it.
 */
export const FACE_SIZE_RANGE = { min: 0.25, max: 0.45 };
/** Eye aspect ratio under which the eyes count as closed. */
export const EYES_CLOSED_BELOW = 0.18;
/** Neutral probability under which another dominant expression is pointed out. */
export const NEUTRAL_AT_LEAST = 0.5;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Eye aspect ratio (Soukupová and Čech): the eye's two heights over twice its
 * width, about 0.3 open and under 0.2 closed. Points in 68-landmark order:
 * outer corner, two upper lid points, inner corner, two lower lid points.
 */
export function eyeAspectRatio(eye: readonly Point[]): number | null {
  if (eye.length !== 6) return null;
  const [p1, p2, p3, p4, p5, p6] = eye as [Point, Point, Point, Point, Point, Point];
  const width = distance(p1, p4);
  if (width === 0) return null;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * width);
}

function biggest(faces: readonly DetectedFace[]): DetectedFace | undefined {
  return faces.reduce<DetectedFace | undefined>(
    (best, face) =>
      !best || face.box.width * face.box.height > best.box.width * best.box.height ? face : best,
    undefined,
  );
}

/** The one thing to tell the user about this frame, most basic first. */
export function faceHint(observation: FaceObservation): FaceHint {
  const { frame } = observation;
  const face = biggest(observation.faces);
  if (!face || frame.width <= 0 || frame.height <= 0) return 'ALIGN';

  const centreX = (face.box.x + face.box.width / 2) / frame.width;
  const centreY = (face.box.y + face.box.height / 2) / frame.height;
  if (
    Math.abs(centreX - OVAL_CENTRE.x) > CENTRE_TOLERANCE.x ||
    Math.abs(centreY - OVAL_CENTRE.y) > CENTRE_TOLERANCE.y
  ) {
    return 'ALIGN';
  }

  const size = face.box.height / frame.height;
  if (size < FACE_SIZE_RANGE.min) return 'CLOSER';
  if (size > FACE_SIZE_RANGE.max) return 'FURTHER';

  const ratios = [face.leftEye, face.rightEye]
    .map((eye) => (eye ? eyeAspectRatio(eye) : null))
    .filter((ratio): ratio is number => ratio !== null);
  if (ratios.length > 0) {
    const average = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
    if (average < EYES_CLOSED_BELOW) return 'EYES_OPEN';
  }

  const expressions = face.expressions;
  if (expressions) {
    const neutral = expressions.neutral ?? 0;
    const strongest = Math.max(
      0,
      ...Object.entries(expressions)
        .filter(([name]) => name !== 'neutral')
        .map(([, value]) => value ?? 0),
    );
    if (neutral < NEUTRAL_AT_LEAST && strongest > neutral) return 'NEUTRAL';
  }
  return 'OK';
}

export interface HintSmoothing {
  /** The hint on screen (null before the first). */
  shown: FaceHint | null;
  candidate: FaceHint | null;
  count: number;
}

export const initialHintSmoothing: HintSmoothing = { shown: null, candidate: null, count: 0 };

/**
 * A new hint shows once `frames` frames in a row agree, so a single noisy
 * detection does not make the text (and the screen reader) flicker.
 */
export function smoothHint(state: HintSmoothing, next: FaceHint, frames = 2): HintSmoothing {
  if (next === state.shown) return { ...state, candidate: next, count: 0 };
  const count = next === state.candidate ? state.count + 1 : 1;
  return count >= frames || state.shown === null
    ? { shown: next, candidate: next, count: 0 }
    : { ...state, candidate: next, count };
}
