// The upload machine (stores/face-upload.ts) for a screen: one per capture
// flow, its state observable, and everything in flight dropped on unmount.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createFaceUpload, type FaceUpload, type UploadState } from '../stores/face-upload';

export function useFaceUpload(): [UploadState, FaceUpload] {
  const [upload] = useState(() => createFaceUpload());
  useEffect(() => () => upload.cancel(), [upload]);
  const state = useSyncExternalStore(upload.subscribe, upload.getState);
  return [state, upload];
}
