// Whether an error means the database cannot be reached right now (a server
// restarting, connections cut, the pool unable to connect in time), as opposed
// to a query's own mistake. The error handler answers those 503
// SERVICE_UNAVAILABLE (a moment later the request may succeed) instead of an
// anonymous 500. Drizzle wraps the driver's error: its causes are followed.

/** Node's socket errors on the way to the server. */
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** PostgreSQL's: class 08 (connection exception), shutdowns, too many connections. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own messages when a connection is lost or cannot be had. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // ALTER DATABASE … ALLOW_CONNECTIONS false (SQLSTATE 55000, which alone says little).
  'is not currently accepting connections',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current);) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketErrors.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && unavailableStates.has(code)) return true;
    if (
      driverMessages.some(
        (message) => current instanceof Error && current.message.includes(message),
      )
    )
      return true;
    current = current.cause;
  }
  return false;
}
