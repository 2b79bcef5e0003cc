import { DownloadLanding } from '../components/download-landing';

export function DownloadRoute() {
  return <DownloadLanding redirectMobile />;
}
