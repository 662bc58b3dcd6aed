/**
 * The layers of architecture.md and what each may not import, as lint rules: a change that crosses
 * a boundary fails `eslint .` (tests/unit/lint/layer-boundaries.test.ts proves each rule bites).
 */
const server = ['**/lib/server', '**/lib/server/**', '../server/**', '../../server/**'];
const islands = ['**/islands', '**/islands/**'];
const components = ['**/components/**'];
const schemas = ['**/schemas', '**/schemas/**'];
const apiClient = ['**/api-client', '**/api-client/**'];
const astro = ['astro', 'astro:*', 'astro/**', '@astrojs/**'];
const drizzle = ['drizzle-orm', 'drizzle-orm/**', 'drizzle-kit'];
const nodeIo = [
  'node:*',
  'fs',
  'fs/**',
  'path',
  'child_process',
  'net',
  'http',
  'https',
  'pg',
  'pg/**',
  '@electric-sql/**',
];

const LAYERS = [
  {
    name: 'domain',
    files: ['src/lib/domain/**'],
    forbidden: [...server, ...schemas, ...islands, ...apiClient, ...astro, ...drizzle, ...nodeIo],
    why: 'the domain core is pure: no server, schemas, Astro, Drizzle or I/O',
  },
  {
    name: 'schemas',
    files: ['src/lib/schemas/**'],
    forbidden: [...server, ...islands, ...apiClient, ...astro, ...drizzle],
    why: 'the API contract imports only the domain and zod',
  },
  {
    name: 'api-client',
    files: ['src/lib/api-client/**'],
    forbidden: [...islands, ...server, ...astro, ...drizzle],
    why: 'the API client knows no screen: UI reactions are passed in (ClientReactions)',
  },
  {
    name: 'server',
    files: ['src/lib/server/**'],
    forbidden: [...islands, ...components, ...apiClient],
    why: 'server code renders no island and calls no browser client',
  },
  {
    name: 'islands',
    files: ['src/islands/**'],
    forbidden: [...server, ...drizzle, 'pg', '@electric-sql/**'],
    why: 'islands reach the server through the API client only',
  },
];

export function layerBoundaries() {
  return LAYERS.map((layer) => ({
    files: layer.files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: layer.forbidden, message: `Layer ${layer.name}: ${layer.why} (architecture.md).` }] },
      ],
    },
  }));
}
