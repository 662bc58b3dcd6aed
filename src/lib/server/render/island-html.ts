import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPropsKey } from './island-props-key';

/**
 * Islands whose server render depends on their props alone: no clock, no random value, no browser
 * storage, no module state that changes on the server. Their HTML (and Astro's <astro-island>
 * element around it) is kept per distinct props, so a member who opens the page again with the same
 * conditions gets it without React rendering it or Astro serializing its props again. An island
 * joins this list only after such a review; tests/unit/server/island-html.test.ts renders each one
 * at two different times and expects the same HTML.
 */
export const PROPS_ONLY_ISLANDS: readonly string[] = [
  '/src/islands/account/balance/balance-inquiry.tsx',
  '/src/islands/shell/message-host.tsx',
];

/** Distinct (island, id prefix, props) kept, the least recently used dropped first; ~50 KB each. */
export const MAX_KEPT = 128;

interface Kept {
  html: string;
  /** The whole <astro-island> element by its hydration (directive, value, display name). */
  elements: Map<string, string>;
}

const kept = new Map<string, Kept>();
/**
 * A number per component function: in development a module reloaded after an edit gives the island
 * a new function, whose renders must not be taken for the old one's.
 */
const componentIds = new WeakMap<object, number>();
let lastComponentId = 0;

function componentId(component: unknown): number {
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) return 0;
  let id = componentIds.get(component);
  if (id === undefined) componentIds.set(component, (id = ++lastComponentId));
  return id;
}
/** The entry an island's props object was rendered from, for Astro's element lookup after it. */
const keptByProps = new WeakMap<object, Kept>();

export interface IslandMetadata {
  componentUrl?: string;
  componentExport?: { value?: string };
  displayName?: string;
  hydrate?: string;
  hydrateArgs?: unknown;
}

function isPropsOnly(componentUrl: string | undefined): componentUrl is string {
  return componentUrl !== undefined && PROPS_ONLY_ISLANDS.some((suffix) => componentUrl.endsWith(suffix));
}

function entryFor(key: string): Kept | undefined {
  const entry = kept.get(key);
  if (entry) {
    // Most recently used last, so the oldest entry is the one dropped.
    kept.delete(key);
    kept.set(key, entry);
  }
  return entry;
}

/**
 * An island's server HTML (what @astrojs/react's renderer returns; see react-island-render.ts).
 * React's string renderer, not its web stream: the islands suspend on nothing, and the stream's
 * chunks were encoded to bytes only to be decoded back into one string. The id prefix is passed so
 * that useId values match the browser's hydration (the adapter's own string path left it out).
 * `rendererProps` is the props object Astro handed the renderer (see keptIslandElement).
 */
export function islandHtml(
  vnode: ReactElement,
  identifierPrefix: string | undefined,
  metadata?: IslandMetadata,
  rendererProps?: object,
): string {
  const render = () => renderToString(vnode, { identifierPrefix });
  if (!isPropsOnly(metadata?.componentUrl)) return render();
  const props = islandPropsKey(vnode.props as Record<string, unknown>);
  if (props === undefined) return render();
  const key = `${componentId(vnode.type)}:${metadata.componentUrl}#${metadata.componentExport?.value ?? ''}\u0000${identifierPrefix ?? ''}\u0000${props}`;
  let entry = entryFor(key);
  if (!entry) {
    entry = { html: render(), elements: new Map() };
    kept.set(key, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  if (rendererProps) keptByProps.set(rendererProps, entry);
  return entry.html;
}

function hydrationKey(metadata: IslandMetadata): string {
  return `${metadata.hydrate ?? ''}\u0000${String(metadata.hydrateArgs)}\u0000${metadata.displayName ?? ''}`;
}

/**
 * Astro's <astro-island> element for props whose HTML came from the kept entry (undefined: build it).
 * The element is made of that HTML, the props' serialization and hash, the build's script URLs and
 * the hydration directive, so the same entry and directive give the same element.
 */
export function keptIslandElement(rendererProps: object, metadata: IslandMetadata): string | undefined {
  return keptByProps.get(rendererProps)?.elements.get(hydrationKey(metadata));
}

export function keepIslandElement(rendererProps: object, metadata: IslandMetadata, element: string): void {
  keptByProps.get(rendererProps)?.elements.set(hydrationKey(metadata), element);
}

/** For tests: how many islands' renders are kept. */
export function keptIslandCount(): number {
  return kept.size;
}
