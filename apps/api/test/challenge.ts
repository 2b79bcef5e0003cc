// Frames of a liveness challenge for API tests (decision 062): a shared photo
// facing the camera, then turning as a head does, as a head to the other side,
// or as a flat picture swung by a hand (face-engine/testing/head-turn.ts).
import sharp from 'sharp';
import type { ChallengeAction } from '@rosto/contract/schemas/face';
import { CHALLENGE_MAX_FRAMES } from '@rosto/contract/validators/face-image';
import type { OnnxFaceEngine } from '../src/face-engine/onnx-engine';
import { readSharedFace } from '../src/face-engine/testing/shared-faces';
import { headTurnCapture } from '../src/face-engine/testing/head-turn';

export type TurnKind = 'head' | 'wrong-way' | 'flat';

let renders = 0;

/**
 * The frames an app sends for `action` (base64 JPEG, 640 px): `file` facing
 * the camera, then turning over the rest of CHALLENGE_MAX_FRAMES as a head
 * (`head`), as a head to the other side (`wrong-way`), or as a flat picture
 * swung about an axis behind it (`flat`). Each call is a new capture (the
 * photo a little brighter, never by a multiple of the test photos' exposure
 * steps, new-capture.ts): no two are one recording (decision 063).
 */
export async function turnFrames(
  engine: OnnxFaceEngine,
  file: string,
  action: ChallengeAction,
  how: TurnKind = 'head',
): Promise<string[]> {
  renders += renders % 3 === 2 ? 2 : 1;
  const photo = await sharp(readSharedFace(file)).linear(1, renders).jpeg().toBuffer();
  const landmarks = await engine.faceLandmarks(photo);
  if (!landmarks) throw new Error(`no face in ${file}`);
  const side = (action === 'turn-left' ? 1 : -1) * (how === 'wrong-way' ? -1 : 1);
  const frames = await headTurnCapture(
    photo,
    landmarks,
    CHALLENGE_MAX_FRAMES,
    side as 1 | -1,
    how === 'flat' ? 'flat' : 'head',
  );
  return frames.map((frame) => frame.toString('base64'));
}
