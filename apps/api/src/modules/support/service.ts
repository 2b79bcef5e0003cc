// Support references (decision 020): a ticket sent to the help desk carries an
// opaque reference; the personal context it stands for stays here for 30 days
// and is answered only to the help desk's token.
import { randomBytes } from 'node:crypto';
import type {
  SupportContext,
  SupportReferenceCreated,
  SupportReferenceDetails,
} from '@rosto/contract/schemas/support';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { SupportRepository } from './repository';

/** How long the help desk can read a reference's context. */
export const SUPPORT_REFERENCE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 20;

/** 20 random characters (5 bits each: 256 is a multiple of 32, so no bias). */
export function newReferenceId(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** ABCD-EFGH-…: how the ticket shows it. */
export function formatReference(id: string): string {
  return id.replace(/(.{4})(?!$)/gu, '$1-');
}

/** A reference as a person may type it back (any case, hyphens, spaces, O for 0, I or L for 1). */
export function canonicalReference(typed: string): string | null {
  const id = typed.toUpperCase().replace(/[\s-]/gu, '').replace(/O/gu, '0').replace(/[IL]/gu, '1');
  return id.length === LENGTH && [...id].every((char) => ALPHABET.includes(char)) ? id : null;
}

/** Enough for any real browser's user agent (they run to about 200 characters). */
export const SUPPORT_USER_AGENT_MAX_LENGTH = 256;

/**
 * A user agent as the help desk needs it: printable characters only (no CR,
 * LF or other controls that could forge lines in a log or an export), spaces
 * collapsed, at most 256 characters (issue 30). Markup stays text: the console
 * escapes what it shows.
 */
export function printableUserAgent(userAgent: string): string | undefined {
  const printable = userAgent
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return printable === ''
    ? undefined
    : [...printable].slice(0, SUPPORT_USER_AGENT_MAX_LENGTH).join('');
}

export interface SupportDeps {
  references: Pick<SupportRepository, 'insert' | 'findLive' | 'deleteExpired'>;
  clock: Clock;
}

export function createSupportService(deps: SupportDeps) {
  return {
    async create(context: SupportContext): Promise<SupportReferenceCreated> {
      const createdAt = deps.clock.now();
      const expiresAt = new Date(createdAt.getTime() + SUPPORT_REFERENCE_TTL_MS);
      await deps.references.deleteExpired(createdAt);
      const id = newReferenceId();
      const kept: SupportContext = { ...context };
      if (context.userAgent !== undefined) {
        const userAgent = printableUserAgent(context.userAgent);
        if (userAgent === undefined) delete kept.userAgent;
        else kept.userAgent = userAgent;
      }
      await deps.references.insert({ id, context: kept, createdAt, expiresAt });
      return { reference: formatReference(id), expiresAt: expiresAt.toISOString() };
    },

    /** The context behind a live reference; an unknown, malformed or expired one is 404. */
    async resolve(typed: string): Promise<SupportReferenceDetails> {
      const id = canonicalReference(typed);
      const found = id ? await deps.references.findLive(id, deps.clock.now()) : null;
      if (!found) throw new AppError('SUPPORT_REFERENCE_NOT_FOUND');
      return {
        reference: formatReference(found.id),
        createdAt: found.createdAt.toISOString(),
        expiresAt: found.expiresAt.toISOString(),
        context: found.context,
      };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
