import { beforeEach, describe, expect, it } from 'vitest';
import { installPageBehaviours } from '@/lib/browser/page-behaviours';
import { allowLeave } from '@/lib/browser/leave-guard';

/** Just enough of window/document for the layout script. */
function fakeWindow(dataset: Record<string, string>) {
  const listeners = new Map<string, ((e: unknown) => void)[]>();
  const attrs = new Map<string, string>();
  const pushes: string[] = [];
  const scrolls: [number, number][] = [];
  const documentElement = {
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    getAttribute: (k: string) => attrs.get(k) ?? null,
    removeAttribute: (k: string) => void attrs.delete(k),
  };
  const docListeners = new Map<string, ((e: unknown) => void)[]>();
  const timers: (() => void)[] = [];
  const win = {
    document: {
      title: '',
      body: { dataset },
      documentElement,
      addEventListener: (type: string, fn: (e: unknown) => void) =>
        docListeners.set(type, [...(docListeners.get(type) ?? []), fn]),
    },
    setTimeout: (fn: () => void) => timers.push(fn),
    history: {
      state: null,
      scrollRestoration: 'auto',
      pushState: (_s: unknown, _t: string, url: string) => pushes.push(url),
    },
    location: { href: 'http://x/bid/list', origin: 'http://x' },
    scrollTo: (x: number, y: number) => scrolls.push([x, y]),
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: () => undefined,
  };
  const fire = (type: string, event: unknown = {}) => (listeners.get(type) ?? []).forEach((fn) => fn(event));
  const fireOnDocument = (type: string, event: unknown) => (docListeners.get(type) ?? []).forEach((fn) => fn(event));
  const runTimers = () => timers.splice(0).forEach((fn) => fn());
  return {
    win: win as unknown as Window,
    doc: win.document as unknown as Document,
    listeners,
    pushes,
    scrolls,
    fire,
    fireOnDocument,
    runTimers,
  };
}

/** A left click on a link, as the document sees it after the page's own handlers. */
function clickOn(href: string, anchor: { target?: string; download?: boolean } = {}, extra: object = {}) {
  const a = {
    href,
    target: anchor.target ?? '',
    hasAttribute: (name: string) => name === 'download' && Boolean(anchor.download),
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: { closest: (selector: string) => (selector === 'a[href]' ? a : null) },
    ...extra,
  };
}

function beforeUnloadPrevented(w: ReturnType<typeof fakeWindow>): boolean {
  const event = {
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
  w.fire('beforeunload', event);
  return event.prevented;
}

describe('layout browser behaviours (spec §2)', () => {
  let w: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    w = fakeWindow({ title: '入札照会', preventReload: 'true' });
    installPageBehaviours(w.win);
  });

  it('sets the document title and scrolls to the top with restoration off', () => {
    expect(w.doc.title).toBe('入札照会');
    expect(w.scrolls).toEqual([[0, 0]]);
    expect(w.win.history.scrollRestoration).toBe('manual');
  });

  it('falls back to the system name without a route title', () => {
    const other = fakeWindow({});
    installPageBehaviours(other.win);
    expect(other.doc.title).toBe('非化石価値取引システム');
    expect(other.listeners.has('beforeunload')).toBe(false);
  });

  it('blocks back navigation by re-pushing the current URL', () => {
    expect(w.pushes).toEqual(['http://x/bid/list']);
    w.fire('popstate');
    expect(w.pushes).toEqual(['http://x/bid/list', 'http://x/bid/list']);
  });

  it('warns before unload unless the app itself is navigating', () => {
    const event = {
      prevented: false,
      returnValue: undefined as unknown,
      preventDefault() {
        this.prevented = true;
      },
    };
    w.fire('beforeunload', event);
    expect(event.prevented).toBe(true);
    expect(event.returnValue).toBe('');

    allowLeave(w.doc);
    const quiet = {
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
    };
    w.fire('beforeunload', quiet);
    expect(quiet.prevented).toBe(false);

    // Coming back from the back-forward cache re-arms the warning.
    w.fire('pageshow');
    w.fire('beforeunload', quiet);
    expect(quiet.prevented).toBe(true);
  });

  it('stays quiet for the app’s own links, and warns again in the next task', () => {
    w.fireOnDocument('click', clickOn('http://x/account/balance'));
    expect(beforeUnloadPrevented(w)).toBe(false);
    w.runTimers();
    expect(beforeUnloadPrevented(w)).toBe(true);
  });

  it('warns for other sites, new tabs, downloads, jumps within the page and handled clicks', () => {
    const cases = [
      clickOn('https://example.com/'),
      clickOn('http://x/account/balance', { target: '_blank' }),
      clickOn('http://x/api/v1/account-balances/csv', { download: true }),
      clickOn('http://x/bid/list#top'),
      clickOn('http://x/account/balance', {}, { ctrlKey: true }),
      clickOn('http://x/account/balance', {}, { button: 1 }),
      clickOn('http://x/account/balance', {}, { defaultPrevented: true }),
    ];
    for (const event of cases) {
      w.fireOnDocument('click', event);
      expect(beforeUnloadPrevented(w), JSON.stringify(event)).toBe(true);
    }
  });

  it('installs the unhandled-error redirect', () => {
    expect(w.listeners.get('unhandledrejection')).toHaveLength(1);
  });
});
