import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Command } from './command';

export interface ParsedCommandLine {
  args: string[];
  options: Record<string, string>;
  help: boolean;
}

/**
 * The --options a command takes, read from its usage line (the one place they are written), so
 * help text and parser cannot disagree. Every option carries a value (`--fit true`).
 */
function optionNamesOf(command: Pick<Command, 'usage'>): string[] {
  return [...new Set([...command.usage.matchAll(/--([a-z][a-z0-9-]*)/g)].map((m) => m[1]!))];
}

/** A command's arguments with node:util parseArgs: unknown options and missing values are refused. */
export function parseCommandLine(command: Pick<Command, 'usage'>, argv: string[]): ParsedCommandLine {
  const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
  for (const name of optionNamesOf(command)) options[name] = { type: 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CommandLineError(describeParseError(error));
  }
  const { help, ...values } = parsed.values as Record<string, string | boolean | undefined>;
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string') strings[k] = v;
  return { args: parsed.positionals, options: strings, help: help === true };
}

export function commandHelp(command: Pick<Command, 'usage' | 'description'>): string {
  return [`使い方: npm run ops -- ${command.usage}`, '', `  ${command.description}`].join('\n');
}

export class CommandLineError extends Error {}

function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `不明なオプションです: ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} に値を指定してください。`;
  return message;
}
