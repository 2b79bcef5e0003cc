// The operators' rules (issue 26, decision 049): accounts with roles, sign-in
// with password and TOTP code, console sessions (8 h at most, 30 minutes idle),
// the lockout, and the admin's changes. Every sign-in answer to a wrong
// e-mail, password or code is the same OPERATOR_SIGN_IN_FAILED.
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { Operator } from '@rosto/contract/schemas/console';
import type { PepperedHasher } from '../../crypto/peppered-hash';
import { AppError } from '../../errors';
import type { OperatorCaller } from '../../plugins/app/auth';
import type { Clock } from '../../plugins/app/clock';
import {
  generatePassword,
  generateSessionToken,
  hashSessionToken,
  OPERATOR_TOKEN_MARKER,
  type Totp,
} from './credentials';
import { OperatorEmailTakenError, type OperatorRow, type OperatorsRepository } from './repository';

export const OPERATOR_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const OPERATOR_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Failed sign-ins in a row (wrong password or code) before the account waits. */
export const OPERATOR_MAX_FAILED_SIGN_INS = 5;
export const OPERATOR_LOCK_MS = 15 * 60 * 1000;
/** `last_seen_at` moves at most this often (as customers' sessions). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface NewOperatorCredentials {
  operator: Operator;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export interface OperatorsDeps {
  repository: OperatorsRepository;
  hasher: PepperedHasher;
  totp: Totp;
  clock: Clock;
}

export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** A console session just opened, its token shown this once. */
export interface ConsoleSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  operator: Operator;
}

/** What console/session (and the sandbox's demo sign-in) answer of a new session. */
export function consoleSessionAnswer(session: ConsoleSession) {
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    idleMinutes: OPERATOR_IDLE_TIMEOUT_MS / 60_000,
    operator: session.operator,
  };
}

export function createOperators(deps: OperatorsDeps) {
  const { repository, clock } = deps;

  async function openSession(row: OperatorRow, at: Date): Promise<ConsoleSession> {
    const token = generateSessionToken();
    const expiresAt = new Date(at.getTime() + OPERATOR_SESSION_TTL_MS);
    const sessionId = await repository.createSession({
      operatorId: row.id,
      tokenHash: hashSessionToken(token),
      at,
      expiresAt,
    });
    return { token, sessionId, expiresAt, operator: operatorView(row) };
  }

  // Checked against for an unknown e-mail, so that it costs what a known one does.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= deps.hasher.hash(generatePassword()));

  const failSignIn = (): never => {
    throw new AppError('OPERATOR_SIGN_IN_FAILED');
  };
  const locked = (until: Date, at: Date): never => {
    throw new AppError('OPERATOR_LOCKED', {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)),
    });
  };

  return {
    /** A new operator and its secrets, which are answered this once. */
    async create(input: { email: string; roles: OperatorRole[] }): Promise<NewOperatorCredentials> {
      const password = generatePassword();
      const totpSecret = deps.totp.newSecret();
      try {
        const row = await repository.create({
          email: input.email.toLowerCase(),
          roles: [...new Set(input.roles)],
          passwordHash: await deps.hasher.hash(password),
          totpSecretSealed: deps.totp.seal(totpSecret),
        });
        return {
          operator: operatorView(row),
          password,
          totpSecret,
          otpauthUri: deps.totp.uri(totpSecret, row.email),
        };
      } catch (error) {
        if (error instanceof OperatorEmailTakenError) throw new AppError('OPERATOR_EMAIL_TAKEN');
        throw error;
      }
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
    }): Promise<ConsoleSession> {
      const at = clock.now();
      const row = await repository.findByEmail(input.email.toLowerCase());
      if (!row) {
        await deps.hasher.matches(await decoy(), input.password);
        return failSignIn();
      }
      const tries = await repository.takeSignInTry(row.id, at);
      if (tries === null) return locked(row.lockedUntil ?? at, at);
      if (tries > OPERATOR_MAX_FAILED_SIGN_INS) {
        const until = new Date(at.getTime() + OPERATOR_LOCK_MS);
        await repository.lock(row.id, until);
        return locked(until, at);
      }
      const passwordRight = await deps.hasher.matches(row.passwordHash, input.password);
      const step = await deps.totp.stepOf(deps.totp.open(row.totpSecretSealed), input.totp, at);
      const accepted =
        passwordRight &&
        step !== null &&
        row.disabledAt === null &&
        (await repository.acceptSignIn(row.id, step, at));
      if (!accepted) {
        if (tries >= OPERATOR_MAX_FAILED_SIGN_INS) {
          await repository.lock(row.id, new Date(at.getTime() + OPERATOR_LOCK_MS));
        }
        return failSignIn();
      }
      return openSession({ ...row, lastSignInAt: at }, at);
    },

    /**
     * The sandbox's demo operator of one role (`demo.<role>@sandbox.rosto.app`),
     * made on first use, signed in without its secrets as sandbox test users are.
     */
    async signInDemo(role: OperatorRole): Promise<ConsoleSession> {
      const email = `demo.${role}@sandbox.rosto.app`;
      const row =
        (await repository.findByEmail(email)) ??
        (await repository.create({
          email,
          roles: [role],
          passwordHash: await deps.hasher.hash(generatePassword()),
          totpSecretSealed: deps.totp.seal(deps.totp.newSecret()),
        }));
      if (row.disabledAt !== null) throw new AppError('OPERATOR_SIGN_IN_FAILED');
      return openSession(row, clock.now());
    },

    /** The operator behind a console token while its session is open; null otherwise. */
    async authenticate(token: string): Promise<OperatorCaller | null> {
      if (!token.startsWith(OPERATOR_TOKEN_MARKER)) return null;
      const standing = await repository.findSessionStanding(hashSessionToken(token));
      const at = clock.now().getTime();
      if (
        !standing ||
        standing.endedAt !== null ||
        standing.disabledAt !== null ||
        standing.expiresAt.getTime() <= at ||
        standing.lastSeenAt.getTime() + OPERATOR_IDLE_TIMEOUT_MS <= at
      ) {
        return null;
      }
      if (at - standing.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await repository.touchSession(standing.sessionId, new Date(at));
      }
      return {
        id: standing.operatorId,
        email: standing.email,
        roles: standing.roles,
        sessionId: standing.sessionId,
        sessionExpiresAt: standing.expiresAt,
      };
    },

    endSession: (sessionId: string) => repository.endSession(sessionId, clock.now()),

    async list(): Promise<Operator[]> {
      return (await repository.list()).map(operatorView);
    },

    async findById(id: string): Promise<Operator> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('OPERATOR_NOT_FOUND');
      return operatorView(row);
    },

    /**
     * Changes roles or disables/enables. A disabled operator's sessions end
     * at once; the last enabled admin can neither lose the role nor be disabled.
     */
    async update(
      id: string,
      changes: { roles?: OperatorRole[] | undefined; disabled?: boolean | undefined },
    ): Promise<Operator> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('OPERATOR_NOT_FOUND');
      const isActiveAdmin = row.disabledAt === null && row.roles.includes('admin');
      const staysActiveAdmin =
        !(changes.disabled ?? row.disabledAt !== null) &&
        (changes.roles ?? row.roles).includes('admin');
      if (isActiveAdmin && !staysActiveAdmin && (await repository.countActiveAdmins()) <= 1) {
        throw new AppError('OPERATOR_LAST_ADMIN');
      }
      const at = clock.now();
      const updated = await repository.update(id, {
        ...(changes.roles ? { roles: [...new Set(changes.roles)] } : {}),
        ...(changes.disabled === undefined
          ? {}
          : { disabledAt: changes.disabled ? (row.disabledAt ?? at) : null }),
      });
      if (!updated) throw new AppError('OPERATOR_NOT_FOUND');
      if (changes.disabled) await repository.endAllSessions(id, at);
      return operatorView(updated);
    },
  };
}
export type Operators = ReturnType<typeof createOperators>;
