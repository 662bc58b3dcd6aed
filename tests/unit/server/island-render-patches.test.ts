import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchReactRenderer } from '@/lib/server/build/react-island-render';
import { patchComponent, patchPage, patchPages, patchSerialize } from '@/lib/server/build/astro-render-path';
import { patchModule } from '@/lib/server/build/patch-module';

// Not among the packages' exports: read from the installed packages directly.
const installed = (file: string) => readFileSync(path.resolve('node_modules', file), 'utf8');

/** Issue 12 §2: the build-time changes to how islands render apply to the installed packages. */
describe('island render patches', () => {
  it('patch the installed @astrojs/react renderer: check once per component, islandHtml for the HTML', () => {
    const code = patchReactRenderer(installed('@astrojs/react/dist/server.js'));
    expect(code).toContain('import { islandHtml } from "@/lib/server/render/island-html";');
    expect(code).toContain('knownReactComponents.has(Component)');
    expect(code).toContain('html = islandHtml(vnode, prefix, metadata, props);');
  });

  it('patch the installed Astro runtime: props serialized once, kept island elements written again', () => {
    expect(patchSerialize(installed('astro/dist/runtime/server/serialize.js'))).toContain('serializedProps.get(props)');
    const component = patchComponent(installed('astro/dist/runtime/server/render/component.js'));
    expect(component).toContain('keptIslandElement(propsWithoutTransitionAttributes, metadata)');
    expect(component).toContain('keepIslandElement(propsWithoutTransitionAttributes, metadata, renderedElement)');
    const page = patchPage(installed('astro/dist/runtime/server/render/page.js'));
    expect(page).not.toContain('encoder.encode');
    expect(page).toContain('body = utf8Bytes(body);');
  });

  it('load each page module once (a failed load is tried again)', async () => {
    const code = patchPages(
      'const _page0 = () => import("virtual:astro:page:src/pages/a.astro");\nconst _page1 = () => import("virtual:astro:page:src/pages/b.astro");\nconst pageMap = new Map([["a", _page0], ["b", _page1]]);',
    );
    expect(code).toContain('const _page0 = loadOnce(() => import("virtual:astro:page:src/pages/a.astro"));');
    expect(code).not.toContain('= () => import(');
    const loadOnce = new Function(`${code.split('\nconst _page0')[0]}\nreturn loadOnce;`)() as (
      load: () => Promise<string>,
    ) => () => Promise<string>;
    let calls = 0;
    const load = loadOnce(() => (++calls === 1 ? Promise.reject(new Error('first')) : Promise.resolve('module')));
    await expect(load()).rejects.toThrow('first');
    expect(await load()).toBe('module');
    expect(await load()).toBe('module');
    expect(calls).toBe(2);
    expect(patchPages('const pageMap = new Map([]);')).toBe('const pageMap = new Map([]);');
    expect(() => patchPages('const _page0 = async () => import("x");')).toThrow(/virtual:astro:pages/);
  });

  it('fail the build on a module that no longer has a passage, rather than render per request again', () => {
    expect(() => patchReactRenderer('export async function check() {}')).toThrow(/react-island-render/);
    expect(() => patchComponent('export function renderComponent() {}')).toThrow(/component\.js/);
    expect(() =>
      patchModule(
        'abc',
        [
          { find: 'b', replace: 'x' },
          { find: 'zz', replace: 'y' },
        ],
        'label',
      ),
    ).toThrow(/label: "zz"/);
  });
});
