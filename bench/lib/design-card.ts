/**
 * The product owner's design card: the fifteen packages the stack is built from, each with the
 * import specifiers that count as using it and where that use must be (src/ and public-report/ for
 * the app's packages, tests/ for the two test tools). tests/unit/design-card.test.ts holds the
 * repository to it; the JS budget's floor (js-floor.ts) is made of the browser-side ones.
 */
export interface CardPackage {
  name: string;
  /** Bare specifiers (a package, or a package's subpath) that count as importing it. */
  specifiers: string[];
  usedFrom: 'app' | 'tests';
}

const app = (name: string, ...also: string[]): CardPackage => ({ name, specifiers: [name, ...also], usedFrom: 'app' });

export const DESIGN_CARD: readonly CardPackage[] = [
  app('astro'),
  app('@astrojs/react'),
  app('@astrojs/node'),
  app('react'),
  app('react-dom'),
  app('nanostores'),
  app('@nanostores/react'),
  app('bootstrap'),
  app('react-bootstrap'),
  app('ofetch'),
  app('zod'),
  app('react-hook-form'),
  app('dayjs'),
  { name: 'vitest', specifiers: ['vitest'], usedFrom: 'tests' },
  // @playwright/test is Playwright's own test runner over the playwright package.
  { name: 'playwright', specifiers: ['playwright', '@playwright/test'], usedFrom: 'tests' },
];
