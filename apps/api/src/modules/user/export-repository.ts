// The reads behind the user's data export (LGPD art. 18, issue 9): every table
// that holds something about the user, as plain rows. SQL only; the face tables
// are read for dates and states, never for photos or templates.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analyticsEvents,
  biometricConsents,
  emailChanges,
  emailValidationTokens,
  faceLivenessFailures,
  faceTemplates,
  faceUsageIntentions,
  pinResets,
  registerIntentions,
  sessions,
} from '../../db/schema';

export function createExportRepository(db: Database) {
  return {
    async termsAcceptedAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: registerIntentions.termsAcceptedAt })
        .from(registerIntentions)
        .where(eq(registerIntentions.userId, userId))
        .orderBy(desc(registerIntentions.finishedAt))
        .limit(1);
      return row?.at ?? null;
    },

    biometricConsents: (userId: string) =>
      db
        .select({
          givenAt: biometricConsents.givenAt,
          termsVersion: biometricConsents.termsVersion,
        })
        .from(biometricConsents)
        .where(eq(biometricConsents.userId, userId))
        .orderBy(asc(biometricConsents.givenAt)),

    emailChanges: (userId: string) =>
      db
        .select({ email: emailChanges.email, changedAt: emailChanges.changedAt })
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .orderBy(asc(emailChanges.changedAt)),

    emailConfirmations: (userId: string) =>
      db
        .select({
          email: emailValidationTokens.email,
          sentAt: emailValidationTokens.createdAt,
          confirmedAt: emailValidationTokens.usedAt,
        })
        .from(emailValidationTokens)
        .where(eq(emailValidationTokens.userId, userId))
        .orderBy(asc(emailValidationTokens.createdAt)),

    sessions: (userId: string) =>
      db
        .select({
          startedAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          endedAt: sessions.revokedAt,
          deviceUUID: sessions.deviceUuid,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    faceRegistrations: (userId: string) =>
      db
        .select({
          startedAt: faceUsageIntentions.createdAt,
          updatedAt: faceUsageIntentions.updatedAt,
          state: faceUsageIntentions.state,
          outcome: faceUsageIntentions.outcome,
        })
        .from(faceUsageIntentions)
        .where(eq(faceUsageIntentions.userId, userId))
        .orderBy(asc(faceUsageIntentions.createdAt)),

    enrolledFaces: (userId: string) =>
      db
        .select({
          enrolledAt: faceTemplates.createdAt,
          withGlasses: faceTemplates.usesGlasses,
          inUse: faceTemplates.active,
          awaitingReview: faceTemplates.awaitingReview,
        })
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, userId))
        .orderBy(asc(faceTemplates.createdAt)),

    failedLivenessChecks: (userId: string) =>
      db
        .select({ at: faceLivenessFailures.createdAt })
        .from(faceLivenessFailures)
        .where(eq(faceLivenessFailures.userId, userId))
        .orderBy(asc(faceLivenessFailures.createdAt)),

    pinResets: (userId: string) =>
      db
        .select({ at: pinResets.createdAt })
        .from(pinResets)
        .where(eq(pinResets.userId, userId))
        .orderBy(asc(pinResets.createdAt)),

    analyticsEvents: (userId: string) =>
      db
        .select({
          name: analyticsEvents.eventName,
          receivedAt: analyticsEvents.receivedAt,
          properties: analyticsEvents.properties,
        })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, userId))
        .orderBy(asc(analyticsEvents.receivedAt)),
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
