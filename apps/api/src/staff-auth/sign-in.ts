// A staff realm's sign-in and sessions (decisions 049, 053), the same rules for
// the console's operators and the shops' people: password and TOTP code, the
// try counted before argon2 runs, five failures in a row lock the account for
// 15 minutes, a code is good once, sessions of 8 h at most and 30 minutes
// idle, looked up on every call (no cache: an ended session is out at once).
// Each realm has its own tables, token mark and error codes, so a token of
// one realm is never even looked up in the other's.
import type { ErrorCode } from '@rosto/contract/errors';
import type { PepperedHasher } from '../crypto/peppered-hash';
import { AppError } from '../errors';
import type { Clock } from '../plugins/app/clock';
import type { StaffSessionStanding } from './account-store';
import { generatePassword, generateSessionToken, hashSessionToken, type Totp } from './credentials';

export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Failed sign-ins in a row (wrong password or code) before the account waits. */
export const STAFF_MAX_FAILED_SIGN_INS = 5;
export const STAFF_LOCK_MS = 15 * 60 * 1000;
/** `last_seen_at` moves at most this often (as customers' sessions). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The columns the rules read of an account, in both realms. */
interface StaffAccountRow {
  id: string;
  email: string;
  passwordHash: string;
  totpSecretSealed: Uint8Array;
  lockedUntil: Date | null;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
}

/** The part of a realm's store the rules use (account-store.ts makes one). */
export interface StaffSignInStore<Row extends StaffAccountRow> {
  findByEmail(email: string): Promise<Row | null>;
  takeSignInTry(id: string, at: Date): Promise<number | null>;
  lock(id: string, until: Date): Promise<void>;
  acceptSignIn(id: string, step: number, at: Date): Promise<boolean>;
  createSession(session: {
    accountId: string;
    tokenHash: string;
    at: Date;
    expiresAt: Date;
  }): Promise<string>;
  findSessionStanding(tokenHash: string): Promise<StaffSessionStanding<Row> | null>;
  touchSession(sessionId: string, at: Date): Promise<void>;
  endSession(sessionId: string, at: Date): Promise<void>;
  endAllSessions(accountId: string, at: Date): Promise<number>;
}

export interface StaffRealm<Row extends StaffAccountRow> {
  store: StaffSignInStore<Row>;
  hasher: PepperedHasher;
  totp: Totp;
  clock: Clock;
  /** The mark every session token of the realm starts with (`rosto_op_`, `rosto_shop_`). */
  tokenMarker: string;
  errors: { signInFailed: ErrorCode; locked: ErrorCode };
}

/** A session just opened, its token shown this once. */
export interface StaffSession<Row> {
  token: string;
  sessionId: string;
  expiresAt: Date;
  account: Row;
}

/** The account behind a token while its session is open. */
export interface StaffCaller<Row> {
  account: Row;
  sessionId: string;
  sessionExpiresAt: Date;
}

/** A new account's secrets: the clear ones are answered once, the kept ones stored. */
export interface NewStaffSecrets {
  password: string;
  totpSecret: string;
  otpauthUri: string;
  passwordHash: string;
  totpSecretSealed: Buffer;
}

export function createStaffSignIn<Row extends StaffAccountRow>(realm: StaffRealm<Row>) {
  const { store, clock } = realm;

  // Checked against for an unknown e-mail, so that it costs what a known one does.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= realm.hasher.hash(generatePassword()));

  const failSignIn = (): never => {
    throw new AppError(realm.errors.signInFailed);
  };
  const locked = (until: Date, at: Date): never => {
    throw new AppError(realm.errors.locked, {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)),
    });
  };

  async function openSession(row: Row, at: Date): Promise<StaffSession<Row>> {
    const token = generateSessionToken(realm.tokenMarker);
    const expiresAt = new Date(at.getTime() + STAFF_SESSION_TTL_MS);
    const sessionId = await store.createSession({
      accountId: row.id,
      tokenHash: hashSessionToken(token),
      at,
      expiresAt,
    });
    return { token, sessionId, expiresAt, account: row };
  }

  return {
    openSession,

    /** Fresh secrets for a new account of `email`. */
    async newSecrets(email: string): Promise<NewStaffSecrets> {
      const password = generatePassword();
      const totpSecret = realm.totp.newSecret();
      return {
        password,
        totpSecret,
        otpauthUri: realm.totp.uri(totpSecret, email),
        passwordHash: await realm.hasher.hash(password),
        totpSecretSealed: realm.totp.seal(totpSecret),
      };
    },

    /**
     * Signs in: the try is counted before the password is checked, so five
     * wrong ones lock the account for 15 minutes however fast they come; a
     * TOTP code is good once. Answers the session's token.
     */
    async signIn(input: {
      email: string;
      password: string;
      totp: string;
    }): Promise<StaffSession<Row>> {
      const at = clock.now();
      const row = await store.findByEmail(input.email.toLowerCase());
      if (!row) {
        await realm.hasher.matches(await decoy(), input.password);
        return failSignIn();
      }
      const tries = await store.takeSignInTry(row.id, at);
      if (tries === null) return locked(row.lockedUntil ?? at, at);
      if (tries > STAFF_MAX_FAILED_SIGN_INS) {
        const until = new Date(at.getTime() + STAFF_LOCK_MS);
        await store.lock(row.id, until);
        return locked(until, at);
      }
      const passwordRight = await realm.hasher.matches(row.passwordHash, input.password);
      const step = await realm.totp.stepOf(realm.totp.open(row.totpSecretSealed), input.totp, at);
      const accepted =
        passwordRight &&
        step !== null &&
        row.disabledAt === null &&
        (await store.acceptSignIn(row.id, step, at));
      if (!accepted) {
        if (tries >= STAFF_MAX_FAILED_SIGN_INS) {
          await store.lock(row.id, new Date(at.getTime() + STAFF_LOCK_MS));
        }
        return failSignIn();
      }
      return openSession({ ...row, lastSignInAt: at }, at);
    },

    /** The account behind a token while its session is open; null otherwise. */
    async authenticate(token: string): Promise<StaffCaller<Row> | null> {
      if (!token.startsWith(realm.tokenMarker)) return null;
      const standing = await store.findSessionStanding(hashSessionToken(token));
      const at = clock.now().getTime();
      if (
        !standing ||
        standing.endedAt !== null ||
        standing.account.disabledAt !== null ||
        standing.expiresAt.getTime() <= at ||
        standing.lastSeenAt.getTime() + STAFF_IDLE_TIMEOUT_MS <= at
      ) {
        return null;
      }
      if (at - standing.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await store.touchSession(standing.sessionId, new Date(at));
      }
      return {
        account: standing.account,
        sessionId: standing.sessionId,
        sessionExpiresAt: standing.expiresAt,
      };
    },

    endSession: (sessionId: string) => store.endSession(sessionId, clock.now()),
    endAllSessions: (accountId: string) => store.endAllSessions(accountId, clock.now()),
  };
}
export type StaffSignIn<Row extends StaffAccountRow> = ReturnType<typeof createStaffSignIn<Row>>;
