/** What the deployment's global setup hands the specs (through process.env, as Playwright passes it on). */
export interface DeployE2e {
  /** https://127.0.0.1:<port>: the members' site and the console, through nginx. */
  appOrigin: string;
  /** https://127.0.0.1:<port>: the public tracking site, static files served by nginx. */
  reportOrigin: string;
  /** The port nginx answers plain http on (a redirect to https). */
  httpPort: number;
  /** The two app servers' own addresses (plain http, behind nginx) and their metrics endpoints. */
  servers: { baseUrl: string; metricsUrl: string }[];
  databaseUrl: string;
  operator: { loginId: string; temporaryPassword: string };
  certificate: { hash: string; passCd: string; certificateNo: string };
}

export function deployEnv(): DeployE2e | undefined {
  const raw = process.env.DEPLOY_E2E;
  return raw ? (JSON.parse(raw) as DeployE2e) : undefined;
}

/** Why the deployment test cannot run here, or undefined when it can (set by the global setup). */
export function deploySkipReason(): string | undefined {
  return process.env.DEPLOY_E2E_SKIP;
}
