import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'ops-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The operator CLI as an operator runs it (the built launcher `npm run ops` calls; the build is
 * made by the suite's global setup), on an embedded database under a throwaway directory.
 */
function ops(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['dist/server/ops.mjs', ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ops command line', () => {
  it('prints a command’s options for --help without touching the database', () => {
    const dir = path.join(root, 'help-db');
    const purge = ops(['purge', '--help'], { PGLITE_DIR: dir });
    expect(purge.status).toBe(0);
    expect(purge.stdout).toContain('使い方: npm run ops -- purge');
    const create = ops(['create-member', '--help'], { PGLITE_DIR: dir });
    expect(create.status).toBe(0);
    expect(create.stdout).toContain('--member-number');
    expect(create.stdout).toContain('取引会員を登録します。');
    expect(ops(['help', 'clear'], { PGLITE_DIR: dir }).stdout).toContain('--market-no');
    const operator = ops(['create-operator', '--help'], { PGLITE_DIR: dir });
    expect(operator.status).toBe(0);
    expect(operator.stdout).toContain('使い方: npm run ops -- create-operator --login-id id --name 表示名');
    expect(operator.stdout).toContain('運用管理コンソールのオペレーター');
    for (const name of ['reset-operator-password', 'lock-operator', 'unlock-operator', 'reset-operator-mfa']) {
      expect(ops([name, '--help'], { PGLITE_DIR: dir }).stdout).toContain(`${name} --login-id id`);
    }
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses an unknown option or a missing value before opening the database', () => {
    const dir = path.join(root, 'refused-db');
    const unknown = ops(['close', '--market-n0', '202632'], { PGLITE_DIR: dir });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('不明なオプションです: --market-n0');
    const missing = ops(['close', '--market-no'], { PGLITE_DIR: dir });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--market-no に値を指定してください。');
    expect(existsSync(dir)).toBe(false);
  });

  it('purges, and warns first about a variable that looks like a misspelt one of ours', () => {
    const run = ops(['purge'], { PGLITE_DIR: path.join(root, 'purge-db'), DATABSE_URL: 'postgres://nowhere/db' });
    expect(run.stderr).toContain('環境変数 DATABSE_URL は使われません。DATABASE_URL の誤りではありませんか？');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('削除しました: セッション 0 件、Idempotency-Key 0 件、試行回数制限 0 件');
  });

  it('on PostgreSQL refuses to run without the market operator, before connecting', () => {
    const run = ops(['status'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lint_never_opened' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('MARKET_OPERATOR_INVOICE_NO: PostgreSQL（DATABASE_URL）で運用するときは必須です');
    expect(run.stderr).not.toContain('at loadConfig');
  });
});
