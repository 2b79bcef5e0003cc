// A shop's slug (issue 27, decision 053): its name without accents, in lower
// case, runs of anything else as one hyphen, as migration 0030 made them for
// the places before it. A slug taken already gets -2, -3… (the repository
// picks the first free one).

const SLUG_MAX_LENGTH = 56;

export function placeSlugBase(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/gu, '');
  return slug || 'loja';
}

/** The first of `base`, `base-2`, `base-3`… that is not among `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
