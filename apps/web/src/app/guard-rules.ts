// Route guard rules as pure functions (docs/spec/account-checklist.md §2 "Guards"), so the table of
// cases is tested without rendering.
import type { UserProfile } from '@rosto/contract/schemas/user';
import { paths } from '../config/paths';

/** Face statuses that still force the face registration screen. */
const FORCING_FACE_STATUSES = new Set<string>(['', 'SUCCESS', 'NOT_STARTED', 'INVALID_IMAGE']);

/** Screens a user being forced to register the face may still be on. */
export const FACE_EXEMPT_PATHS: readonly string[] = [
  paths.registerFace.path,
  paths.profile.path,
  paths.faceValidation.path,
  // The account's own settings reached from the profile: a customer whose face
  // is pending may still change the e-mail (and confirm it).
  paths.editAccount.path,
  paths.validateAccount.path,
];

/**
 * Every page under /perfil is exempt as well (issue 9): the PIN, the data
 * download and the account deletion must not wait for a face; and
 * /perfil/trocar-rosto, where /register/face sends an enrolled face first,
 * must not loop back to it.
 */
const FACE_EXEMPT_PREFIX = `${paths.profile.path}/`;

export function mustRegisterFace(
  profile: Pick<UserProfile, 'mustRegisterFace' | 'userFaceStatus'>,
): boolean {
  if (!profile.mustRegisterFace) return false;
  const status = profile.userFaceStatus as string | null | undefined;
  return status === null || status === undefined || FORCING_FACE_STATUSES.has(status);
}

const normalise = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** Where the face rule sends this user from `pathname`, or null to stay. */
export function faceRedirect(
  profile: Pick<UserProfile, 'mustRegisterFace' | 'userFaceStatus'>,
  pathname: string,
): string | null {
  if (!mustRegisterFace(profile)) return null;
  const path = normalise(pathname);
  const exempt = FACE_EXEMPT_PATHS.includes(path) || path.startsWith(FACE_EXEMPT_PREFIX);
  return exempt ? null : paths.registerFace.getHref();
}
