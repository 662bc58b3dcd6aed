import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { renderNginxConf } from '../../deploy/render-nginx-conf';

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

export interface NginxProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf.template rendered into `prefix` and run as a foreground process of the test
 * (`-g 'daemon off;'`): its own pid file, logs and temporary files, no system service involved.
 * Resolves once the TLS port answers.
 */
export async function startNginx(
  prefix: string,
  values: Record<string, string>,
  readyUrl: string,
): Promise<NginxProcess> {
  if (!NGINX) throw new Error('nginx not found: apt-get install nginx');
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const template = readFileSync(new URL('../../deploy/nginx.conf.template', import.meta.url), 'utf8');
  writeFileSync(conf, renderNginxConf(template, { NGINX_PREFIX: prefix, NGINX_USER_LINE: '', ...values }));
  // -e: errors before the configuration is read go there too, not to /var/log/nginx.
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errorLog = () => readFileSync(path.join(prefix, 'error.log'), 'utf8').slice(-4000);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${printed}\n${errorLog()}`);
    if (await answers(readyUrl)) break;
    if (i > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer ${readyUrl}:\n${printed}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    output: () => printed,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}
