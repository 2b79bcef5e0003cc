// Whether a write failed on a unique constraint (PostgreSQL's unique_violation,
// 23505), for the repositories that answer a taken name or e-mail with an
// error of their own. Drizzle wraps the driver's error: its causes are followed.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current);) {
    seen.add(current);
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
