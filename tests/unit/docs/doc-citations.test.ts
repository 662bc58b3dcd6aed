import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every mention of docs/architecture.md or docs/domain.md in the code's folders names a heading
 * that exists, as `architecture.md#anchor` / `domain.md#anchor` (the form both files document at
 * their top). The anchor is the heading's text as GitHub makes it: lower case, punctuation
 * dropped, spaces as hyphens. A mention without an anchor, or with one no heading has, fails.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = { architecture: 'docs/architecture.md', domain: 'docs/domain.md' } as const;
type Doc = keyof typeof DOCS;
const SCANNED = ['src', 'tests', 'bench', 'scripts', 'public-report/src'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|astro|sh|css|scss|md)$/;
const THIS_FILE = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** The anchor GitHub gives a heading's text. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (fenced code left out), and those given twice. */
export function headingAnchors(markdown: string): { anchors: Set<string>; repeated: string[] } {
  const anchors = new Set<string>();
  const repeated: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = anchorOf(heading[1]!);
    if (anchors.has(anchor)) repeated.push(anchor);
    anchors.add(anchor);
  }
  return { anchors, repeated };
}

export interface Citation {
  doc: Doc;
  anchor: string | null;
  line: number;
}

/** Every mention of either file in a text, with the anchor that follows it, if any. */
export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((content, i) => {
    for (const m of content.matchAll(/\b(architecture|domain)\.md(?:#([\p{L}\p{N}_-]+))?/gu)) {
      found.push({ doc: m[1] as Doc, anchor: m[2] ?? null, line: i + 1 });
    }
  });
  return found;
}

/** What is wrong with a text's citations, one line each ("file:line: …"); empty when all are right. */
export function citationProblems(file: string, text: string, anchors: Record<Doc, Set<string>>): string[] {
  return citationsIn(text).flatMap(({ doc, anchor, line }) => {
    if (anchor === null) return [`${file}:${line}: ${doc}.md is cited without a heading (${doc}.md#anchor)`];
    if (!anchors[doc].has(anchor)) return [`${file}:${line}: ${doc}.md has no heading #${anchor}`];
    return [];
  });
}

function filesUnder(dir: string): string[] {
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  return entries.flatMap((e) => {
    const relative = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(relative);
    return TEXT_FILE.test(e.name) ? [relative] : [];
  });
}

function docAnchors(): Record<Doc, Set<string>> {
  return {
    architecture: headingAnchors(readFileSync(path.join(ROOT, DOCS.architecture), 'utf8')).anchors,
    domain: headingAnchors(readFileSync(path.join(ROOT, DOCS.domain), 'utf8')).anchors,
  };
}

describe('the citation checker', () => {
  const anchors = { architecture: new Set(['the-request-path']), domain: new Set(['holding-classes']) };

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Single-price clearing (non-FIT)')).toBe('single-price-clearing-non-fit');
    expect(anchorOf('A worked example: the member name lookup')).toBe('a-worked-example-the-member-name-lookup');
    expect(anchorOf('The `ops` CLI')).toBe('the-ops-cli');
  });

  it('reads headings outside code fences only, and reports one given twice', () => {
    const { anchors: found, repeated } = headingAnchors(
      '# Title\n## The ledger\n```md\n## Not a heading\n```\n## The ledger\n',
    );
    expect([...found]).toEqual(['title', 'the-ledger']);
    expect(repeated).toEqual(['the-ledger']);
  });

  it('passes citations of headings that exist', () => {
    const text = '/** Classes (domain.md#holding-classes). */\n// architecture.md#the-request-path: the chain';
    expect(citationProblems('a.ts', text, anchors)).toEqual([]);
  });

  it('catches a made-up citation to a heading that does not exist', () => {
    const text = 'const x = 1;\n// Rules of domain.md#no-such-heading apply here.\n';
    expect(citationProblems('a.ts', text, anchors)).toEqual(['a.ts:2: domain.md has no heading #no-such-heading']);
  });

  it('catches a citation without a heading, in any old form', () => {
    const text = '// domain.md §4\n/* see architecture.md */\n';
    expect(citationProblems('b.ts', text, anchors)).toEqual([
      'b.ts:1: domain.md is cited without a heading (domain.md#anchor)',
      'b.ts:2: architecture.md is cited without a heading (architecture.md#anchor)',
    ]);
  });
});

describe('the code cites headings of docs/architecture.md and docs/domain.md that exist', () => {
  it('each doc names every heading once', () => {
    for (const file of Object.values(DOCS)) {
      expect(headingAnchors(readFileSync(path.join(ROOT, file), 'utf8')).repeated, file).toEqual([]);
    }
  });

  it(`every mention in ${SCANNED.join(', ')} names a heading`, () => {
    const anchors = docAnchors();
    const files = SCANNED.flatMap(filesUnder).filter((f) => f !== THIS_FILE);
    const problems = files.flatMap((f) => citationProblems(f, readFileSync(path.join(ROOT, f), 'utf8'), anchors));
    expect(problems).toEqual([]);
  });

  // The docs name each other in prose too ("see domain.md"); only their anchored citations are held to a heading.
  it('the docs link each other by headings that exist', () => {
    const anchors = docAnchors();
    const broken = Object.values(DOCS).flatMap((f) =>
      citationsIn(readFileSync(path.join(ROOT, f), 'utf8'))
        .filter((c) => c.anchor !== null && !anchors[c.doc].has(c.anchor))
        .map((c) => `${f}:${c.line}: ${c.doc}.md has no heading #${c.anchor}`),
    );
    expect(broken).toEqual([]);
  });
});
