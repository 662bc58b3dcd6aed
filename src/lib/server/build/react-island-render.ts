import type { Plugin } from 'vite';
import { modulePatchPlugin, patchModule, type Passage } from './patch-module';

/**
 * How @astrojs/react renders an island on the server, changed in two places (issue 12 §2):
 *
 * - Astro asks the renderer whether a component is React's before every render of an untagged
 *   island (`check`), and the renderer answers by rendering the component once more through a web
 *   stream. A component found to be React's stays so: the answer is kept per component.
 * - The island is rendered by `islandHtml` (src/lib/server/render/island-html.ts): React's string
 *   renderer with the island's id prefix, and the HTML kept per distinct props for the islands
 *   listed there. A request carrying an action's form state keeps the adapter's stream path.
 */
const TARGET = /\/@astrojs\/react\/dist\/server\.js$/;

const PASSAGES: readonly Passage[] = [
  {
    find: 'import { incrementId } from "./context.js";',
    replace: `import { incrementId } from "./context.js";
import { islandHtml } from "@/lib/server/render/island-html";`,
  },
  {
    find: 'async function check(Component, props, children, metadata) {',
    replace: `const knownReactComponents = new WeakSet();
async function check(Component, props, children, metadata) {
  if (typeof Component === "function" && knownReactComponents.has(Component)) return true;
  const isReact = await checkOnce.call(this, Component, props, children, metadata);
  if (isReact && typeof Component === "function") knownReactComponents.add(Component);
  return isReact;
}
async function checkOnce(Component, props, children, metadata) {`,
  },
  {
    find: `  let html;
  if (opts.experimentalDisableStreaming) {`,
    replace: `  let html;
  if (!formState) {
    html = islandHtml(vnode, prefix, metadata, props);
  } else if (opts.experimentalDisableStreaming) {`,
  },
];

/** The renderer module with both changes; throws if @astrojs/react no longer has the passages. */
export function patchReactRenderer(code: string): string {
  return patchModule(code, PASSAGES, 'react-island-render');
}

/** Vite plugin for astro.config.mjs. */
export function reactIslandRender(): Plugin {
  return modulePatchPlugin('nfc:react-island-render', TARGET, patchReactRenderer);
}
