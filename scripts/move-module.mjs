#!/usr/bin/env node
/**
 * Moves source files or folders (git mv) and rewrites every import of them, and every relative
 * import inside them, so that each specifier still names the same module. Keeps each specifier's
 * style: relative stays relative, '@/…' stays '@/…', an extension stays, a folder import stays a
 * folder import. Run from the repository root:
 *   node scripts/move-module.mjs <from> <to> [<from> <to>…]
 * A move is a commit of its own: rerunning this command after other work merged redoes it exactly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.astro'];
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(['"])([^'"\n]+)\2/g;

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: node scripts/move-module.mjs <from> <to> [<from> <to>…]');
  process.exit(2);
}
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

/** old repo-relative path → new one, for every moved file and folder. */
const moved = new Map();
for (let i = 0; i < args.length; i += 2) {
  const from = path.normalize(args[i]).replace(/\/$/, '');
  const to = path.normalize(args[i + 1]).replace(/\/$/, '');
  if (!existsSync(from)) throw new Error(`${from} does not exist`);
  if (statSync(from).isDirectory()) {
    moved.set(from, to);
    for (const f of tracked.filter((t) => t.startsWith(`${from}/`))) moved.set(f, to + f.slice(from.length));
  } else moved.set(from, to);
}
const newPathOf = (p) => moved.get(p) ?? p;

/** The module a specifier names, as a repo-relative path (a file with its extension, or a folder). */
function resolveTarget(importer, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join('src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.join(path.dirname(importer), spec);
  else return undefined;
  base = path.normalize(base);
  // Nothing has moved yet while imports are rewritten: every old path still exists.
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  if (existsSync(base) && statSync(base).isDirectory()) return base;
  return undefined;
}

function rewrite(importer, spec) {
  const target = resolveTarget(importer, spec);
  if (target === undefined) return spec;
  const newImporter = newPathOf(importer);
  const newTarget = newPathOf(target);
  if (newImporter === importer && newTarget === target) return spec;
  // The specifier named the target without its extension when the target has one the spec lacks.
  const droppedExtension = path.extname(target) !== '' && !spec.endsWith(path.extname(target));
  const shown = droppedExtension ? newTarget.slice(0, -path.extname(newTarget).length) : newTarget;
  if (spec.startsWith('@/')) return `@/${path.relative('src', shown)}`;
  const relative = path.relative(path.dirname(newImporter), shown);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const contents = new Map();
for (const file of tracked.filter((f) => SOURCE.test(f) && !f.startsWith('node_modules/'))) {
  if (!existsSync(file)) continue;
  const before = readFileSync(file, 'utf8');
  const after = before.replace(SPECIFIER, (all, lead, quote, spec) => `${lead}${quote}${rewrite(file, spec)}${quote}`);
  if (after !== before) contents.set(file, after);
}
for (let i = 0; i < args.length; i += 2) {
  const to = path.normalize(args[i + 1]);
  execFileSync('mkdir', ['-p', path.dirname(to)]);
  execFileSync('git', ['mv', path.normalize(args[i]), to]);
}
for (const [file, text] of contents) writeFileSync(newPathOf(file), text);
console.log(`moved ${args.length / 2}; rewrote imports in ${contents.size} files`);
