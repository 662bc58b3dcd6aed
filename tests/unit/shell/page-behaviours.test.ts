import { beforeEach, describe, expect, it } from 'vitest';
import { installPageBehaviours } from '../../../src/lib/browser/page-behaviours';
import { allowLeave } from '../../../src/lib/browser/leave-guard';

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
  const win = {
    document: { title: '', body: { dataset }, documentElement },
    history: {
      state: null,
      scrollRestoration: 'auto',
      pushState: (_s: unknown, _t: string, url: string) => pushes.push(url),
    },
    location: { href: 'http://x/bid/list' },
    scrollTo: (x: number, y: number) => scrolls.push([x, y]),
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: () => undefined,
  };
  const fire = (type: string, event: unknown = {}) => (listeners.get(type) ?? []).forEach((fn) => fn(event));
  return { win: win as unknown as Window, doc: win.document as unknown as Document, listeners, pushes, scrolls, fire };
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

  it('installs the unhandled-error redirect', () => {
    expect(w.listeners.get('unhandledrejection')).toHaveLength(1);
  });
});
