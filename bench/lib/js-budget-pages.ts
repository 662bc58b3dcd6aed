import { ROUTES } from '../../src/lib/routes';
import { ADMIN_PAGES } from '../../src/lib/admin-routes';
import type { Db } from '../../src/lib/server/db';
import { operatorAt, type OperatorAt } from '../../tests/setup/admin-client';
import { DEMO_TEMP_PASSWORD } from '../../src/lib/server/services/seed/demo-members';
import path from 'node:path';
import { pageFloor, readClientModuleMap } from './js-floor';
import { kb, pageWeight, type PageWeight } from './js-weight';
import { loginCookies } from './session';

/**
 * The budget, based on the design card's stack. A member or console page's floor is
 * React and the card's libraries it loads, bundled alone (js-floor.ts); our own code may weigh at
 * most OWN_CODE_GOAL_KB above it, and no such page more than PAGE_CEILING_KB in all. The sign-in
 * pages (a small form script, no React) stay at AUTH_PAGE_GOAL_KB in all.
 */
export const OWN_CODE_GOAL_KB = 40;
export const PAGE_CEILING_KB = 140;
export const AUTH_PAGE_GOAL_KB = 15;

/** The pages of the way in and out: a form each (or nothing) and no island. */
const AUTH_PAGES = ['/login', '/password/first-change', '/password/change', '/error'] as const;

/** Every signed-in screen of the route table that is not one of the auth pages. */
const MEMBER_PAGES = Object.entries(ROUTES)
  .filter(([p, meta]) => !meta.isEntryPoint && !meta.isClose && !(AUTH_PAGES as readonly string[]).includes(p))
  .map(([p]) => p);

/** The console is held to the members' budget (one client style on both): its pages as the members', its login as the members' sign-in pages. */
const CONSOLE_LOGIN_PAGE = '/admin/login';
/** Every page of the console's table, its login last. */
export const CONSOLE_PAGES = [...Object.keys(ADMIN_PAGES).filter((p) => p !== CONSOLE_LOGIN_PAGE), CONSOLE_LOGIN_PAGE];

export function isSignInPage(pagePath: string): boolean {
  return (AUTH_PAGES as readonly string[]).includes(pagePath) || pagePath === CONSOLE_LOGIN_PAGE;
}

export interface PageFigure extends PageWeight {
  path: string;
  /** All the page's JavaScript, KB gzip. */
  kb: number;
  /** The card's libraries the page loads, bundled alone. */
  floorKb: number;
  /** What the page weighs above its floor: our own code and the glue between chunks. */
  ownKb: number;
  /** The card packages in the floor. */
  floorPackages: string[];
}

/** What breaks the budget on one page, in words, or undefined when the page keeps it. */
export function overBudget(f: PageFigure): string | undefined {
  if (isSignInPage(f.path)) {
    return f.kb > AUTH_PAGE_GOAL_KB ? `${f.path}: ${f.kb} KB > ${AUTH_PAGE_GOAL_KB} KB` : undefined;
  }
  if (f.kb > PAGE_CEILING_KB) return `${f.path}: ${f.kb} KB > ${PAGE_CEILING_KB} KB in all`;
  if (f.ownKb > OWN_CODE_GOAL_KB)
    return `${f.path}: own code ${f.ownKb} KB > ${OWN_CODE_GOAL_KB} KB above the floor of ${f.floorKb} KB`;
  return undefined;
}

async function figureOf(pagePath: string, html: string, clientDir: string): Promise<PageFigure> {
  const weight = pageWeight(html, clientDir, pagePath);
  const floor = await pageFloor(
    weight.scripts.map((s) => s.name),
    readClientModuleMap(clientDir),
    path.resolve(clientDir, '../..'),
  );
  const total = kb(weight.gzipBytes);
  const floorKb = kb(floor.gzipBytes);
  return {
    path: pagePath,
    kb: total,
    floorKb,
    ownKb: Math.round((total - floorKb) * 10) / 10,
    floorPackages: floor.packages,
    ...weight,
  };
}

/** A member who has changed the first password, and one who still must (for /password/first-change). */
const MEMBER = 'sakura01';
const FIRST_LOGIN_MEMBER = 'sakura02';

async function html(baseUrl: string, pagePath: string, cookie: string | undefined): Promise<string> {
  const res = await fetch(baseUrl + pagePath, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status} ${res.headers.get('location') ?? ''}`);
  return res.text();
}

/**
 * Weighs every budgeted page of the app at `baseUrl` (demo data) as a signed-in member loads it;
 * /login signed out, /password/first-change as a member still confined to it.
 */
export async function measureJsBudget(baseUrl: string, clientDir: string): Promise<PageFigure[]> {
  const member = await loginCookies(baseUrl, MEMBER);
  const firstLogin = await loginCookies(baseUrl, FIRST_LOGIN_MEMBER, DEMO_TEMP_PASSWORD);
  const cookieFor = (p: string) => (p === '/login' ? undefined : p === '/password/first-change' ? firstLogin : member);
  const figures: PageFigure[] = [];
  for (const p of [...MEMBER_PAGES, ...AUTH_PAGES]) {
    figures.push(await figureOf(p, await html(baseUrl, p, cookieFor(p)), clientDir));
  }
  return figures;
}

const cookieHeader = (o: OperatorAt) => [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Weighs every page of the console as an operator at that page's stage loads it (a new operator
 * each: the enrolment and first-change pages are only open at their stage); the login signed out.
 */
export async function measureConsoleJsBudget(baseUrl: string, db: Db, clientDir: string): Promise<PageFigure[]> {
  const stages = {
    enrolment: await operatorAt(baseUrl, db, 'enrolment'),
    'first-change': await operatorAt(baseUrl, db, 'first-change'),
    console: await operatorAt(baseUrl, db, 'console'),
  } as const;
  const figures: PageFigure[] = [];
  for (const p of CONSOLE_PAGES) {
    const access = ADMIN_PAGES[p]!.access;
    const cookie = access === 'entry' ? undefined : cookieHeader(stages[access]);
    figures.push(await figureOf(p, await html(baseUrl, p, cookie), clientDir));
  }
  return figures;
}
