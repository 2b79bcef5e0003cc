// The profile answer (contract userProfileSchema) built from a user row, by one
// builder that every answer carrying a profile uses (sign-in, registration,
// user/profile, the data export, sandbox users), so they agree on `features`.
import type { ProfilePictures, UserFeature, UserProfile } from '@rosto/contract/schemas/user';
import type { ReviewAccount } from '../../config/env';
import { openImage } from '../../face-images/image-crypto';
import type { UserRow } from './repository';
import { REVIEW_ACCOUNT_FEATURE, isReviewAccount } from './review-account';

const noPictures: ProfilePictures = {
  FACEBOX_FULL: null,
  FACEBOX_WIDER: null,
  FACEBOX_CLOSER: null,
};

/** The sealed face crops (see face-images/profile-pictures.ts) as data URLs. */
export function openProfilePictures(key: Buffer, sealed: Uint8Array): ProfilePictures {
  const crops = JSON.parse(openImage(key, sealed).toString('utf8')) as Record<string, string>;
  const url = (name: keyof ProfilePictures) =>
    crops[name] ? `data:image/jpeg;base64,${crops[name]}` : null;
  return {
    FACEBOX_FULL: url('FACEBOX_FULL'),
    FACEBOX_WIDER: url('FACEBOX_WIDER'),
    FACEBOX_CLOSER: url('FACEBOX_CLOSER'),
  };
}

/** The profile answer; `pictures` are the face crops when the caller read them. */
export type ProfileBuilder = (user: UserRow, pictures?: ProfilePictures | null) => UserProfile;

/**
 * The builder for this server's configuration. Features are worked out on each
 * answer, not stored: an account is the review account only while the
 * configuration names its CPF (decision 026).
 */
export function createProfileBuilder(settings: {
  reviewAccount: Pick<ReviewAccount, 'cpf'> | null;
}): ProfileBuilder {
  const featuresOf = (user: UserRow): UserFeature[] =>
    isReviewAccount(settings.reviewAccount, user.cpf) ? [REVIEW_ACCOUNT_FEATURE] : [];
  return (user, pictures = null) => toUserProfile(user, pictures ?? noPictures, featuresOf(user));
}

function toUserProfile(
  user: UserRow,
  pictures: ProfilePictures,
  features: UserFeature[],
): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    // Null only on deleted accounts, which no session can read.
    cpf: user.cpf ?? '',
    createdAt: user.createdAt.toISOString(),
    deleted: user.deleted,
    blocked: user.blocked,
    usesGlasses: user.usesGlasses,
    mustRegisterFace: user.mustRegisterFace,
    profilePictures: pictures,
    hasPin: user.pinHash !== null,
    phone: user.phoneNumber
      ? { confirmed: user.phoneConfirmed, country: user.phoneCountry, number: user.phoneNumber }
      : null,
    featureCardValidation: true,
    features,
    email: user.email,
    isEmailValidated: user.emailValidated,
    // The e-mail link token is a secret of the e-mail inbox: never sent to the app.
    emailValidationToken: null,
    scoreStatus: user.scoreStatus,
    allowAddPaymentStatus: user.allowAddPaymentStatus,
    getPaymentStatus: user.getPaymentStatus,
    privateLabelStatus: {
      isEnabled: user.privateLabelEnabled,
      hasEncodings: user.privateLabelHasEncodings,
      hasOptIn: user.optInAt !== null,
    },
    userFaceStatus: user.faceStatus,
    language: user.language,
  };
}
