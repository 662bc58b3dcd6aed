import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import buildApp from '../setup/build-app';
import { freePort, spawnServer, type ServerProcess } from '../setup/server-process';
import { NGINX, startNginx, type NginxProcess } from './nginx-process';
import type { DeployE2e } from './deploy-env';
import { TEST_MARKET_OPERATOR } from '../setup/market-operator';

/**
 * The production recipe of the README's "Production" section, on this machine: a fresh PostgreSQL
 * database, two app servers (`npm run serve`'s command, TRUST_PROXY=true, Secure cookies, a shared
 * MFA_KEY, metrics on a port of their own), the first operator made with `npm run ops --
 * create-operator`, the public tracking site built with `npm run report:build`, and nginx from
 * deploy/nginx.conf.template terminating TLS with a self-signed certificate made here by openssl.
 * Every port is a free one; everything lives under one directory in /tmp.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  const missing = [
    process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL (PostgreSQL)',
    NGINX ? undefined : 'nginx',
    existsSync('/usr/bin/openssl') ? undefined : 'openssl',
    existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? undefined : 'chromium',
  ].filter(Boolean);
  if (missing.length > 0) {
    const reason = `the deployment test needs ${missing.join(', ')}`;
    if (process.env.REQUIRE_BROWSER === '1' || process.env.REQUIRE_POSTGRES === '1') throw new Error(reason);
    process.env.DEPLOY_E2E_SKIP = reason;
    return;
  }
  buildApp();
  const prefix = mkdtempSync('/tmp/deploy-e2e-');
  // Started as root (CI), nginx's workers run as nobody: they must be able to read the site's files.
  chmodSync(prefix, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(prefix, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: unknown) => console.error(e));
  };
  try {
    const [appPort, reportPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    const appOrigin = `https://127.0.0.1:${appPort}`;
    const reportOrigin = `https://127.0.0.1:${reportPort}`;

    // A self-signed certificate for the address the browser uses (ignoreHTTPSErrors in the specs).
    const certificate = path.join(prefix, 'tls.crt');
    const key = path.join(prefix, 'tls.key');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
      '-keyout', key, '-out', certificate,
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ], { stdio: 'ignore' }); // prettier-ignore

    const databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(() => dropDatabase(process.env.TEST_DATABASE_URL!, databaseUrl));
    const shared = {
      ...TEST_MARKET_OPERATOR,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      COOKIE_SECURE: 'true',
      MFA_KEY: randomBytes(32).toString('base64'),
      PUBLIC_REPORT_ORIGINS: reportOrigin,
      PUBLIC_REPORT_BASE_URL: reportOrigin,
    };
    // The first server migrates and loads the demo data into the empty database; the second
    // starts on the database as it is, as a second host would.
    const servers: { server: ServerProcess; metricsUrl: string }[] = [];
    for (const seedDemo of ['true', 'false']) {
      const metricsPort = await freePort();
      const server = await spawnServer(
        { ...shared, SEED_DEMO: seedDemo, METRICS_PORT: String(metricsPort) },
        { readyWithinMs: 180_000 },
      );
      cleanups.push(() => server.stop());
      servers.push({ server, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` });
    }

    // The first operator, as the README's console section makes it.
    const created = execFileSync(
      'npm',
      ['run', '--silent', 'ops', '--', 'create-operator', '--login-id', 'deploy-ops', '--name', '運用担当'],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...shared, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    const temporaryPassword = /仮パスワード: (\S+?)（/.exec(created)?.[1];
    if (!temporaryPassword) throw new Error(`create-operator printed no temporary password:\n${created}`);

    const reportRoot = path.join(prefix, 'public-report');
    execFileSync('npm', ['run', '--silent', 'report:build'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PUBLIC_API_BASE_URL: appOrigin,
        REPORT_OUT_DIR: reportRoot,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });

    const nginx: NginxProcess = await startNginx(
      path.join(prefix, 'nginx'),
      {
        APP_UPSTREAMS: servers.map((s) => `server 127.0.0.1:${s.server.port};`).join(' '),
        APP_SERVER_NAME: '127.0.0.1',
        APP_HTTPS_PORT: String(appPort),
        HTTP_PORT: String(httpPort),
        REPORT_SERVER_NAME: 'localhost',
        REPORT_HTTPS_PORT: String(reportPort),
        REPORT_ROOT: reportRoot,
        TLS_CERTIFICATE: certificate,
        TLS_CERTIFICATE_KEY: key,
      },
      `${appOrigin}/healthz`,
    );
    cleanups.push(() => nginx.stop());

    const env: DeployE2e = {
      appOrigin,
      reportOrigin,
      httpPort,
      servers: servers.map((s) => ({ baseUrl: s.server.baseUrl, metricsUrl: s.metricsUrl })),
      databaseUrl,
      operator: { loginId: 'deploy-ops', temporaryPassword },
      certificate: await firstCertificate(databaseUrl),
    };
    process.env.DEPLOY_E2E = JSON.stringify(env);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `deploy_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** One of the demo data's issued certificates: the public lookup's link. */
async function firstCertificate(databaseUrl: string): Promise<DeployE2e['certificate']> {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      'select hash, pass_cd as "passCd", certificate_no as "certificateNo" from certificates order by id limit 1',
    );
    if (!rows[0]) throw new Error('the demo data has no issued certificate');
    return rows[0] as DeployE2e['certificate'];
  });
}
