import type { Browser } from '@playwright/test';

/** The moments of one login, in ms after the click on LOG IN. */
export interface LoginTrace {
  postStart: number;
  postEnd: number;
  /** GET /api/v1/codes on the login page (null: none was made). */
  codesStart: number | null;
  codesEnd: number | null;
  documentRequest: number;
  documentEnd: number;
  /** history.pushState/replaceState calls on the balance page. */
  urlChanges: number[];
  /** The first GET /api/v1/account-balances on the balance page (null: none before the first row). */
  firstDataRequest: number | null;
  /** The first balance line in the table (a row that is not the loading or empty message). */
  firstRow: number;
}

/*
 * Runs in every document before its own scripts (CDP's init script, so the page's CSP does not
 * apply): the click, the login page's resource timings (kept in sessionStorage as it leaves) and,
 * on the next page, its URL changes and the first balance row. Times are epoch ms
 * (timeOrigin + now), so moments of two documents compare.
 */
function recorder(): void {
  const now = () => performance.timeOrigin + performance.now();
  const KEY = 'login-trace';
  const held = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(held));
  const resources = () =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: r.name,
        start: performance.timeOrigin + r.startTime,
        end: performance.timeOrigin + r.responseEnd,
      };
    });
  if (location.pathname === '/login') {
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('button[type="submit"]')) {
          held.click = now();
          save();
        }
      },
      true,
    );
    addEventListener('pagehide', () => {
      held.loginResources = resources();
      save();
    });
    return;
  }
  const urlChanges: number[] = [];
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      urlChanges.push(now());
      original(...args);
    };
  }
  const seen = () => document.querySelector('table tbody tr td:not(.grid-message)') !== null;
  const done = (at: number) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    (window as unknown as { loginTrace: unknown }).loginTrace = {
      ...held,
      firstRow: at,
      urlChanges,
      documentRequest: performance.timeOrigin + nav.requestStart,
      documentEnd: performance.timeOrigin + nav.responseEnd,
      pageResources: resources(),
    };
  };
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    const at = now();
    // Read after the load event so the navigation entry is complete.
    const finish = () => setTimeout(() => done(at), 0);
    if (document.readyState === 'complete') finish();
    else addEventListener('load', finish);
  });
  observer.observe(document, { childList: true, subtree: true });
}

interface Resource {
  name: string;
  start: number;
  end: number;
}
interface Raw {
  click: number;
  loginResources: Resource[];
  pageResources: Resource[];
  urlChanges: number[];
  documentRequest: number;
  documentEnd: number;
  firstRow: number;
}

/** One login of `loginId` through the form in a fresh context, from the click to the first balance row. */
export async function traceLogin(
  browser: Browser,
  baseUrl: string,
  loginId: string,
  password: string,
): Promise<LoginTrace> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'ja-JP',
    viewport: { width: 1366, height: 768 },
  });
  try {
    // tsx keeps function names through a __name helper the page does not have.
    await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'load' });
    await page.getByLabel('ログインID').fill(loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/account/balance**');
    const raw = (await (
      await page.waitForFunction(() => (window as unknown as { loginTrace?: unknown }).loginTrace)
    ).jsonValue()) as Raw;
    const since = (t: number) => Math.round((t - raw.click) * 10) / 10;
    const find = (list: Resource[], part: string) => list.find((r) => r.name.includes(part));
    const post = find(raw.loginResources, '/api/v1/auth/login');
    if (!post) throw new Error('no login POST in the login page timings');
    const codes = find(raw.loginResources, '/api/v1/codes');
    const data = raw.pageResources.filter((r) => r.name.includes('/api/v1/account-balances') && r.start < raw.firstRow);
    return {
      postStart: since(post.start),
      postEnd: since(post.end),
      codesStart: codes ? since(codes.start) : null,
      codesEnd: codes ? since(codes.end) : null,
      documentRequest: since(raw.documentRequest),
      documentEnd: since(raw.documentEnd),
      urlChanges: raw.urlChanges.map(since),
      firstDataRequest: data[0] ? since(data[0].start) : null,
      firstRow: since(raw.firstRow),
    };
  } finally {
    await context.close();
  }
}
