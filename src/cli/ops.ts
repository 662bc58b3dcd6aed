/**
 * Operator commands: npm run ops -- <command> [options]. Each validates its input, runs one
 * service (one transaction, audited as the operator) and says what it did.
 */
import { userInfo } from 'node:os';
import { config } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { applyMigrations } from '../lib/server/db/migrate';
import { holderOf } from '../lib/server/db/pglite-lock';
import { seed, isEmpty } from '../lib/server/db/seed';
import type { Command } from './command';
import { memberCommands } from './commands/member-commands';
import { systemCommands } from './commands/system-commands';
import { ledgerCommands } from './commands/ledger-commands';
import { auctionCommands } from './commands/auction-commands';
import { settlementCommands } from './commands/settlement-commands';

export const COMMANDS: Command[] = [
  ...memberCommands,
  ...systemCommands,
  ...ledgerCommands,
  ...settlementCommands,
  ...auctionCommands,
];

export function parseArgv(argv: string[]): { name?: string; args: string[]; options: Record<string, string> } {
  const [name, ...rest] = argv;
  const args: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!token.startsWith('--')) {
      args.push(token);
      continue;
    }
    const [key, inline] = token.slice(2).split(/=(.*)/s, 2);
    const next = rest[i + 1];
    if (inline !== undefined) options[key!] = inline;
    else if (next !== undefined && !next.startsWith('--')) options[key!] = (i++, next);
    else options[key!] = 'true';
  }
  return { name, args, options };
}

function help(): string {
  return [
    '使い方: npm run ops -- <コマンド> [オプション]',
    '',
    ...COMMANDS.map((c) => `  ${c.usage}\n      ${c.description}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { name, args, options } = parseArgv(argv);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(name && name !== 'help' ? `不明なコマンドです: ${name}\n\n${help()}` : help());
    return name && name !== 'help' ? 2 : 0;
  }
  const cfg = config();
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
      actor: { type: 'operator', name: `ops:${process.env.OPS_OPERATOR ?? userInfo().username}` },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
export { main };
