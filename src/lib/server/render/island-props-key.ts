/**
 * An exact text for an island's props, or undefined when they hold anything but plain data (a
 * function, a class instance, a React element, a symbol key, a cycle): two props objects get the
 * same text only when a component could not tell them apart. Every string is written with its
 * length, so no content can be mistaken for structure, and undefined, NaN, -0 and Infinity each have
 * their own mark (JSON would drop or merge them).
 *
 * A frozen object can never change, so a frozen subtree (all of it frozen) is written as a number
 * of its own, given the first time it is met: the code master the account pages pass, the same
 * object for a minute, costs one lookup instead of a walk of every prefecture, and the key stays
 * short. An equal copy gets another number; that only costs a render, never a wrong answer.
 */
const frozenIds = new WeakMap<object, number>();
let lastFrozenId = 0;

class NotPlain extends Error {}

interface Walk {
  text: string;
  /** Every object met so far was frozen (reset for each subtree that is kept on its own). */
  frozen: boolean;
  depth: number;
}

const MAX_DEPTH = 64;

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(value).length === 0;
}

function writeValue(walk: Walk, value: unknown): void {
  switch (typeof value) {
    case 'string':
      walk.text += `s${value.length}:${value}`;
      return;
    case 'number':
      walk.text += Object.is(value, -0) ? 'd-0;' : `d${value};`;
      return;
    case 'boolean':
      walk.text += value ? 't' : 'f';
      return;
    case 'undefined':
      walk.text += 'u';
      return;
    case 'object':
      if (value === null) walk.text += 'n';
      else writeObject(walk, value);
      return;
    default:
      throw new NotPlain();
  }
}

/** `root`: the props object itself is written out (React freezes it in development; a new one each render). */
function writeObject(walk: Walk, value: object, root = false): void {
  const id = root ? undefined : frozenIds.get(value);
  if (id !== undefined) {
    walk.text += `#${id};`;
    return;
  }
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) throw new NotPlain();
  if (walk.depth >= MAX_DEPTH) throw new NotPlain();
  const outer = { text: walk.text, frozen: walk.frozen };
  walk.text = '';
  walk.frozen = Object.isFrozen(value);
  walk.depth++;
  if (isArray) {
    const items = value as unknown[];
    walk.text += `[${items.length}:`;
    // A hole is not undefined to a component (map skips it).
    for (let i = 0; i < items.length; i++) {
      if (i in items) writeValue(walk, items[i]);
      else walk.text += 'h';
    }
  } else {
    const keys = Object.keys(value);
    walk.text += `{${keys.length}:`;
    for (const key of keys) {
      walk.text += `${key.length}:${key}`;
      writeValue(walk, (value as Record<string, unknown>)[key]);
    }
  }
  walk.depth--;
  if (walk.frozen && !root) {
    const id = ++lastFrozenId;
    frozenIds.set(value, id);
    walk.text = `#${id};`;
  }
  walk.text = outer.text + walk.text;
  walk.frozen = outer.frozen && walk.frozen;
}

export function islandPropsKey(props: Record<string, unknown>): string | undefined {
  const walk: Walk = { text: '', frozen: true, depth: 0 };
  try {
    writeObject(walk, props, true);
    return walk.text;
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
}
