// The face engine itself, run in the calling thread: onnxruntime (CPU) with the
// detector, 68-point landmarks, passive liveness, 512-d embedding and dlib's
// 128-d descriptor models.
// The server never calls this on its event loop: it uses `createFaceEnginePool`,
// whose workers each hold one of these.
import * as ort from 'onnxruntime-node';
import { alignmentMap, dlibChipLandmarks, dlibChipTemplate } from './align';
import { captureThumbnail } from './capture-thumbnail';
import { type DecodedImage, decodeImage } from './decode';
import {
  decodeDetections,
  defaultDetectOptions,
  detectorInput,
  squareBox,
  type DetectOptions,
} from './detector';
import { cropMap, mirror, Pyramid, toGrey, toPlanar, warpAffine } from './image-ops';
import { fivePoints, headPose, landmarkInput, landmarksToPixels } from './landmarks';
import {
  antispoofSize,
  fuseLiveness,
  humanFace,
  humanLivenessSize,
  humanModelInput,
  type LivenessScores,
  silentFaceCrop,
  silentFaceInput,
} from './liveness';
import { defaultModelsDir, loadModelFiles, type ModelRole } from './models';
import { assessQuality, measureFace } from './quality';
import { cosineSimilarity, DESCRIPTOR_SIZE, MATCH_THRESHOLD } from './similarity';
import { analyseBurst } from './burst';
import { CHALLENGE_PARALLAX, type ChallengeFrame, checkChallenge } from './challenge';
import { type FaceCrop, faceCrop, planarFit } from './planar';
import type {
  AnalyseOptions,
  AnalyseResult,
  Box,
  CaptureThumbnails,
  DetectedFace,
  FaceEngine,
  Point,
} from './types';

const embeddingSize = 112;
/** dlib's face chip: 150 px, padding 0.25, raw 0..255 RGB (the model subtracts its mean). */
const descriptorSize = 150;
const descriptorTemplate = dlibChipTemplate(descriptorSize, 0.25);

export interface OnnxFaceEngineOptions {
  /** Folder with the .onnx files (default apps/api/models). */
  modelsDir?: string;
  /** Threads onnxruntime may use inside one inference (default 1: parallelism comes from workers). */
  intraOpThreads?: number;
  /** Also embed the mirrored face and average (slower, slightly steadier). */
  mirrorEmbedding?: boolean;
  detect?: Partial<DetectOptions>;
}

/**
 * The replay thumbnails being taken: libvips takes them on libuv's threads
 * while the models run, so the analysis waits for them only at its end.
 */
interface PendingThumbnails {
  image: Promise<Uint8Array | null>;
  frames: Promise<Uint8Array | null>[];
}

/** The replay thumbnail of decoded pixels, when they are the photo's full size (types.ts). */
function thumbnailOf(image: DecodedImage): Promise<Uint8Array | null> {
  if (!image.fullSize) return Promise.resolve(null);
  // One not taken is decoded again by the caller: never a failed analysis.
  return captureThumbnail({ ...image, channels: 3 }).catch(() => null);
}

async function thumbnailsTaken(pending: PendingThumbnails): Promise<CaptureThumbnails> {
  return { image: await pending.image, frames: await Promise.all(pending.frames) };
}

function now(): number {
  return performance.now();
}

function softmax(values: Float32Array): number[] {
  const max = Math.max(...values);
  const exps = Array.from(values, (v) => Math.exp(v - max));
  const sum = exps.reduce((total, v) => total + v, 0);
  return exps.map((v) => v / sum);
}

function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const v of vector) sum += v * v;
  const inv = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i += 1) out[i] = vector[i]! * inv;
  return out;
}

export class OnnxFaceEngine implements FaceEngine {
  private constructor(
    private readonly sessions: Record<ModelRole, ort.InferenceSession>,
    private readonly options: Required<Pick<OnnxFaceEngineOptions, 'mirrorEmbedding'>> & {
      detect: DetectOptions;
    },
  ) {}

  static async create(options: OnnxFaceEngineOptions = {}): Promise<OnnxFaceEngine> {
    const files = loadModelFiles(options.modelsDir ?? defaultModelsDir());
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      executionProviders: ['cpu'],
      intraOpNumThreads: options.intraOpThreads ?? 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    };
    const roles: ModelRole[] = [
      'detector',
      'landmarks',
      'embedding',
      'liveness',
      'human-antispoof',
      'human-liveness',
      'descriptor',
    ];
    const created = await Promise.all(
      roles.map((role) => ort.InferenceSession.create(files[role], sessionOptions)),
    );
    const sessions = Object.fromEntries(roles.map((role, i) => [role, created[i]!])) as Record<
      ModelRole,
      ort.InferenceSession
    >;
    return new OnnxFaceEngine(sessions, {
      mirrorEmbedding: options.mirrorEmbedding ?? false,
      detect: { ...defaultDetectOptions, ...options.detect },
    });
  }

  private async run(role: ModelRole, data: Float32Array, dims: number[]): Promise<ort.Tensor[]> {
    const session = this.sessions[role];
    const input = new ort.Tensor('float32', data, dims);
    const outputs = await session.run({ [session.inputNames[0]!]: input });
    return session.outputNames.map((name) => outputs[name]!);
  }

  /** Faces found on the whole photo stretched to 320 x 240, as the model was trained; biggest first. */
  private async detect(pyramid: Pyramid): Promise<ReturnType<typeof decodeDetections>> {
    const { width, height } = pyramid;
    const { width: dw, height: dh } = detectorInput;
    const detIn = warpAffine(pyramid, cropMap(0, 0, width, height, dw, dh), dw, dh);
    const [scores, boxes] = await this.run('detector', toPlanar(detIn, dw * dh, 127, 128), [
      1,
      3,
      dh,
      dw,
    ]);
    return decodeDetections(
      scores!.data as Float32Array,
      boxes!.data as Float32Array,
      width,
      height,
      this.options.detect,
    );
  }

  /** The 68 landmarks of a face, from the grey 64 px of its square. */
  private async landmarks(pyramid: Pyramid, box: Box): Promise<Point[]> {
    const square = squareBox(box, pyramid.width, pyramid.height);
    const crop = warpAffine(
      pyramid,
      cropMap(square.x, square.y, square.width, square.height, landmarkInput, landmarkInput),
      landmarkInput,
      landmarkInput,
    );
    const grey = toGrey(crop, landmarkInput * landmarkInput).map((v) => v / 256);
    const [points] = await this.run('landmarks', grey, [1, 1, landmarkInput, landmarkInput]);
    return landmarksToPixels(points!.data as Float32Array, square);
  }

  /**
   * What each burst or challenge frame shows: the biggest face's landmarks in
   * the main photo's pixels (a frame may be sent smaller) when it is the
   * photo's person (embedding alone, MATCH_THRESHOLD), else another person or
   * no face. Another person's moving face must not vouch for a still picture.
   */
  private async frameFaces(
    frames: readonly Uint8Array[],
    size: { width: number; height: number },
    embedding: Float32Array,
    reference: FaceCrop | null,
    thumbnails: PendingThumbnails | null,
  ): Promise<ChallengeFrame[]> {
    const found: ChallengeFrame[] = [];
    for (const [index, bytes] of frames.entries()) {
      const decoded = await decodeImage(bytes);
      if (thumbnails) thumbnails.frames[index] = thumbnailOf(decoded);
      const frame = new Pyramid(decoded);
      const [biggest] = await this.detect(frame);
      const points = biggest ? await this.landmarks(frame, biggest.box) : null;
      // In a challenge, a face at the frame's side is no evidence: cut off,
      // the landmark model still draws a whole face inside, and the pixels
      // cut off cannot be compared. A quarter of the face's width must show
      // on either side of it, and all of it in height (decision 061).
      const margin = biggest && reference ? biggest.box.width / 4 : 0;
      const cut =
        biggest !== undefined &&
        reference !== null &&
        (biggest.box.x < margin ||
          biggest.box.x + biggest.box.width > frame.width - margin ||
          biggest.box.y < 0 ||
          biggest.box.y + biggest.box.height > frame.height);
      if (!points || cut) {
        found.push({ face: 'none' });
        continue;
      }
      const same =
        cosineSimilarity((await this.embed(frame, fivePoints(points))).embedding, embedding) >=
        MATCH_THRESHOLD;
      if (!same) {
        found.push({ face: 'other-person' });
        continue;
      }
      const sx = size.width / frame.width;
      const sy = size.height / frame.height;
      // Only a challenge needs the pixels' own parallax (planar.ts).
      const planar = reference
        ? planarFit(reference, faceCrop(frame, points), CHALLENGE_PARALLAX)
        : null;
      found.push({
        face: 'same-person',
        points: points.map((p) => ({ x: p.x * sx, y: p.y * sy })),
        planar: planar?.residual ?? null,
      });
    }
    return found;
  }

  /**
   * The biggest face's 68 landmarks in the photo's decoded pixels (at most
   * `imageLimits.workingSide`), or null without a face: what the synthetic
   * head turn (testing/head-turn.ts) builds its mesh on.
   */
  async faceLandmarks(bytes: Uint8Array): Promise<Point[] | null> {
    const pyramid = new Pyramid(await decodeImage(bytes));
    const [biggest] = await this.detect(pyramid);
    return biggest ? this.landmarks(pyramid, biggest.box) : null;
  }

  /** The 512-d embedding (unit length) of the face aligned on its five points, and that 112 px face. */
  private async embed(
    pyramid: Pyramid,
    landmarks5: DetectedFace['landmarks5'],
    mirrored = false,
  ): Promise<{ embedding: Float32Array; aligned: Uint8Array }> {
    const e = embeddingSize;
    const aligned = warpAffine(pyramid, alignmentMap(landmarks5), e, e);
    const [feature] = await this.run('embedding', toPlanar(aligned, e * e, 127, 128), [1, 3, e, e]);
    let vector = feature!.data as Float32Array;
    if (mirrored) {
      const [flipped] = await this.run(
        'embedding',
        toPlanar(mirror(aligned, e, e), e * e, 127, 128),
        [1, 3, e, e],
      );
      const other = normalise(flipped!.data as Float32Array);
      vector = normalise(vector).map((v, i) => v + other[i]!);
    }
    return { embedding: normalise(vector), aligned };
  }

  async analyse(bytes: Uint8Array, options: AnalyseOptions = {}): Promise<AnalyseResult> {
    let mark = now();
    const lap = () => {
      const at = now();
      const spent = at - mark;
      mark = at;
      return spent;
    };
    const image = await decodeImage(bytes);
    const size = { width: image.width, height: image.height };
    const frames = options.frames ?? [];
    const thumbnails: PendingThumbnails | null = options.thumbnails
      ? { image: thumbnailOf(image), frames: frames.map(() => Promise.resolve(null)) }
      : null;
    const decode = lap();
    const pyramid = new Pyramid(image);

    const detections = await this.detect(pyramid);
    const detect = lap();
    if (detections.length === 0) {
      if (!thumbnails) return { faces: [], image: size };
      return { faces: [], image: size, thumbnails: await thumbnailsTaken(thumbnails) };
    }

    // Landmarks for every face (the caller may need to tell faces apart), grey 64 px of the square.
    const faces: DetectedFace[] = [];
    let mainLandmarks68 = null as ReturnType<typeof landmarksToPixels> | null;
    for (const [index, detection] of detections.entries()) {
      const landmarks68 = await this.landmarks(pyramid, detection.box);
      if (index === 0) mainLandmarks68 = landmarks68;
      faces.push({
        box: clip(detection.box, size),
        landmarks5: fivePoints(landmarks68),
        score: detection.score,
      });
    }
    const landmarks = lap();
    const main = faces[0]!;

    // Passive liveness: three models, each fed as its reference feeds it (liveness.ts).
    const faceBox = detections[0]!.box;
    const n = silentFaceCrop.size;
    const [silentOut] = await this.run('liveness', silentFaceInput(image, faceBox), [1, 3, n, n]);
    const face = humanFace(image, faceBox);
    const [spoofOut] = await this.run('human-antispoof', humanModelInput(face, antispoofSize), [
      1,
      antispoofSize,
      antispoofSize,
      3,
    ]);
    const [liveOut] = await this.run('human-liveness', humanModelInput(face, humanLivenessSize), [
      1,
      humanLivenessSize,
      humanLivenessSize,
      3,
    ]);
    const livenessScores: LivenessScores = {
      silentFace: softmax(silentOut!.data as Float32Array)[0]!,
      antispoof: (spoofOut!.data as Float32Array)[0]!,
      liveness: (liveOut!.data as Float32Array)[0]!,
    };
    const liveScore = fuseLiveness(livenessScores);
    const liveness = lap();

    // Embedding of the face aligned on the five points.
    const { embedding, aligned } = await this.embed(
      pyramid,
      main.landmarks5,
      this.options.mirrorEmbedding,
    );
    const embed = lap();

    // dlib's descriptor of its own chip, aligned on the eye corners and the base of
    // the nose, averaged with the mirrored chip's (measured: fewer false rejects).
    const d = descriptorSize;
    const chipPoints = dlibChipLandmarks.map((i) => mainLandmarks68![i]!);
    const chip = warpAffine(pyramid, alignmentMap(chipPoints, descriptorTemplate), d, d);
    const descriptor = new Float32Array(DESCRIPTOR_SIZE);
    for (const view of [chip, mirror(chip, d, d)]) {
      const [out] = await this.run('descriptor', toPlanar(view, d * d, 0, 1), [1, 3, d, d]);
      const values = out!.data as Float32Array;
      for (let i = 0; i < descriptor.length; i += 1) descriptor[i]! += values[i]! / 2;
    }
    const describe = lap();

    const e = embeddingSize;
    const { sharpness, brightness } = measureFace(toGrey(aligned, e * e), e);
    const { yaw, pitch } = headPose(mainLandmarks68!);
    const quality = assessQuality({
      box: detections[0]!.box,
      image: size,
      sharpness,
      brightness,
      yaw,
      pitch,
    });

    const reference = options.challenge ? faceCrop(pyramid, mainLandmarks68!) : null;
    const seen =
      frames.length > 0
        ? await this.frameFaces(frames, size, embedding, reference, thumbnails)
        : [];
    const burst =
      seen.length > 0
        ? analyseBurst(
            mainLandmarks68!,
            seen.map((frame) => (frame.face === 'same-person' ? frame.points : [])),
          )
        : null;
    const challenge = options.challenge
      ? checkChallenge(options.challenge, mainLandmarks68!, seen)
      : null;
    const burstMs = lap();
    const thumbnailsReady = thumbnails ? { thumbnails: await thumbnailsTaken(thumbnails) } : {};

    return {
      faces,
      quality,
      burst,
      challenge,
      liveness: {
        score: liveScore,
        models: livenessScores,
      },
      embedding,
      descriptor,
      image: size,
      ...thumbnailsReady,
      timings: { decode, detect, landmarks, liveness, embed, describe, burst: burstMs },
    };
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.sessions).map((session) => session.release()));
  }
}

function clip(box: Box, image: { width: number; height: number }): Box {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return {
    x,
    y,
    width: Math.min(image.width, box.x + box.width) - x,
    height: Math.min(image.height, box.y + box.height) - y,
  };
}
