import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ceilingKb,
  CONSOLE_PAGES,
  measureConsoleJsBudget,
  measureJsBudget,
  type PageFigure,
} from '../../bench/lib/js-budget-pages';
import { startApp, type TestApp } from '../setup/app-server';

/**
 * Issue 13 §5: the JavaScript each page loads (gzip, static import graph of the built client) stays
 * within its budget. Sizes are a property of the build, not of timing: the same dist gives the same
 * figures, so this is an ordinary assertion. One database is enough (the pages' scripts do not
 * depend on it).
 */
describe('JavaScript per page within the budget of issue 13 §5 and issue 23 §3 (the console)', () => {
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
    // Issue 23 §3: the console's pages too, its login held to the sign-in pages' 15 KB.
    expect(figures.map((f) => f.path)).toEqual(expect.arrayContaining(CONSOLE_PAGES));
    expect(ceilingKb('/admin/login')).toBe(15);
    for (const f of figures) expect(f.gzipBytes, f.path).toBeGreaterThan(0);
  });

  it('keeps every page at or under its ceiling', () => {
    const over = figures
      .filter((f) => f.kb > ceilingKb(f.path))
      .map((f) => `${f.path}: ${f.kb} KB > ${ceilingKb(f.path)} KB`);
    expect(over).toEqual([]);
  });
});
