import type { Db } from '../lib/server/db';
import type { Actor } from '../lib/server/services/audit/record-audit';

export interface CommandContext {
  db: Db;
  actor: Actor;
  /** Positional arguments after the command name. */
  args: string[];
  /** --name value options (flags without a value are "true"). */
  options: Record<string, string>;
  print: (line: string) => void;
}

export interface Command {
  name: string;
  usage: string;
  description: string;
  run(ctx: CommandContext): Promise<void>;
}

export function requireOption(options: Record<string, string>, name: string): string {
  const value = options[name];
  if (value === undefined || value === 'true') throw new Error(`--${name} を指定してください。`);
  return value;
}

export function booleanOption(options: Record<string, string>, name: string): boolean {
  const value = options[name] ?? 'false';
  if (value !== 'true' && value !== 'false') throw new Error(`--${name} には true か false を指定してください。`);
  return value === 'true';
}
