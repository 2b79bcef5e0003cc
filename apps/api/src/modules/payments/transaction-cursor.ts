// The opaque `cursor` of GET user/transactions (decision 032): base64url of the
// item's creation time, to the microsecond as the database keeps it, and its
// id. The next page is the items strictly after it in (created_at, id) order,
// read by the index, so a deep page costs what the first does.

export interface TransactionPosition {
  /** "2026-11-21T15:00:00.123456Z": microseconds, so no row between two pages is lost. */
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/u;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

export function encodeTransactionCursor(position: TransactionPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; null for anything this server did not write. */
export function decodeTransactionCursor(cursor: string): TransactionPosition | null {
  const bytes = Buffer.from(cursor, 'base64url');
  // Node's decoder skips what is not base64url: only the canonical text counts.
  if (bytes.toString('base64url') !== cursor) return null;
  const [at, id, ...rest] = bytes.toString('utf8').split('|');
  if (at === undefined || id === undefined || rest.length > 0) return null;
  if (!AT.test(at) || !ID.test(id)) return null;
  // A calendar date (no 31 February): the database would refuse it with a 500.
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== millis) return null;
  return { at, id };
}
