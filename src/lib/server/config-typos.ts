/**
 * Environment variables read outside the config schema (scripts, tests, the Astro adapter).
 * Together with the schema's keys they are "ours"; a set variable that is not ours but looks
 * like one is most likely a typo that silently leaves the setting at its default.
 */
export const OTHER_KNOWN_VARIABLES = [
  'ASTRO_NODE_AUTOSTART',
  'CODES_DIR',
  'MIGRATIONS_DIR',
  'TEST_DATABASE_URL',
  'SKIP_BUILD',
  'REQUIRE_POSTGRES',
  'REQUIRE_BROWSER',
  'CHROMIUM_PATH',
];

export interface SuspectedTypo {
  given: string;
  meant: string;
}

/**
 * Set variables that are not known but are within a small edit distance of a known name (one
 * edit for names up to 7 characters, two for longer ones; a transposition counts as one) or
 * spell it with the same letters in another order. Short names like HOST would otherwise match
 * HOME, hence the tighter limit there.
 */
export function suspectedTypos(env: Record<string, string | undefined>, known: readonly string[]): SuspectedTypo[] {
  const knownSet = new Set(known);
  const found: SuspectedTypo[] = [];
  for (const given of Object.keys(env)) {
    if (knownSet.has(given) || env[given] === undefined) continue;
    const upper = given.toUpperCase();
    const meant = known.find((name) => {
      if (upper === name) return true;
      if (Math.abs(name.length - upper.length) > 2) return false;
      if (name.length >= 4 && sortedLetters(name) === sortedLetters(upper)) return true;
      const allowed = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
      return allowed > 0 && editDistance(upper, name) <= allowed;
    });
    if (meant) found.push({ given, meant });
  }
  return found;
}

function sortedLetters(name: string): string {
  return [...name].sort().join('');
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
