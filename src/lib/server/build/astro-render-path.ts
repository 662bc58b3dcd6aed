import type { Plugin } from 'vite';
import { patchModule, type Passage } from './patch-module';

/**
 * Astro's part of rendering a page (issue 12 §2), changed in three runtime modules:
 *
 * - serialize.js: the props are serialized twice per island render, once into the text its id is
 *   hashed from and once into the `props` attribute, each a walk of the whole tree and a
 *   JSON.stringify. The props object is made afresh for each island render and nothing changes it
 *   between the two calls, so the second reuses the first's text.
 * - render/component.js: for an island whose HTML came from a kept entry of islandHtml
 *   (src/lib/server/render/island-html.ts; props-only islands without children or transition
 *   attributes), the finished <astro-island> element is kept beside that HTML and written again:
 *   its id hash, props serialization and attributes follow from the same HTML, props and directive.
 * - render/page.js: the rendered page becomes bytes through utf8Bytes (src/lib/server/http/utf8-bytes.ts),
 *   the same bytes in a third of TextEncoder's time for a page of Japanese text.
 * - virtual:astro:pages: each page's module is loaded by `() => import(…)`, called on every request;
 *   a dynamic import of a loaded module still goes through the module loader (resolution, the
 *   module map) each time. The first load's promise is kept (dropped again if it fails).
 */
const SERIALIZE = /\/astro\/dist\/runtime\/server\/serialize\.js$/;
const COMPONENT = /\/astro\/dist\/runtime\/server\/render\/component\.js$/;
const PAGE = /\/astro\/dist\/runtime\/server\/render\/page\.js$/;
const PAGES = '\0virtual:astro:pages';
const PAGE_LOADER = /= \(\) => import\(("[^"\n]*")\);/g;

const SERIALIZE_PASSAGES: readonly Passage[] = [
  {
    find: 'function serializeProps(props, metadata) {',
    replace: `const serializedProps = new WeakMap();
function serializeProps(props, metadata) {
  let text = serializedProps.get(props);
  if (text === undefined) {
    text = serializePropsAnew(props, metadata);
    serializedProps.set(props, text);
  }
  return text;
}
function serializePropsAnew(props, metadata) {`,
  },
];

const COMPONENT_PASSAGES: readonly Passage[] = [
  {
    find: 'import { createRenderInstruction } from "./instruction.js";',
    replace: `import { createRenderInstruction } from "./instruction.js";
import { keepIslandElement, keptIslandElement } from "@/lib/server/render/island-html";`,
  },
  {
    find: `  const astroId = shorthash(`,
    replace: `  const keepsElement = Object.keys(children).length === 0 && Object.keys(props).length === Object.keys(propsWithoutTransitionAttributes).length;
  const keptElement = keepsElement ? keptIslandElement(propsWithoutTransitionAttributes, metadata) : undefined;
  if (keptElement !== undefined) {
    return {
      render(destination) {
        if (slotInstructions) {
          for (const instruction of slotInstructions) destination.write(instruction);
        }
        destination.write(createRenderInstruction({ type: "directive", hydration }));
        if (hydration.directive !== "only" && renderer?.ssr.renderHydrationScript) {
          destination.write(
            createRenderInstruction({
              type: "renderer-hydration-script",
              rendererName: renderer.name,
              render: renderer.ssr.renderHydrationScript
            })
          );
        }
        destination.write(markHTMLString(keptElement));
      }
    };
  }
  const astroId = shorthash(`,
  },
  {
    find: `      const renderedElement = renderElement("astro-island", island, false);`,
    replace: `      const renderedElement = renderElement("astro-island", island, false);
      if (keepsElement) keepIslandElement(propsWithoutTransitionAttributes, metadata, renderedElement);`,
  },
];

const PAGE_PASSAGES: readonly Passage[] = [
  {
    find: 'import { encoder } from "./common.js";',
    replace: 'import { utf8Bytes } from "@/lib/server/http/utf8-bytes";',
  },
  { find: 'const bytes = encoder.encode(str);', replace: 'const bytes = utf8Bytes(str);' },
  { find: 'body = encoder.encode(body);', replace: 'body = utf8Bytes(body);' },
];

export function patchPages(code: string): string {
  const patched = code.replace(PAGE_LOADER, '= loadOnce(() => import($1));');
  // An environment without server pages (prerendering) has no loader at all.
  if (!code.includes('import(')) return code;
  if (patched === code || patched.includes('= () => import(')) {
    throw new Error('astro-render-path (virtual:astro:pages): page loaders no longer look like `= () => import("…");`');
  }
  return `const loadOnce = (load) => {
  let loading;
  return () => (loading ??= load().catch((error) => {
    loading = undefined;
    throw error;
  }));
};
${patched}`;
}

export function patchSerialize(code: string): string {
  return patchModule(code, SERIALIZE_PASSAGES, 'astro-render-path (serialize.js)');
}

export function patchComponent(code: string): string {
  return patchModule(code, COMPONENT_PASSAGES, 'astro-render-path (render/component.js)');
}

export function patchPage(code: string): string {
  return patchModule(code, PAGE_PASSAGES, 'astro-render-path (render/page.js)');
}

/** Vite plugin for astro.config.mjs; the build fails if Astro no longer has the passages. */
export function astroRenderPath(): Plugin {
  return {
    name: 'nfc:astro-render-path',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (SERIALIZE.test(file)) return { code: patchSerialize(code), map: null };
      if (COMPONENT.test(file)) return { code: patchComponent(code), map: null };
      if (PAGE.test(file)) return { code: patchPage(code), map: null };
      if (id === PAGES) return { code: patchPages(code), map: null };
      return null;
    },
  };
}
