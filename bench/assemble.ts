import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const ORDER = [
  'foundation',
  'request-path',
  'request-floor',
  'clearing-engine',
  'accounts',
  'account-csv',
  'certificate-pdf',
  'bid-entry',
  'fit-clearing',
  'lots-ten-years',
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

/** docs/benchmarks.md = a short preface + every bench/results/*.md, in issue order. */
export function assembleBenchmarks(): void {
  const files = readdirSync('bench/results').filter((f) => f.endsWith('.md'));
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const preface = `# Benchmarks

Figures recorded by \`npm run bench\` (each section by its own script in \`bench/\`). Every section
states its data size, the machine it ran on, and a reference measured in the same run; compare the
ratios rather than the absolute times, since the machines are shared and noisy. Benchmarks never
run as timed assertions in the test suites.
`;
  const sections = files.map((f) => readFileSync(`bench/results/${f}`, 'utf8').trim());
  writeFileSync('docs/benchmarks.md', [preface, ...sections].join('\n\n') + '\n');
}

function rank(file: string): number {
  const i = ORDER.indexOf(file.replace(/\.md$/, ''));
  return i === -1 ? ORDER.length : i;
}

if (import.meta.url === `file://${process.argv[1]}` && existsSync('bench/results')) assembleBenchmarks();
