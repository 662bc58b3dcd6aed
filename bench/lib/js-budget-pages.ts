import { ROUTES } from '../../src/lib/routes';
import { ADMIN_PAGES } from '../../src/lib/admin-routes';
import type { Db } from '../../src/lib/server/db';
import { operatorAt, type OperatorAt } from '../../tests/setup/admin-client';
import { DEMO_TEMP_PASSWORD } from '../../src/lib/server/services/seed/demo-members';
import { kb, pageWeight, type PageWeight } from './js-weight';
import { loginCookies } from './session';

/** Issue 13 §5 goal: no member page above 100 KB gzip of JavaScript; the sign-in pages at most 15 KB. */
export const MEMBER_PAGE_GOAL_KB = 100;
export const AUTH_PAGE_GOAL_KB = 15;

/** The pages of the way in and out: a form each (or nothing) and no island. */
export const AUTH_PAGES = ['/login', '/password/first-change', '/password/change', '/error'] as const;

/** Every signed-in screen of the route table that is not one of the auth pages. */
export const MEMBER_PAGES = Object.entries(ROUTES)
  .filter(([p, meta]) => !meta.isEntryPoint && !meta.isClose && !(AUTH_PAGES as readonly string[]).includes(p))
  .map(([p]) => p);

/** Issue 23 §3: the console's pages as the members' (100 KB), its login as the members' sign-in pages (15 KB). */
export const CONSOLE_LOGIN_PAGE = '/admin/login';
/** Every page of the console's table, its login last. */
export const CONSOLE_PAGES = [...Object.keys(ADMIN_PAGES).filter((p) => p !== CONSOLE_LOGIN_PAGE), CONSOLE_LOGIN_PAGE];

export function goalKb(pagePath: string): number {
  const signIn = (AUTH_PAGES as readonly string[]).includes(pagePath) || pagePath === CONSOLE_LOGIN_PAGE;
  return signIn ? AUTH_PAGE_GOAL_KB : MEMBER_PAGE_GOAL_KB;
}

/**
 * Pages still above the goal, with the ceiling they must not exceed meanwhile (a ratchet: lower it
 * whenever a page gets lighter, remove the entry once the page meets the goal).
 */
export const PENDING_CEILINGS_KB: Readonly<Record<string, number>> = {
  // 101.9 KB since issue 26 §6 (the bid inquiry's CSV control, +0.3 KB) and §5/§6 (the sell entry
  // in the product panel, the notice beside 入札): 1.9 KB over the goal. Tried and not taken: a lazy
  // confirm step (heavier); grouping the islands' shared modules into one chunk through Rolldown's
  // public codeSplitting groups (−3 KB on member pages, but it pulled the group into the sign-in
  // pages past their 15 KB, and excluding their modules needs an option the Astro build refuses).
  // Also tried: lazy-rules folded into use-text-form (−9 B here, +55 B on /bid/result, which sits at
  // 100.0): merging a tiny chunk saves only its framing; code a page does not run is what weighs.
  '/bid/list': 102,
};

/** What the test holds a page to: its pending ceiling, else the goal. */
export function ceilingKb(pagePath: string): number {
  return PENDING_CEILINGS_KB[pagePath] ?? goalKb(pagePath);
}

export interface PageFigure extends PageWeight {
  path: string;
  kb: number;
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
    const weight = pageWeight(await html(baseUrl, p, cookieFor(p)), clientDir, p);
    figures.push({ path: p, kb: kb(weight.gzipBytes), ...weight });
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
    const weight = pageWeight(await html(baseUrl, p, cookie), clientDir, p);
    figures.push({ path: p, kb: kb(weight.gzipBytes), ...weight });
  }
  return figures;
}
