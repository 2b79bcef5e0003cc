// One staff realm's sign-in, wired on a database: its tables (account-store.ts),
// the peppered hasher, its TOTP secrets' key and issuer, its token mark and
// its error codes. The module that owns the realm and the commands that make
// its accounts build it the same way here.
import type { ErrorCode } from '@rosto/contract/errors';
import { createPepperedHasher } from '../crypto/peppered-hash';
import type { Database } from '../db/client';
import type { Clock } from '../plugins/app/clock';
import { createStaffAccountStore, type operatorTables, type shopUserTables } from './account-store';
import { createTotp } from './credentials';
import { createStaffSignIn } from './sign-in';

/** What sets one realm apart from the other. */
export interface StaffRealmSettings {
  /** The mark every session token of the realm starts with. */
  tokenMarker: string;
  totp: { sealPurpose: string; issuer: string };
  errors: { signInFailed: ErrorCode; locked: ErrorCode };
}

export function staffSignInOn<T extends typeof operatorTables | typeof shopUserTables>(
  db: Database,
  tables: T,
  settings: StaffRealmSettings,
  context: { pepper: Buffer; clock: Clock },
) {
  return createStaffSignIn<T['accounts']['$inferSelect']>({
    store: createStaffAccountStore(db, tables),
    hasher: createPepperedHasher(context.pepper),
    totp: createTotp(context.pepper, settings.totp),
    clock: context.clock,
    tokenMarker: settings.tokenMarker,
    errors: settings.errors,
  });
}
