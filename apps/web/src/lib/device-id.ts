// One id per browser install: sent as deviceUUID and as the analytics distinct
// id, and the only thing a logout keeps.
import { randomId } from './uuid';
import { readStored, storageKeys, writeStored } from './storage';

// Kept in memory too, so the id stays stable when storage is blocked.
let cached: string | null = null;

export function getDeviceId(): string {
  const stored = readStored(storageKeys.deviceId);
  if (stored) {
    cached = stored;
    return stored;
  }
  cached ??= randomId();
  writeStored(storageKeys.deviceId, cached);
  return cached;
}
