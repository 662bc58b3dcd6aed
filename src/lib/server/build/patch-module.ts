import type { Plugin } from 'vite';

/**
 * Rewrites a dependency's module text at build time, one exact passage at a time. Every passage must
 * be found, or the build fails: an upgraded dependency that changed the code must be looked at again,
 * not silently served without the change (per-request work coming back unnoticed).
 */
export interface Passage {
  find: string;
  replace: string;
}

export function patchModule(code: string, passages: readonly Passage[], label: string): string {
  let patched = code;
  for (const { find, replace } of passages) {
    const at = patched.indexOf(find);
    if (at === -1) throw new Error(`${label}: "${find.split('\n')[0]}" is no longer in the module`);
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return patched;
}

/** A Vite plugin (for astro.config.mjs) that rewrites the one dependency module matching `target`. */
export function modulePatchPlugin(name: string, target: RegExp, patch: (code: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!target.test(id.split('?')[0]!)) return null;
      return { code: patch(code), map: null };
    },
  };
}
