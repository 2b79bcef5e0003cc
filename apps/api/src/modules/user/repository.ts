// Users: the account behind a session token.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '@rosto/contract/errors';
import type { Database } from '../../db/client';
import { emailChanges, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Why a user could not be created: the CPF or the confirmed phone belongs to someone else. */
export type UserConflict = 'cpf' | 'phone';

/** What face registration changes on a user. */
export type UserFaceChanges = Partial<
  Pick<NewUser, 'faceStatus' | 'mustRegisterFace' | 'usesGlasses' | 'privateLabelHasEncodings'>
>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByCpf(cpf: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.cpf, cpf)).limit(1);
      return row ?? null;
    },

    /** The account that owns `phoneNumber` as its confirmed phone, if any. */
    async findByConfirmedPhone(phoneNumber: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phoneNumber, phoneNumber), eq(users.phoneConfirmed, true)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the user, or tells which unique rule it breaks. The unique
     * indexes decide, so two concurrent inserts of one CPF create one row.
     */
    async create(user: NewUser): Promise<{ user: UserRow } | { conflict: UserConflict }> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      if (row) return { user: row };
      const sameCpf = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.cpf, user.cpf ?? ''))
        .limit(1);
      return { conflict: sameCpf.length > 0 ? 'cpf' : 'phone' };
    },

    /** `create` inside a transaction another module runs (the entrance's finish of a registration). */
    createIn: (tx: Database, user: NewUser) => createUsersRepository(tx).create(user),

    /** Sets the e-mail; a changed address is no longer validated. */
    async updateEmail(
      id: string,
      email: string,
      extra: Pick<NewUser, 'optInAt' | 'optInBy'> = {},
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(users)
          .set({
            email,
            emailValidated: sql`${users.emailValidated} and ${users.email} is not distinct from ${email}`,
            ...extra,
          })
          .where(eq(users.id, id))
          .returning();
        // Kept for the user's data export: which addresses, and when.
        if (row && before.email !== email) {
          await tx.insert(emailChanges).values({ userId: id, email, changedAt: new Date() });
        }
        return row ?? null;
      });
    },

    /** Marks the address validated, only if it is still the user's address. */
    async markEmailValidated(id: string, email: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailValidated: true })
        .where(and(eq(users.id, id), eq(users.email, email)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Takes one PIN try before the PIN is checked: counts it as wrong until
     * `clearPinFailures` says otherwise, and refuses (null) once 5 are counted,
     * so concurrent tries cannot pass the limit. Answers the hash to check.
     */
    async takePinTry(
      id: string,
      maxFailures: number,
    ): Promise<{ pinHash: string; failures: number } | null> {
      const [row] = await db
        .update(users)
        .set({ pinFailures: sql`${users.pinFailures} + 1` })
        .where(and(eq(users.id, id), isNotNull(users.pinHash), lt(users.pinFailures, maxFailures)))
        .returning({ pinHash: users.pinHash, failures: users.pinFailures });
      return row?.pinHash ? { pinHash: row.pinHash, failures: row.failures } : null;
    },

    async clearPinFailures(id: string): Promise<void> {
      await db.update(users).set({ pinFailures: 0 }).where(eq(users.id, id));
    },

    /** A new PIN (a change or a reset): unlocked, no wrong tries counted. */
    async setPin(id: string, pinHash: string): Promise<void> {
      await db.update(users).set({ pinHash, pinFailures: 0 }).where(eq(users.id, id));
    },

    /** Rehashes the same PIN, unless another hash replaced `previous` meanwhile. */
    async replacePinHash(id: string, previous: string, pinHash: string): Promise<void> {
      await db
        .update(users)
        .set({ pinHash })
        .where(and(eq(users.id, id), eq(users.pinHash, previous)));
    },

    /** The customer's limits on paying by face (decision 036). */
    async setPaymentLimits(
      id: string,
      limits: Pick<UserRow, 'pinAboveCents' | 'dailyLimitCents' | 'facePaymentsPausedAt'>,
    ): Promise<UserRow | null> {
      const [row] = await db.update(users).set(limits).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** The language of the messages sent to the user (decision 042). */
    async setLanguage(id: string, language: Locale): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** What the face registration decides about the user (status, glasses, encodings). */
    async updateFace(id: string, changes: UserFaceChanges): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
