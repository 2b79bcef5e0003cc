// The face engine's one interface: what the server (and the benchmarks) may ask
// of it, whatever runs behind it (models in this thread, or a worker pool).
import type { CatalogueCodes } from '@rosto/contract/errors';
import type { BurstAnalysis } from './burst';
import type { ChallengeAction, ChallengeCheck } from './challenge';
import type { LivenessScores } from './liveness';

/** Codes from the error catalogue that the engine itself can fail with. */
export type FaceEngineErrorCode = CatalogueCodes<
  | 'FACE_IMAGE_INVALID_TYPE'
  | 'FACE_IMAGE_INVALID_SIZE'
  | 'FACE_IMAGE_INVALID_COUNT'
  | 'FACE_SERVICE_UNAVAILABLE'
  | 'FACE_SERVICE_ERROR'
>;

/** A failure the caller can answer with as is (`new AppError(error.code)`). */
export class FaceEngineError extends Error {
  override name = 'FaceEngineError';
  readonly code: FaceEngineErrorCode;

  constructor(code: FaceEngineErrorCode, detail?: string, options?: ErrorOptions) {
    super(detail ? `${code}: ${detail}` : code, options);
    this.code = code;
  }
}

export interface Point {
  x: number;
  y: number;
}

/** Pixel coordinates in the upright (EXIF-rotated) image. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  box: Box;
  /** Left eye, right eye (as seen in the image), nose tip, left and right mouth corners. */
  landmarks5: [Point, Point, Point, Point, Point];
  /** Detector confidence, 0..1. */
  score: number;
}

export type QualityIssue =
  /** The face is too small in the photo (too far from the camera). */
  | 'TOO_SMALL'
  /** The face is out of focus or moved. */
  | 'BLURRED'
  /** The head is turned or tilted away from the camera. */
  | 'TURNED_AWAY'
  /** The face is too dark or washed out. */
  | 'BAD_LIGHTING'
  /** The face is cut by the edge of the photo. */
  | 'CUT_OFF';

export interface FaceQuality {
  /** Height of the face box in pixels of the upright photo. */
  faceSize: number;
  /** Variance of the Laplacian of the aligned 112 px face (higher is sharper). */
  sharpness: number;
  /** Rough head turn from the landmarks: 0 frontal, about ±1 in full profile. */
  yaw: number;
  /** Rough head nod from the landmarks: 0 level. */
  pitch: number;
  /** Mean grey level of the aligned face, 0..255. */
  brightness: number;
  issues: QualityIssue[];
}

export interface FaceLiveness {
  /** The models' fused score that the face is a live person rather than a photo or screen, 0..1. */
  score: number;
  /** Each model's own score, 0..1 (liveness.ts). */
  models: LivenessScores;
}

export interface AnalyseOptions {
  /**
   * More frames of the same capture (a burst over about a second, the photo
   * among them or not): only their faces' landmarks are read, to tell a face
   * that moves on its own from a flat print or screen (burst.ts).
   */
  frames?: readonly Uint8Array[];
  /**
   * The liveness challenge the frames answer (decision 061): `frames` are then
   * the frames recorded while the customer turned their head to this side
   * (the photo is the first, facing one), and the analysis says whether they
   * did (`FaceAnalysis.challenge`).
   */
  challenge?: ChallengeAction;
  /**
   * Also return the replay check's thumbnail of each image it decodes
   * (`AnalyseResult.thumbnails`), so the caller need not decode them again
   * (decision 085).
   */
  thumbnails?: boolean;
}

/**
 * The replay check's 32×32 grey thumbnails (capture-thumbnail.ts) of the photo
 * and of each frame, in order; null for one not decoded at its full size (a
 * photo over `imageLimits.workingSide`, a frame not looked at): the caller
 * takes that one itself.
 */
export interface CaptureThumbnails {
  image: Uint8Array | null;
  frames: (Uint8Array | null)[];
}

/** The biggest face of a photo, fully analysed. */
export interface FaceAnalysis {
  /** Every face found, biggest first; `faces[0]` is the one analysed. */
  faces: DetectedFace[];
  quality: FaceQuality;
  liveness: FaceLiveness;
  /** 512 numbers, unit length: compare two with `cosineSimilarity`. */
  embedding: Float32Array;
  /**
   * dlib's 128-d face descriptor of a 150 px chip aligned on the eye corners and
   * nose: a second, independent view of the face, fused with `embedding` when
   * deciding (see similarity.ts). Raw, not unit length (dlib compares by euclidean distance).
   */
  descriptor: Float32Array;
  /** The upright photo's size. */
  image: { width: number; height: number };
  /** What the burst's frames showed (burst.ts); null when none was sent or none was usable. */
  burst: BurstAnalysis | null;
  /** The check of the challenge asked with `AnalyseOptions.challenge` (challenge.ts); null when none was asked. */
  challenge: ChallengeCheck | null;
  /** Asked with `AnalyseOptions.thumbnails`. */
  thumbnails?: CaptureThumbnails;
  /** Milliseconds spent, for logs and the benchmarks. */
  timings: {
    decode: number;
    detect: number;
    landmarks: number;
    liveness: number;
    embed: number;
    describe: number;
    /** Landmarks of the burst's frames and their comparison (0 without a burst). */
    burst: number;
  };
}

/** A photo in which no face, or one unusable for analysis, was found. */
export interface NoFace {
  faces: [];
  image: { width: number; height: number };
  /** Asked with `AnalyseOptions.thumbnails` (no frame is decoded without a face). */
  thumbnails?: CaptureThumbnails;
}

export type AnalyseResult = FaceAnalysis | NoFace;

export function hasFace(result: AnalyseResult): result is FaceAnalysis {
  return result.faces.length > 0;
}

export interface FaceEngine {
  /**
   * Decodes one photo (JPEG, PNG or WebP bytes), finds its faces and analyses the
   * biggest. Rejects with a `FaceEngineError` for bytes that are not a usable
   * photo; a photo without a face resolves with `faces: []`.
   */
  analyse(image: Uint8Array, options?: AnalyseOptions): Promise<AnalyseResult>;
  /** Frees the models (and the worker threads). */
  close(): Promise<void>;
}
