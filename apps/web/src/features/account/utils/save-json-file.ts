// Saves data as a pretty-printed JSON file through the browser's own download
// (a Blob behind an <a download>): nothing to install, and the file never
// leaves the device on its way.
import { PRODUCT_TIME_ZONE } from '../../../lib/format-date';

/**
 * How long the file's object URL outlives the click: some browsers (Safari)
 * read it only after the click returns, so revoking at once may cancel the
 * download.
 */
export const OBJECT_URL_LIFETIME_MS = 1_000;

/** "rosto-meus-dados-2026-05-14.json": the day of `at` in the product's time zone. */
export function userDataFileName(at: Date | string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `rosto-meus-dados-${part('year')}-${part('month')}-${part('day')}.json`;
}

export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
