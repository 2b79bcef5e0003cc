// Whether the user is in a registration intention (wallet.md §2: the
// explanation first, the phone-icon variant of the amount step). The
// registration hands its intention id to the face flow, which keeps it under
// lib/storage's `face` key (features/face/stores/face-store.ts) until the
// journey ends. Features may not import each other, so the wallet reads that
// same stored value here, read-only.
import { readStored, storageKeys } from '../../../lib/storage';

export function hasRegisterIntention(): boolean {
  try {
    const stored: unknown = JSON.parse(readStored(storageKeys.face) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return false;
    const { registerIntentionId } = stored as { registerIntentionId?: unknown };
    return typeof registerIntentionId === 'string' && registerIntentionId !== '';
  } catch {
    return false;
  }
}
