// The operators' rules (issue 26, decision 049): accounts with roles, sign-in
// with password and TOTP code, console sessions (8 h at most, 30 minutes idle),
// the lockout, and the admin's changes. Every sign-in answer to a wrong
// e-mail, password or code is the same OPERATOR_SIGN_IN_FAILED.
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { Operator } from '@rosto/contract/schemas/console';
import { AppError } from '../../errors';
import type { OperatorCaller } from '../../plugins/app/auth';
import type { Clock } from '../../plugins/app/clock';
import {
  STAFF_IDLE_TIMEOUT_MS,
  type StaffSession,
  type StaffSignIn,
} from '../../staff-auth/sign-in';
import type { StaffRealmSettings } from '../../staff-auth/realm';
import { OperatorEmailTakenError, type OperatorRow, type OperatorsRepository } from './repository';

export interface NewOperatorCredentials {
  operator: Operator;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** What sets the console's realm apart: its token mark, TOTP key and issuer, error codes. */
export const operatorRealm: StaffRealmSettings = {
  tokenMarker: 'rosto_op_',
  // The purpose the secrets were first sealed under: changing it would open none of them.
  totp: { sealPurpose: 'operator-totp-secret', issuer: 'Rosto' },
  errors: { signInFailed: 'OPERATOR_SIGN_IN_FAILED', locked: 'OPERATOR_LOCKED' },
};

export interface OperatorsDeps {
  repository: OperatorsRepository;
  /** The console realm's sign-in (staff-auth/sign-in.ts over the operators' tables). */
  signIn: StaffSignIn<OperatorRow>;
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

/** What console/session (and the sandbox's demo sign-in) answer of a new session. */
export function consoleSessionAnswer(session: StaffSession<OperatorRow>) {
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    idleMinutes: STAFF_IDLE_TIMEOUT_MS / 60_000,
    operator: operatorView(session.account),
  };
}

export function createOperators(deps: OperatorsDeps) {
  const { repository, signIn, clock } = deps;

  return {
    /** A new operator and its secrets, which are answered this once. */
    async create(input: { email: string; roles: OperatorRole[] }): Promise<NewOperatorCredentials> {
      const email = input.email.toLowerCase();
      const secrets = await signIn.newSecrets(email);
      try {
        const row = await repository.create({
          email,
          roles: [...new Set(input.roles)],
          passwordHash: secrets.passwordHash,
          totpSecretSealed: secrets.totpSecretSealed,
        });
        return {
          operator: operatorView(row),
          password: secrets.password,
          totpSecret: secrets.totpSecret,
          otpauthUri: secrets.otpauthUri,
        };
      } catch (error) {
        if (error instanceof OperatorEmailTakenError) throw new AppError('OPERATOR_EMAIL_TAKEN');
        throw error;
      }
    },

    /** Password and TOTP code; see staff-auth/sign-in.ts for the lockout and the code's single use. */
    signIn: (input: { email: string; password: string; totp: string }) => signIn.signIn(input),

    /**
     * The sandbox's demo operator of one role (`demo.<role>@sandbox.rosto.app`),
     * made on first use, signed in without its secrets as sandbox test users are.
     */
    async signInDemo(role: OperatorRole): Promise<StaffSession<OperatorRow>> {
      const email = `demo.${role}@sandbox.rosto.app`;
      const row =
        (await repository.findByEmail(email)) ??
        (await repository.create({ email, roles: [role], ...(await signIn.newSecrets(email)) }));
      if (row.disabledAt !== null) throw new AppError('OPERATOR_SIGN_IN_FAILED');
      return signIn.openSession(row, clock.now());
    },

    /** The operator behind a console token while its session is open; null otherwise. */
    async authenticate(token: string): Promise<OperatorCaller | null> {
      const caller = await signIn.authenticate(token);
      return caller
        ? {
            id: caller.account.id,
            email: caller.account.email,
            roles: caller.account.roles,
            sessionId: caller.sessionId,
            sessionExpiresAt: caller.sessionExpiresAt,
          }
        : null;
    },

    endSession: signIn.endSession,

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
      if (changes.disabled) await signIn.endAllSessions(id);
      return operatorView(updated);
    },
  };
}
export type Operators = ReturnType<typeof createOperators>;
