// Who the CPF belongs to, asked of the Receita Federal's register before a
// registration starts (issue 30, decision 080): a CPF that is not regular, or
// whose holder is under 18, does not register; a name that is not the
// holder's registers and is held for a person to look at. The register down
// refuses the start (nothing is created) with a code the app says as "try
// again in a few minutes".
import { isOfMinimumAge, parseBirthdate } from '@rosto/contract/validators/birthdate';
import { AppError } from '../../errors';
import type { CpfBureau } from '../../plugins/app/cpf-bureau/index';

export interface CpfHolderCheck {
  /** Whether the typed name is the holder's; null when the register gave no name. */
  nameMatches: boolean | null;
  /** The register's name when it is not the typed one, for the reviewer; else null. */
  holderName: string | null;
}

/** Upper-case words without accents or punctuation: "José d'Ávila" -> ["JOSE", "D", "AVILA"]. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** Connecting words a person often leaves out: "Maria da Silva" is "Maria Silva". */
const particles = new Set(['DA', 'DAS', 'DE', 'DI', 'DO', 'DOS', 'E', 'D']);

/**
 * The typed name is the holder's when, without accents, case and particles,
 * it keeps the register's first and last names and every word it has is one
 * of the register's, in order: middle names may be left out, not changed.
 */
export function isHoldersName(typed: string, registered: string): boolean {
  const mine = nameWords(typed).filter((word) => !particles.has(word));
  const theirs = nameWords(registered).filter((word) => !particles.has(word));
  if (mine.length < 2 || theirs.length < 2) return mine.join(' ') === theirs.join(' ');
  if (mine[0] !== theirs[0] || mine.at(-1) !== theirs.at(-1)) return false;
  let at = 0;
  for (const word of mine) {
    at = theirs.indexOf(word, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

export async function checkCpfHolder(
  bureau: CpfBureau,
  registration: { cpf: string; fullName: string },
  now: Date,
): Promise<CpfHolderCheck> {
  const found = await bureau.lookup(registration.cpf);
  if (found.kind === 'minor') throw new AppError('CPF_HOLDER_UNDER_MINIMUM_AGE');
  if (found.kind === 'not-found' || found.situation !== 'regular') {
    throw new AppError('CPF_NOT_REGULAR');
  }
  // An unreadable birth date is the register's gap, not the customer's: not refused.
  const birth = found.birthDate === null ? null : parseBirthdate(found.birthDate, now);
  if (birth && !isOfMinimumAge(birth.iso, now)) throw new AppError('CPF_HOLDER_UNDER_MINIMUM_AGE');
  if (found.name === null) return { nameMatches: null, holderName: null };
  const names = [found.name, found.socialName].filter((name) => name !== null);
  const nameMatches = names.some((name) => isHoldersName(registration.fullName, name));
  return { nameMatches, holderName: nameMatches ? null : names.join(' / ') };
}
