import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_PAGES,
  isSignInPage,
  measureConsoleJsBudget,
  measureJsBudget,
  overBudget,
  type PageFigure,
} from '../../bench/lib/js-budget-pages';
import { startApp, type TestApp } from '../setup/app-server';

/**
 * The JavaScript each page loads (gzip, static import graph of the built client) keeps the budget:
 * on a member or console page our own code weighs at most 40 KB above the floor (React and the
 * design card's libraries the page loads, bundled alone) and the page at most 140 KB; a sign-in page
 * at most 15 KB. Sizes are a property of the build, not of timing: the same dist gives the same
 * figures, so this is an ordinary assertion. One database is enough (the pages' scripts do not
 * depend on it).
 */
describe('JavaScript per page within the budget over the design card’s floor', () => {
  let app: TestApp;
  let figures: PageFigure[];
  beforeAll(async () => {
    app = await startApp('pglite', {}, 'members');
    const clientDir = path.resolve('dist/client');
    figures = [
      ...(await measureJsBudget(app.baseUrl, clientDir)),
      ...(await measureConsoleJsBudget(app.baseUrl, app.db, clientDir)),
    ];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('weighs every budgeted page, each with the framework runtime or a form script', () => {
    expect(figures.map((f) => f.path)).toContain('/account/nfc/list');
    expect(figures.map((f) => f.path)).toContain('/login');
    expect(figures.map((f) => f.path)).toEqual(expect.arrayContaining(CONSOLE_PAGES));
    for (const f of figures) expect(f.gzipBytes, f.path).toBeGreaterThan(0);
  });

  it('finds React in the floor of a page with islands, and no React on the sign-in pages', () => {
    const balance = figures.find((f) => f.path === '/account/balance')!;
    expect(balance.floorPackages).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(balance.floorKb).toBeGreaterThan(50);
    for (const f of figures) {
      if (isSignInPage(f.path)) expect(f.floorPackages, f.path).not.toContain('react-dom');
      expect(f.floorKb, f.path).toBeLessThanOrEqual(f.kb);
    }
  });

  it('keeps every page within its budget', () => {
    expect(figures.map(overBudget).filter(Boolean)).toEqual([]);
  });
});
