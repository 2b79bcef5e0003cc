// The one way to keep a value in browser storage (STYLE: stored values go
// through one helper with a schema, never a hand-written
// `JSON.parse(readStored())`): JSON under one of lib/storage's keys, written
// and read through lib/storage's never-throwing access, and read back only
// through a schema. A stored value that is not JSON or not of the schema's
// shape (a hand edit, an older app's format) is removed and read as absent:
// storage may hold anything, and nothing read from it may crash a screen.
//
// Schemas are zod's. A value the first screens read (entry chunk, /login)
// passes a small type guard through `guarded()` instead, because zod there
// would cost about 4 KiB gzip of a budget that has less than 1 KiB left; the
// helper asks only for zod's `safeParse` shape so both fit. A plain string
// (session token, device id, language) stays on lib/storage: nothing to parse.
import { readStored, removeStored, writeStored, type StorageArea } from './storage';

/** What `storedValue` needs of a schema; every zod schema is one. */
export interface StoredSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export interface StoredValue<T> {
  /** The stored value, or null when there is none, it cannot be read, or it was dropped. */
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

export function storedValue<T>(
  key: string,
  schema: StoredSchema<T>,
  area: StorageArea = 'local',
): StoredValue<T> {
  const remove = () => removeStored(key, area);
  return {
    read() {
      const text = readStored(key, area);
      if (text === null) return null;
      let parsed: ReturnType<StoredSchema<T>['safeParse']>;
      try {
        parsed = schema.safeParse(JSON.parse(text));
      } catch {
        parsed = { success: false };
      }
      if (parsed.success) return parsed.data;
      remove();
      return null;
    },
    write: (value) => writeStored(key, JSON.stringify(value), area),
    remove,
  };
}

/** A type guard as a schema, for the first screens' values (see the top of this file). */
export function guarded<T>(isValid: (value: unknown) => value is T): StoredSchema<T> {
  return {
    safeParse: (input) => (isValid(input) ? { success: true, data: input } : { success: false }),
  };
}

/** For guards: a plain object whose fields may be looked at. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
