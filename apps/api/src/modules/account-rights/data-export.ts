// "Download my data" (LGPD art. 18, issue 9): everything held about the user,
// read from every table that names them and turned into the contract's export.
// Dates go out as ISO strings; the face only by dates and states; payments by
// amount, shop and the card's brand and last four digits.
import type { UserDataExport } from '@rosto/contract/schemas/user';
import type { Clock } from '../../plugins/app/clock';
import type { ExportRepository } from './export-repository';
import type { ProfileBuilder } from '../user/profile';
import type { UserRow } from '../user/repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export async function exportUserData(
  user: UserRow,
  reads: ExportRepository,
  clock: Clock,
  buildProfile: ProfileBuilder,
): Promise<UserDataExport> {
  const id = user.id;
  const [
    termsAcceptedAt,
    biometricConsents,
    emailChanges,
    emailConfirmations,
    sessions,
    registrations,
    faces,
    liveness,
    resets,
    events,
    cards,
    payments,
  ] = await Promise.all([
    reads.termsAcceptedAt(id),
    reads.biometricConsents(id),
    reads.emailChanges(id),
    reads.emailConfirmations(id),
    reads.sessions(id),
    reads.faceRegistrations(id),
    reads.enrolledFaces(id),
    reads.failedLivenessChecks(id),
    reads.pinResets(id),
    reads.analyticsEvents(id),
    reads.cards(id),
    reads.payments(id),
  ]);
  const {
    profilePictures: _pictures,
    emailValidationToken: _token,
    ...profile
  } = buildProfile(user);
  return {
    exportedAt: iso(clock.now()),
    profile,
    consents: {
      termsAcceptedAt: isoOrNull(termsAcceptedAt),
      optInAt: isoOrNull(user.optInAt),
      optInBy: user.optInBy,
      biometric: biometricConsents.map((row) => ({
        givenAt: iso(row.givenAt),
        termsVersion: row.termsVersion,
      })),
    },
    emailChanges: emailChanges.map((row) => ({ email: row.email, changedAt: iso(row.changedAt) })),
    emailConfirmations: emailConfirmations.map((row) => ({
      email: row.email,
      sentAt: iso(row.sentAt),
      confirmedAt: isoOrNull(row.confirmedAt),
    })),
    sessions: sessions.map((row) => ({
      startedAt: iso(row.startedAt),
      lastSeenAt: iso(row.lastSeenAt),
      endedAt: isoOrNull(row.endedAt),
      deviceUUID: row.deviceUUID,
    })),
    face: {
      registrations: registrations.map((row) => ({
        startedAt: iso(row.startedAt),
        updatedAt: iso(row.updatedAt),
        state: row.state,
        outcome: row.outcome,
      })),
      enrolledFaces: faces.map((row) => ({ ...row, enrolledAt: iso(row.enrolledAt) })),
      failedLivenessChecks: liveness.map((row) => ({ at: iso(row.at) })),
    },
    pinResets: resets.map((row) => ({ at: iso(row.at) })),
    paymentLimits: {
      pinAboveCents: user.pinAboveCents,
      dailyLimitCents: user.dailyLimitCents,
      facePaymentsPausedAt: isoOrNull(user.facePaymentsPausedAt),
    },
    cards: cards.map(({ validationCharges, ...card }) => ({
      ...card,
      addedAt: iso(card.addedAt),
      deletedAt: isoOrNull(card.deletedAt),
      validationCharges: validationCharges.map((charge) => ({
        chargedAt: iso(charge.chargedAt),
        amountCents: charge.amountCents,
        refundedAt: isoOrNull(charge.refundedAt),
      })),
    })),
    payments: payments.map((row) => ({
      ...row,
      paidAt: iso(row.paidAt),
      canceledAt: isoOrNull(row.canceledAt),
    })),
    analyticsEvents: events.map((row) => ({
      name: row.name,
      receivedAt: iso(row.receivedAt),
      properties: row.properties,
    })),
  };
}
