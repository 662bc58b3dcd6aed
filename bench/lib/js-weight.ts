import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page makes the browser load before anyone clicks (the figure the per-page budget limits). Read from the
 * server-rendered HTML (module scripts, inline scripts and the islands' component and renderer
 * modules) plus every module those import statically, as built in dist/client. A dynamic
 * `import()` (a dialog loaded on click) is not followed. Each file counts once per page, at its
 * gzip size (zlib default level, as a server would send it).
 */
export interface ScriptWeight {
  /** /_astro/… for a file, `inline #n` for a script written into the page. */
  name: string;
  gzipBytes: number;
}

export interface PageWeight {
  gzipBytes: number;
  scripts: ScriptWeight[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ISLAND = /<astro-island\b([^>]*)>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i');
/** `import … from "x"`, `export … from "x"` and `import "x"`; never `import("x")`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+)["']/g;

function isJavaScript(attributes: string): boolean {
  const type = ATTRIBUTE('type').exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript';
}

function gzipBytes(text: string | Buffer): number {
  return gzipSync(text).length;
}

/** The specifiers of the static imports in a module's source. */
export function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/** Resolves a specifier of the module at `from` (a URL path) to a URL path, or null for bare names. */
function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith('/')) return specifier;
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** Weighs one page's JavaScript: its scripts, its islands' modules and their static import graph. */
export function pageWeight(html: string, clientDir: string, pageUrl = '/'): PageWeight {
  const scripts: ScriptWeight[] = [];
  const queue: string[] = [];
  let inline = 0;
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!isJavaScript(attributes)) continue;
    const src = ATTRIBUTE('src').exec(attributes)?.[1];
    if (src) {
      queue.push(resolve(src, pageUrl) ?? src);
      continue;
    }
    if (!body.trim()) continue;
    inline += 1;
    scripts.push({ name: `inline #${inline}`, gzipBytes: gzipBytes(body) });
    for (const specifier of staticImports(body)) {
      const url = resolve(specifier, pageUrl);
      if (url) queue.push(url);
    }
  }
  for (const [, attributes = ''] of html.matchAll(ISLAND)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = ATTRIBUTE(name).exec(attributes)?.[1];
      if (url) queue.push(url);
    }
  }

  const seen = new Set<string>();
  while (queue.length) {
    const url = new URL(queue.shift()!, 'http://page').pathname;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    if (!existsSync(file)) throw new Error(`${url} is not in ${clientDir}: is dist older than the server's HTML?`);
    const source = readFileSync(file);
    scripts.push({ name: url, gzipBytes: gzipBytes(source) });
    for (const specifier of staticImports(source.toString('utf8'))) {
      const next = resolve(specifier, url);
      if (next) queue.push(next);
    }
  }
  return { gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), scripts };
}

/** KB as the issue counts them (1 KB = 1024 bytes), one decimal. */
export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
