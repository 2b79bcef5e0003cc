// The upload machine (stores/face-upload.ts) for a screen: one per capture
// flow, its state observable, and everything in flight dropped on unmount.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createFaceUpload, type FaceUpload, type UploadState } from '../stores/face-upload';

export function useFaceUpload(): [UploadState, FaceUpload] {
  const [upload] = useState(() => createFaceUpload());
  useEffect(() => () => upload.cancel(), [upload]);
  const state = useStore(upload);
  return [state, upload];
}
