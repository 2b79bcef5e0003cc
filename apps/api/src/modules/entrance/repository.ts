// Register and login intentions: the state of a registration or sign-in in progress.
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginIntentions, registerIntentions } from '../../db/schema';
import type { NewUser, UserConflict, UserRow, UsersRepository } from '../user/repository';

export type RegisterIntentionRow = typeof registerIntentions.$inferSelect;
/** An intention still in progress: its working copy of the CPF and name is there. */
export type OpenRegisterIntention = RegisterIntentionRow & { cpf: string; fullName: string };

export function isOpenRegisterIntention(row: RegisterIntentionRow): row is OpenRegisterIntention {
  return row.finishedAt === null && row.cpf !== null && row.fullName !== null;
}

/**
 * The personal data an intention holds only while it runs: the account keeps
 * its own copy (issue 30). The device's description stays: the console's list
 * of sessions names the device by it, and it goes with the account.
 */
const erasedPersonalData = {
  cpf: null,
  fullName: null,
  phoneNumber: null,
  email: null,
  cpfHolderName: null,
};
export type NewRegisterIntention = typeof registerIntentions.$inferInsert;
export type LoginIntentionRow = typeof loginIntentions.$inferSelect;
export type NewLoginIntention = typeof loginIntentions.$inferInsert;

export type FinishOutcome =
  { user: UserRow } | { conflict: UserConflict } | { alreadyFinished: true };

/** Thrown inside the finish transaction to roll it back on a CPF or phone clash. */
class UserClash extends Error {
  constructor(readonly conflict: UserConflict) {
    super(`user clash on ${conflict}`);
  }
}

/** `users`: the user module's repository, which creates the user inside the finish's transaction. */
export function createEntranceRepository(db: Database, users: Pick<UsersRepository, 'createIn'>) {
  return {
    async createRegisterIntention(values: NewRegisterIntention): Promise<RegisterIntentionRow> {
      const [row] = await db.insert(registerIntentions).values(values).returning();
      if (!row) throw new Error('register intention insert returned nothing');
      return row;
    },

    async findRegisterIntention(id: string): Promise<RegisterIntentionRow | null> {
      const [row] = await db
        .select()
        .from(registerIntentions)
        .where(eq(registerIntentions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Sets the phone; a different phone loses the earlier confirmation. */
    async setRegisterPhone(id: string, phoneNumber: string): Promise<void> {
      await db
        .update(registerIntentions)
        .set({
          phoneNumber,
          phoneConfirmedAt: sql`case when ${registerIntentions.phoneNumber} = ${phoneNumber}
            then ${registerIntentions.phoneConfirmedAt} else null end`,
        })
        .where(and(eq(registerIntentions.id, id), isNull(registerIntentions.finishedAt)));
    },

    /** Confirms the phone, only if it is still the one the code went to. */
    async confirmRegisterPhone(id: string, phoneNumber: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(registerIntentions)
        .set({ phoneConfirmedAt: now })
        .where(
          and(
            eq(registerIntentions.id, id),
            eq(registerIntentions.phoneNumber, phoneNumber),
            isNull(registerIntentions.finishedAt),
          ),
        )
        .returning({ id: registerIntentions.id });
      return rows.length > 0;
    },

    async setRegisterEmail(id: string, email: string): Promise<void> {
      await db
        .update(registerIntentions)
        .set({ email })
        .where(and(eq(registerIntentions.id, id), isNull(registerIntentions.finishedAt)));
    },

    /**
     * In one transaction: claims the intention (only once), creates the user
     * and links it. A clash on the CPF or phone rolls the claim back; the unique
     * indexes make two concurrent finishes of one CPF create one user.
     */
    async finishRegistration(
      id: string,
      now: Date,
      user: (intention: OpenRegisterIntention) => NewUser,
    ): Promise<FinishOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(registerIntentions)
            .set({ finishedAt: now })
            .where(and(eq(registerIntentions.id, id), isNull(registerIntentions.finishedAt)))
            .returning();
          if (!claimed?.cpf || !claimed.fullName) return { alreadyFinished: true } as const;
          const created = await users.createIn(
            tx,
            user({ ...claimed, cpf: claimed.cpf, fullName: claimed.fullName }),
          );
          if ('conflict' in created) throw new UserClash(created.conflict);
          // The account now holds the CPF, name, phone and e-mail: the
          // intention's copy goes in the same transaction.
          await tx
            .update(registerIntentions)
            .set({ userId: created.user.id, ...erasedPersonalData })
            .where(eq(registerIntentions.id, id));
          return { user: created.user };
        });
      } catch (error) {
        if (error instanceof UserClash) return { conflict: error.conflict };
        throw error;
      }
    },

    /**
     * Intentions past their expiry: a registration never finished goes whole,
     * a sign-in too (issue 30). Finished registrations keep their row, already
     * without personal data, as the account's record of its device.
     */
    async deleteExpiredIntentions(now: Date): Promise<{ register: number; login: number }> {
      const register = await db
        .delete(registerIntentions)
        .where(and(isNull(registerIntentions.finishedAt), lte(registerIntentions.expiresAt, now)))
        .returning({ id: registerIntentions.id });
      const login = await db
        .delete(loginIntentions)
        .where(lte(loginIntentions.expiresAt, now))
        .returning({ id: loginIntentions.id });
      return { register: register.length, login: login.length };
    },

    async createLoginIntention(values: NewLoginIntention): Promise<LoginIntentionRow> {
      const [row] = await db.insert(loginIntentions).values(values).returning();
      if (!row) throw new Error('login intention insert returned nothing');
      return row;
    },

    async findLoginIntention(id: string): Promise<LoginIntentionRow | null> {
      const [row] = await db
        .select()
        .from(loginIntentions)
        .where(eq(loginIntentions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The newest unconfirmed login of this user on this device still open after `openUntil`. */
    async findOpenLoginIntention(
      userId: string,
      deviceUuid: string,
      openUntil: Date,
    ): Promise<LoginIntentionRow | null> {
      const [row] = await db
        .select()
        .from(loginIntentions)
        .where(
          and(
            eq(loginIntentions.userId, userId),
            eq(loginIntentions.deviceUuid, deviceUuid),
            isNull(loginIntentions.confirmedAt),
            gt(loginIntentions.expiresAt, openUntil),
          ),
        )
        .orderBy(desc(loginIntentions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Marks the login confirmed; false when it already was. */
    async confirmLoginIntention(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginIntentions)
        .set({ confirmedAt: now })
        .where(and(eq(loginIntentions.id, id), isNull(loginIntentions.confirmedAt)))
        .returning({ id: loginIntentions.id });
      return rows.length > 0;
    },
  };
}
export type EntranceRepository = ReturnType<typeof createEntranceRepository>;
