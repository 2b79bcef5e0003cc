// The reads behind the user's data export (LGPD art. 18, issue 9): every table
// that holds something about the user, as plain rows. SQL only; the face tables
// are read for dates and states, never for photos or templates.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analyticsEvents,
  biometricConsents,
  cardValidationCharges,
  emailChanges,
  emailValidationTokens,
  faceLivenessFailures,
  faceTemplates,
  faceUsageIntentions,
  paymentMethods,
  pinResets,
  places,
  registerIntentions,
  sessions,
  transactions,
} from '../../db/schema';

export function createExportRepository(db: Database) {
  return {
    /** The wallet's cards, deleted ones too, without token nor number hash. */
    async cards(userId: string) {
      const rows = await db
        .select({
          id: paymentMethods.id,
          addedAt: paymentMethods.createdAt,
          type: paymentMethods.type,
          authorizer: paymentMethods.authorizer,
          brand: paymentMethods.brand,
          lastFourDigits: paymentMethods.lastFour,
          expiryMonth: paymentMethods.expiryMonth,
          expiryYear: paymentMethods.expiryYear,
          holderName: paymentMethods.holderName,
          alias: paymentMethods.alias,
          zipCode: paymentMethods.zipCode,
          status: paymentMethods.status,
          validated: paymentMethods.validated,
          deletedAt: paymentMethods.deletedAt,
        })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(paymentMethods.createdAt));
      const charges = await db
        .select({
          paymentMethodId: cardValidationCharges.paymentMethodId,
          chargedAt: cardValidationCharges.createdAt,
          amountCents: cardValidationCharges.amountCents,
          refundedAt: cardValidationCharges.refundedAt,
        })
        .from(cardValidationCharges)
        .innerJoin(paymentMethods, eq(paymentMethods.id, cardValidationCharges.paymentMethodId))
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(cardValidationCharges.createdAt));
      return rows.map(({ id, ...card }) => ({
        ...card,
        validationCharges: charges.filter((charge) => charge.paymentMethodId === id),
      }));
    },

    /** Payments at partner shops, oldest first, with the shop and the card charged. */
    async payments(userId: string) {
      const rows = await db
        .select({
          id: transactions.id,
          paidAt: transactions.createdAt,
          status: transactions.status,
          canceledAt: transactions.canceledAt,
          amountCents: transactions.amountCents,
          placeName: places.name,
          placeAddress: places.address,
          cardType: paymentMethods.type,
          cardBrand: paymentMethods.brand,
          cardLastFour: paymentMethods.lastFour,
        })
        .from(transactions)
        .innerJoin(places, eq(places.id, transactions.placeId))
        .leftJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId))
        .where(eq(transactions.userId, userId))
        .orderBy(asc(transactions.createdAt), asc(transactions.id));
      return rows.map(({ placeName, placeAddress, cardType, cardBrand, cardLastFour, ...row }) => ({
        ...row,
        place: { name: placeName, address: placeAddress },
        card:
          cardType === null
            ? null
            : { type: cardType, brand: cardBrand, lastFourDigits: cardLastFour },
      }));
    },

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
