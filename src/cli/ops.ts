/**
 * Operator commands: npm run ops -- <command> [options]. Each validates its input, runs one
 * service (one transaction, audited as the operator) and says what it did.
 */
import { userInfo } from 'node:os';
import { config, ConfigError, misspeltVariableWarnings, type ServerConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { applyMigrations } from '../lib/server/db/migrate';
import { holderOf } from '../lib/server/db/pglite-lock';
import { setLogSink } from '../lib/server/logger';
import { seed, isEmpty } from '../lib/server/services/seed';
import type { Command } from './command';
import { CommandLineError, commandHelp, parseCommandLine } from './command-line';
import { memberCommands } from './commands/member-commands';
import { operatorCommands } from './commands/operator-commands';
import { systemCommands } from './commands/system-commands';
import { ledgerCommands } from './commands/ledger-commands';
import { auctionCommands } from './commands/auction-commands';
import { settlementCommands } from './commands/settlement-commands';
import { lotCommands } from './commands/lot-commands';
import { targetYearCommands } from './commands/target-year-commands';
import { expiryCommands } from './commands/expiry-commands';

export const COMMANDS: Command[] = [
  ...memberCommands,
  ...operatorCommands,
  ...systemCommands,
  ...ledgerCommands,
  ...lotCommands,
  ...expiryCommands,
  ...settlementCommands,
  ...targetYearCommands,
  ...auctionCommands,
];

function help(): string {
  return [
    '使い方: npm run ops -- <コマンド> [オプション]',
    '       npm run ops -- <コマンド> --help   （そのコマンドのオプション）',
    '',
    ...COMMANDS.map((c) => `  ${c.usage}\n      ${c.description}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' && rest[0]) return main([rest[0], '--help']);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    const unknown = name !== undefined && name !== 'help' && name !== '--help' && name !== '-h';
    console.error(unknown ? `不明なコマンドです: ${name}\n\n${help()}` : help());
    return unknown ? 2 : 0;
  }
  let parsed;
  try {
    parsed = parseCommandLine(command, rest);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`エラー: ${error.message}\n\n${commandHelp(command)}`);
    return 2;
  }
  // Help needs neither the environment nor the database.
  if (parsed.help) {
    console.log(commandHelp(command));
    return 0;
  }
  const { args, options } = parsed;
  for (const warning of misspeltVariableWarnings()) console.error(`警告: ${warning}`);
  // Business-event log lines go to stderr, so that stdout carries only the command's own answer.
  setLogSink(process.stderr);
  let cfg: ServerConfig;
  try {
    cfg = config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const holder = cfg.DATABASE_URL ? undefined : holderOf(cfg.PGLITE_DIR);
  if (holder) {
    console.error(
      `組み込みデータベース (${cfg.PGLITE_DIR}) はサーバー (pid ${holder}) が使用中です。サーバーを停止してから実行するか、DATABASE_URL で PostgreSQL を使用してください。`,
    );
    return 1;
  }
  const database = await openDatabase({ url: cfg.DATABASE_URL, pgliteDir: cfg.PGLITE_DIR });
  try {
    await applyMigrations(database);
    if (await isEmpty(database.db)) await seed(database.db, { demo: false });
    await command.run({
      db: database.db,
      actor: { type: 'operator', name: `ops:${cfg.OPS_OPERATOR ?? userInfo().username}` },
      args,
      options,
      print: (line) => console.log(line),
    });
    return 0;
  } catch (error) {
    console.error(`エラー: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

export { main };
