import { describe, expect, it } from 'vitest';
import { misspeltVariableWarnings } from '@/lib/server/config';
import { editDistance } from '@/lib/server/config-typos';

/** An ordinary shell environment: none of these may be reported. */
const SHELL_ENV = {
  HOME: '/root',
  HOSTNAME: 'box',
  PATH: '/usr/bin',
  PWD: '/work',
  OLDPWD: '/',
  SHELL: '/bin/bash',
  SHLVL: '1',
  TERM: 'xterm',
  LANG: 'C.UTF-8',
  USER: 'root',
  LOGNAME: 'root',
  NODE_OPTIONS: '--enable-source-maps',
  NODE_PATH: '/usr/lib/node',
  PGUSER: 'postgres',
  PGHOST: 'localhost',
  DEBIAN_FRONTEND: 'noninteractive',
};

describe('misspelt environment variables', () => {
  it('names the variable it probably meant', () => {
    expect(misspeltVariableWarnings({ ...SHELL_ENV, DATABSE_URL: 'postgres://x' })).toEqual([
      '環境変数 DATABSE_URL は使われません。DATABASE_URL の誤りではありませんか？',
    ]);
  });

  it('catches swapped letters, a letter too many, lower case and anagrams', () => {
    const warnings = misspeltVariableWarnings({
      LOG_LEVLE: 'debug',
      SESSION_IDLE_MINUTE: '10',
      cookie_secure: 'true',
      PROT: '8080',
    });
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toContain('LOG_LEVEL の誤り');
    expect(warnings.join('\n')).toContain('SESSION_IDLE_MINUTES の誤り');
    expect(warnings.join('\n')).toContain('COOKIE_SECURE の誤り');
    expect(warnings.join('\n')).toContain('PORT の誤り');
  });

  it('stays quiet for our own names and an ordinary shell', () => {
    expect(
      misspeltVariableWarnings({ ...SHELL_ENV, DATABASE_URL: 'postgres://x', PORT: '80', TEST_DATABASE_URL: 'x' }),
    ).toEqual([]);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('DATABSAE_URL', 'DATABASE_URL')).toBe(1);
    expect(editDistance('HOST', 'HOME')).toBe(2);
  });
});
