// Before any browser starts: the fake camera videos of the face specs, and
// what answers a head-turn challenge (turn-answers.ts): the in-page camera's
// turning head, and the frames of the photos the specs enrol through the API.
import { cameraVideos, skipWithoutSharedFaces, writeCameraVideos } from './fake-camera';
import { writeTurnFixtures } from './turn-answers';

/** The liveness photos specs enrol through the API (terminal-payment, face-step-up). */
const ENROLLED_BY_API = ['person-vlado5.jpg', 'stock-emotions-b-8.jpg'] as const;

export default async function globalSetup(): Promise<void> {
  await writeCameraVideos(process.env.E2E_DATA_DIR!);
  if (skipWithoutSharedFaces) return;
  writeTurnFixtures(process.env.E2E_DATA_DIR!, {
    // The enrolment's camera, and the ops journey's payer who enrols too.
    cameras: [cameraVideos.face, cameraVideos.payer],
    answers: ENROLLED_BY_API,
  });
}
