import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../setup/server-process';
import { TEST_MARKET_OPERATOR } from '../setup/market-operator';

/*
 * Production is `npm install --omit=dev`, `npm run build`, then the built entry on
 * plain Node. A copy of the checkout's files is installed without devDependencies (from the
 * registry, npm's cache first), built, and started; the server must load nothing from src/ and no
 * TypeScript loader, every module once.
 *
 * `npm install`, not `npm ci`: the lock file lists only this platform's optional sass-embedded
 * binary, which `npm ci` refuses as out of sync (it did before this change, too).
 */
const INSTALL_MS = 600_000;

/** npm with the Node this test runs on first on PATH (the pinned Node 24), as npm scripts get it. */
function npm(cwd: string, args: string[]): string {
  return execFileSync('npm', args, {
    cwd,
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      HOME: process.env.HOME,
      // A machine whose registry traffic passes a TLS-inspecting proxy trusts its certificate so.
      ...(process.env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } : {}),
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The checkout's files as a clone has them (tracked and new, not ignored): no node_modules, no dist. */
function copyCheckout(to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(f));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(file, path.join(to, file));
  }
}

/** `// src/…` region comments of the server build: which chunk each of our modules went into. */
function srcModulesByChunk(serverDir: string): Map<string, string[]> {
  const chunks = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mjs'))
        for (const [, module] of readFileSync(full, 'utf8').matchAll(/^\/\/ (src\/\S+)$/gm))
          chunks.set(module!, [...(chunks.get(module!) ?? []), full]);
    }
  };
  walk(serverDir);
  return chunks;
}

const versions = new Map<string, string>();
/** The version in a package's package.json (read once per package folder). */
function packageVersion(packageRoot: string): string {
  let version = versions.get(packageRoot);
  if (version === undefined) {
    version = String(
      (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version?: string }).version,
    );
    versions.set(packageRoot, version);
  }
  return version;
}

/** The modules recorded by tests/setup/record-loaded-modules.mjs so far, as loaded (URLs or paths). */
function recordedUrls(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

describe('a production install', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nfc-production-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'builds without devDependencies and serves from dist/ on plain Node, each module loaded once',
    async () => {
      const app = path.join(root, 'app');
      copyCheckout(app);
      npm(app, ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
      // The devDependencies really are absent (tsx may still come as an optional peer of vite's).
      for (const dev of ['vitest', 'typescript', '@playwright/test', 'eslint'])
        expect(existsSync(path.join(app, 'node_modules', dev)), dev).toBe(false);
      npm(app, ['run', 'build']);

      // Every module of ours is in exactly one chunk of the build.
      const chunks = srcModulesByChunk(path.join(app, 'dist/server'));
      expect(chunks.size).toBeGreaterThan(100);
      expect([...chunks].filter(([, files]) => files.length > 1)).toEqual([]);
      for (const module of ['src/server/start.ts', 'src/cli/ops.ts', 'src/lib/server/db/index.ts'])
        expect(chunks.has(module), module).toBe(true);

      const modulesFile = path.join(root, 'modules.txt');
      const recording = {
        PGLITE_DIR: path.join(root, 'pglite'),
        SEED_DEMO: 'false',
        NODE_OPTIONS: `--import ${path.resolve('tests/setup/record-loaded-modules.mjs')}`,
        LOADED_MODULES_FILE: modulesFile,
      };
      const server = await spawnServer(recording, { cwd: app, readyWithinMs: 120_000 });
      try {
        const login = await fetch(`${server.baseUrl}/login`);
        expect(login.status, server.output()).toBe(200);
        const script = /\/_astro\/[^"]+\.js/.exec(await login.text())?.[0];
        expect((await fetch(`${server.baseUrl}${script}`)).status).toBe(200);
      } finally {
        await server.stop();
      }
      const serverUrls = recordedUrls(modulesFile);
      // The other two launchers run from the same build on plain Node, too.
      const launch = (launcher: string, args: string[] = []) =>
        execFileSync(process.execPath, [`dist/server/${launcher}`, ...args], {
          cwd: app,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...TEST_MARKET_OPERATOR, ...recording },
          encoding: 'utf8',
        });
      launch('migrate.mjs');
      expect(launch('ops.mjs', ['status'])).toMatch(/\S/);

      // No file of the build or of a library was loaded under two URLs (instantiated twice), and
      // the modules with process state (the database handle, the logger) were loaded once each.
      const byFile = new Map<string, Set<string>>();
      for (const url of recordedUrls(modulesFile)) {
        const file = url.startsWith('file:') ? fileURLToPath(url) : url;
        byFile.set(file, (byFile.get(file) ?? new Set()).add(url));
      }
      expect([...byFile].filter(([, urls]) => urls.size > 1).map(([file]) => file)).toEqual([]);
      for (const module of ['src/lib/server/db/index.ts', 'src/lib/server/logger.ts']) {
        const [chunk] = chunks.get(module)!;
        expect(
          serverUrls.filter((url) => url.startsWith('file:') && fileURLToPath(url) === chunk),
          module,
        ).toHaveLength(1);
      }

      const loaded = serverUrls
        .map((m) => (m.startsWith('file:') ? fileURLToPath(m) : m))
        .filter((m) => m.startsWith(app));
      const ours = loaded.filter((m) => !m.includes('/node_modules/'));
      expect(ours.length).toBeGreaterThan(0);
      // Ours come from the build only: no source file, no TypeScript loader.
      expect(ours.filter((m) => !m.startsWith(path.join(app, 'dist/server/')))).toEqual([]);
      // Neither the server nor the ops CLI nor migrate loaded a TypeScript loader.
      expect([...byFile.keys()].filter((m) => /\/node_modules\/(tsx|esbuild)\//.test(m))).toEqual([]);
      // A library's file is loaded from one place only (no second copy of React, pg, ...). Two
      // versions of one package (debug 2 under compression beside debug 4) are two libraries.
      const places = new Map<string, Set<string>>();
      for (const m of loaded.filter((m) => m.includes('/node_modules/'))) {
        const inPackage = m.slice(m.lastIndexOf('/node_modules/') + '/node_modules/'.length);
        const name = inPackage.split('/', inPackage.startsWith('@') ? 2 : 1).join('/');
        const packageRoot = m.slice(0, m.lastIndexOf('/node_modules/') + '/node_modules/'.length + name.length);
        const file = `${name}@${packageVersion(packageRoot)}${inPackage.slice(name.length)}`;
        places.set(file, (places.get(file) ?? new Set()).add(m));
      }
      expect([...places].filter(([, at]) => at.size > 1).map(([file]) => file)).toEqual([]);
      expect(loaded.some((m) => m.endsWith('react-dom-server.node.production.js'))).toBe(true);
    },
    INSTALL_MS,
  );
});
