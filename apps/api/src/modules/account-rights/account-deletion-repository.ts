// Self-service account deletion (decision 025) as one transaction: every row
// that holds the customer's face, contact data or activity is deleted; the user
// row stays, anonymised (id, dates, the deletion and a keyed hash of the CPF),
// so records the law keeps (access logs) still point at an account that no
// longer says who it was. Payments stay too, unlinked from it (decision 032).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type ChangeNotes, noting, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import {
  analyticsEvents,
  emailChanges,
  emailValidationTokens,
  faceCaptureFingerprints,
  faceChallenges,
  faceDuplicateFlags,
  faceLivenessFailures,
  faceSdkSessions,
  faceStepUps,
  faceTemplates,
  faceUsageIntentions,
  loginIntentions,
  phoneCodes,
  pinResets,
  registerIntentions,
  sandboxOutbox,
  sessions,
  supportReferences,
  terminalPayments,
  transactions,
  users,
} from '../../db/schema';

export function createAccountDeletionRepository(db: Database, notes: ChangeNotes = unheardChanges) {
  return {
    /**
     * Deletes the account's data and anonymises the user; false when there is
     * no such account or it was deleted already (a concurrent call too).
     */
    async deleteAccount(userId: string, cpfHash: string, at: Date): Promise<boolean> {
      const write = db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), eq(users.deleted, false)))
          .for('update');
        if (!user) return false;

        // The face: templates, photos (registrations hold the pending one, jobs
        // theirs: deleted with them), look-alike flags both ways, liveness tries.
        await tx.delete(faceTemplates).where(eq(faceTemplates.userId, userId));
        await tx
          .delete(faceDuplicateFlags)
          .where(
            or(eq(faceDuplicateFlags.userId, userId), eq(faceDuplicateFlags.otherUserId, userId)),
          );
        await tx.delete(faceUsageIntentions).where(eq(faceUsageIntentions.userId, userId));
        await tx.delete(faceLivenessFailures).where(eq(faceLivenessFailures.userId, userId));
        await tx.delete(faceStepUps).where(eq(faceStepUps.userId, userId));
        // Fingerprints of the customer's payment captures (decision 063); a till's
        // own expire within REPLAY_WINDOW_DAYS.
        await tx
          .delete(faceCaptureFingerprints)
          .where(
            and(
              eq(faceCaptureFingerprints.scope, 'customer'),
              eq(faceCaptureFingerprints.scopeId, userId),
            ),
          );
        await tx.delete(faceSdkSessions).where(eq(faceSdkSessions.userId, userId));
        // The liveness challenges asked of them (decision 062); a payment keeps only its outcome.
        await tx.delete(faceChallenges).where(eq(faceChallenges.userId, userId));

        // Contact data and what was sent to it.
        await tx.delete(emailValidationTokens).where(eq(emailValidationTokens.userId, userId));
        await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
        await tx.delete(pinResets).where(eq(pinResets.userId, userId));
        if (user.phoneNumber) {
          await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, user.phoneNumber));
          await tx.delete(sandboxOutbox).where(eq(sandboxOutbox.recipient, user.phoneNumber));
        }
        if (user.email) {
          await tx.delete(sandboxOutbox).where(eq(sandboxOutbox.recipient, user.email));
        }
        await tx.delete(loginIntentions).where(eq(loginIntentions.userId, userId));
        await tx
          .delete(registerIntentions)
          .where(
            user.cpf
              ? or(eq(registerIntentions.userId, userId), eq(registerIntentions.cpf, user.cpf))
              : eq(registerIntentions.userId, userId),
          );
        if (user.cpf) {
          await tx
            .delete(supportReferences)
            .where(sql`${supportReferences.context}->>'cpf' = ${user.cpf}`);
        }
        await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));

        // Payments stay for the legal period, naming no one (decision 032).
        await tx.update(transactions).set({ userId: null }).where(eq(transactions.userId, userId));
        // The shop's side of them too, with the face scores that pointed at the person (decision 033).
        await tx
          .update(terminalPayments)
          .set({ userId: null, matchScore: null, secondScore: null })
          .where(eq(terminalPayments.userId, userId));

        // Access records stay (Marco Civil da Internet, art. 15: six months), ended.
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

        await tx
          .update(users)
          .set({
            cpf: null,
            firstName: '',
            lastName: '',
            email: null,
            emailValidated: false,
            phoneNumber: null,
            phoneConfirmed: false,
            pinHash: null,
            pinFailures: 0,
            faceStatus: null,
            mustRegisterFace: true,
            usesGlasses: false,
            privateLabelHasEncodings: false,
            optInAt: null,
            optInBy: null,
            cpfHolderName: null,
            deleted: true,
            deletedAt: at,
            deletedCpfHash: cpfHash,
          })
          .where(eq(users.id, userId));
        return true;
      });
      return noting(notes, userId, write);
    },

    /** Whether a deleted account had this CPF (by its keyed hash). */
    async isDeletedCpf(cpfHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.deletedCpfHash, cpfHash))
        .limit(1);
      return row !== undefined;
    },

    /** The person registered again: the old account's marker goes. */
    async clearDeletedCpf(cpfHash: string): Promise<void> {
      await db.update(users).set({ deletedCpfHash: null }).where(eq(users.deletedCpfHash, cpfHash));
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
