/**
 * The layers of architecture.md#layers-and-what-each-may-import and what each may import, as one lint rule (layers/zones): a
 * change that crosses a boundary fails `eslint .`.
 *
 * Every import is judged by what it names, not by how it is spelt: a relative specifier is resolved
 * against the importing file, '@/…' against src/ (tsconfig's alias), and the resulting path is
 * matched against the zones below. So '../../../server/db' from any depth is the same
 * src/lib/server/db it is from anywhere else. A bare specifier is a package: Node's built-in
 * modules count as one group whether written 'node:crypto' or 'crypto'.
 *
 * Each zone lists the folders it may import (everything else is refused) and, where packages are
 * limited, either the packages it may use (the domain: only pure libraries, named one by one) or
 * the ones it may not. A source file outside every zone is itself an error, so a new folder gets
 * its rules when it is made (tests/unit/lint/layer-boundaries.test.ts, which also proves each zone
 * bites at several depths).
 */
import { existsSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = import.meta.dirname;

/** Folders: globs over repo-relative paths without extension; a trailing /** also matches the folder itself. */
const P = {
  domain: 'src/lib/domain/**',
  dates: 'src/lib/dates/**',
  shared: 'src/lib/*', // routes, glossary, notices: plain data every side shows
  errors: 'src/lib/errors/**',
  schemas: 'src/lib/schemas/**',
  apiClient: 'src/lib/api-client/**',
  browser: 'src/lib/browser/**',
  server: 'src/lib/server/**',
  dbHandle: 'src/lib/server/db/index',
  db: 'src/lib/server/db/**',
  repositories: 'src/lib/server/repositories/**',
  services: 'src/lib/server/services/**',
  http: 'src/lib/server/http/**',
  islands: 'src/islands/**',
  components: 'src/components/**',
  layouts: 'src/layouts/**',
  styles: 'src/styles/**',
  pages: 'src/pages/**',
  middleware: 'src/middleware',
  cli: 'src/cli/**',
  process: 'src/server/**',
  reportSite: 'public-report/src/**',
  reportTooling: 'public-report/*',
  reportScripts: 'public-report/scripts/**',
};
const CORE = [P.domain, P.dates, P.shared, P.errors, P.schemas];

/** Package groups ('node' is every built-in module, with or without the node: prefix). */
const DATABASE = ['drizzle-orm', 'drizzle-kit', 'pg', 'pg-copy-streams', 'pg-boss', '@electric-sql/pglite'];
const ASTRO = ['astro', '@astrojs/*'];
const SERVER_ONLY = ['node', ...DATABASE, ...ASTRO, 'pino', '@node-rs/argon2', 'pdfkit', 'iconv-lite', 'vite'];

/**
 * Zones, most specific first: a file belongs to the first zone whose `files` match it.
 * may: folders it may import; except: folders refused although `may` covers them;
 * packages: { only: [...] } or { not: [...] }.
 */
export const ZONES = [
  {
    name: 'dates',
    files: [P.dates],
    may: [P.dates],
    packages: { only: ['dayjs'] },
    why: 'the one date module: named helpers over dayjs that the browser and the server both call (decision 0025)',
  },
  {
    name: 'domain',
    files: [P.domain],
    may: [P.domain, P.dates, P.shared],
    packages: { only: ['@holiday-jp/holiday_jp'] },
    why: 'the domain core is pure: itself and named pure libraries, no server, I/O, clock source or framework',
  },
  {
    name: 'shared',
    files: [P.shared],
    may: [P.domain, P.shared],
    packages: { only: [] },
    why: 'routes, glossary and notices are plain data',
  },
  {
    name: 'errors',
    files: [P.errors],
    may: [P.errors, P.domain, P.shared],
    packages: { only: [] },
    why: 'the error catalogue and AppError know no layer that uses them',
  },
  {
    name: 'schemas',
    files: [P.schemas],
    may: CORE,
    packages: { only: ['zod'] },
    why: 'the API contract imports only the domain, the error catalogue and zod',
  },
  {
    name: 'api-client',
    files: [P.apiClient],
    may: [...CORE, P.apiClient, P.browser],
    packages: { not: SERVER_ONLY },
    why: 'the API client knows no screen and no server: UI reactions are passed in (ClientReactions)',
  },
  {
    name: 'browser',
    files: [P.browser],
    may: [...CORE, P.apiClient, P.browser],
    packages: { not: SERVER_ONLY },
    why: 'browser behaviours run in the page: no server code, no screen',
  },
  {
    name: 'islands',
    files: [P.islands],
    may: [...CORE, P.apiClient, P.browser, P.islands, P.styles, 'src/components/icon-paths'],
    packages: { not: SERVER_ONLY },
    why: 'islands reach the server through the API client only',
  },
  {
    name: 'repositories',
    files: [P.repositories],
    may: [...CORE, P.server],
    except: [P.services, P.http],
    why: 'repositories read and write rows; use cases (services) and HTTP call them, not the reverse',
  },
  {
    name: 'services',
    files: [P.services],
    may: [...CORE, P.server],
    except: [P.http],
    why: 'a service is a use case: it knows no HTTP (errors come from src/lib/errors)',
  },
  {
    name: 'db connection',
    files: ['src/lib/server/db/client'],
    may: [...CORE, P.server],
    except: [P.services, P.repositories, P.http, 'src/lib/server/db/year-views', 'src/lib/server/db/lot-ddl'],
    why: 'the connection module opens pools and handles; what reads lots or year views builds on it, not the reverse',
  },
  {
    name: 'db',
    files: [P.db],
    may: [...CORE, P.server],
    except: [P.services, P.repositories, P.http],
    why: 'the database layer (client, schema, migrations) serves the layers above and imports none of them',
  },
  {
    name: 'server',
    files: [P.server],
    may: [...CORE, P.server],
    why: 'server code renders no island and calls no browser client',
  },
  {
    name: 'pages',
    files: [P.pages, P.middleware, P.components, P.layouts],
    may: [...CORE, P.server, P.apiClient, P.browser, P.islands, P.components, P.layouts, P.styles],
    except: [P.db, P.repositories],
    allowAgain: [P.dbHandle],
    packages: { not: DATABASE },
    why: 'pages and their components call services (with the db handle), never SQL, the schema or repositories',
  },
  {
    name: 'process',
    files: [P.process],
    may: [...CORE, P.server, P.cli, P.process],
    except: [P.repositories, 'src/lib/server/db/schema/**'],
    packages: { not: DATABASE },
    why: 'the process entry (start, ops, migrate, the adapter) wires services and the HTTP server; it runs no SQL itself',
  },
  {
    name: 'cli',
    files: [P.cli],
    may: [...CORE, P.server, P.cli],
    except: [P.repositories, 'src/lib/server/db/schema/**'],
    packages: { not: DATABASE },
    why: 'operator commands run services; business rules never query the database directly',
  },
  {
    name: 'public-report',
    files: [P.reportSite],
    may: [P.reportSite, P.domain, P.dates, P.shared, P.schemas, P.apiClient],
    packages: { not: SERVER_ONLY },
    why: "the public site is static: it shows the contract's data through the API client",
  },
  {
    name: 'public-report tooling',
    files: [P.reportScripts, P.reportTooling],
    may: [P.reportSite, P.reportScripts, P.domain, P.dates, P.shared, P.schemas],
    why: "the public site's build and static server share its data, never the app's server",
  },
];

const globCache = new Map();
function globToRegExp(glob) {
  if (!globCache.has(glob)) {
    const parts = glob.split('/');
    const anyDepth = parts.at(-1) === '**';
    const body = (anyDepth ? parts.slice(0, -1) : parts)
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('/');
    // 'a/**' is the folder a itself and everything under it.
    globCache.set(glob, new RegExp(`^${body}${anyDepth ? '(?:/.*)?' : ''}$`));
  }
  return globCache.get(glob);
}
const matches = (globs, p) => globs.some((g) => globToRegExp(g).test(p));

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.astro', '.d.ts'];
/** A repo-relative module path without extension; a folder becomes its index. */
function modulePath(absolute) {
  let p = absolute;
  if (!SOURCE_EXTENSIONS.some((ext) => existsSync(p + ext)) && existsSync(p) && statSync(p).isDirectory()) {
    p = path.join(p, 'index');
  }
  const relative = path.relative(ROOT, p).split(path.sep).join('/');
  return relative.replace(/\.(d\.ts|ts|tsx|js|mjs|astro|scss|css)$/, '');
}

const BUILTIN = new Set(builtinModules);
/** 'node' for a built-in module, else the package's name (scope included). */
function packageOf(spec) {
  if (spec.startsWith('node:') || BUILTIN.has(spec.split('/')[0])) return 'node';
  if (spec.startsWith('astro:')) return 'astro';
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
const packageMatches = (list, name) =>
  list.some((entry) => entry === name || (entry.endsWith('/*') && name.startsWith(entry.slice(0, -1))));

/** The zone of a repo-relative file (without extension), or undefined. */
export function zoneOf(file) {
  return ZONES.find((zone) => matches(zone.files, file));
}

/** Why `spec` may not be imported from `filename` (absolute), or undefined when it may. */
export function refusal(filename, spec) {
  const from = modulePath(filename.replace(/\.[^./]+$/, ''));
  const zone = zoneOf(from);
  if (!zone) return undefined;
  const local = spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('@/');
  if (!local) {
    const name = packageOf(spec);
    const { only, not } = zone.packages ?? {};
    if ((only && !packageMatches(only, name)) || (not && packageMatches(not, name))) {
      return `package ${name === 'node' ? `${spec} (a Node built-in)` : name}`;
    }
    return undefined;
  }
  const absolute = spec.startsWith('@/')
    ? path.join(ROOT, 'src', spec.slice(2))
    : path.resolve(path.dirname(filename), spec.split('?')[0]);
  const target = modulePath(absolute);
  const allowed =
    matches(zone.may, target) && (!matches(zone.except ?? [], target) || matches(zone.allowAgain ?? [], target));
  return allowed ? undefined : target;
}

const SOURCE_FILE = /\.(ts|tsx|js|mjs|astro)$/;
const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer zones of architecture.md#layers-and-what-each-may-import, on resolved import paths' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const file = modulePath(filename.replace(/\.[^./]+$/, ''));
    const zone = zoneOf(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !zone) return;
      const refused = refusal(filename, spec);
      if (refused)
        context.report({
          node,
          message: `Layer ${zone.name}: may not import ${refused}: ${zone.why} (architecture.md#layers-and-what-each-may-import).`,
        });
    };
    return {
      Program(node) {
        if (!zone && SOURCE_FILE.test(filename)) {
          context.report({ node, message: `Layer: ${file} is in no zone of eslint.layers.js; give its folder rules.` });
        }
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Flat-config entries: the rule on every file of the two sites. */
export function layerBoundaries() {
  return [
    {
      files: ['src/**', 'public-report/src/**', 'public-report/scripts/**', 'public-report/*.{js,mjs,ts}'],
      // Declaration files import nothing at run time.
      ignores: ['**/*.d.ts'],
      plugins: { layers: { rules: { zones: zonesRule } } },
      rules: { 'layers/zones': 'error' },
    },
  ];
}
