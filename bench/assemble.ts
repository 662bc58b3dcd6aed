import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const ORDER = [
  'foundation',
  'request-path',
  'request-floor',
  'login-first-rows',
  'clearing-engine',
  'accounts',
  'account-csv',
  'certificate-pdf',
  'bid-entry',
  'sell-lines',
  'fit-clearing',
  'lots-ten-years',
  'expire-year',
  'backup-restore',
  'settlements',
  'public-report',
  'public-lookup',
  'audit-log',
  'console-uploads',
  'upload-stall',
  'lighthouse-a11y',
  'js-budget',
  'compression',
];

/**
 * docs/benchmarks.md = a short preface + every bench/results/*.md, in issue order, each followed by
 * its reading, bench/readings/<same name>.md when there is one: what the figures mean, written by
 * hand after a run, so that the next run of the bench (which rewrites its results file) keeps it.
 */
export function assembleBenchmarks(): void {
  const names = new Set(['bench/results', 'bench/readings'].filter(existsSync).flatMap(markdownIn));
  const files = [...names];
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const preface = `# Benchmarks

Figures recorded by \`npm run bench\` (each section by its own script in \`bench/\`). Every section
states its data size, the machine it ran on, and a reference measured in the same run; compare the
ratios rather than the absolute times, since the machines are shared and noisy. Benchmarks never
run as timed assertions in the test suites.
`;
  const sections = files.map((f) =>
    [`bench/results/${f}`, `bench/readings/${f}`].filter(existsSync).map(read).join('\n\n'),
  );
  writeFileSync('docs/benchmarks.md', [preface, ...sections].join('\n\n') + '\n');
}

const markdownIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.md'));
const read = (path: string) => readFileSync(path, 'utf8').trim();

function rank(file: string): number {
  const i = ORDER.indexOf(file.replace(/\.md$/, ''));
  return i === -1 ? ORDER.length : i;
}

if (import.meta.url === `file://${process.argv[1]}` && existsSync('bench/results')) assembleBenchmarks();
