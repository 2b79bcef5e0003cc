// Before any browser starts: the fake camera videos of the face specs.
import { writeCameraVideos } from './fake-camera';

export default async function globalSetup(): Promise<void> {
  await writeCameraVideos(process.env.E2E_DATA_DIR!);
}
