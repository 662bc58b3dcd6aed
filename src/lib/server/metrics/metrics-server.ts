import { createServer, type Server } from 'node:http';
import { metrics } from './registry';

export interface MetricsServerOptions {
  /** Off unless set (README, Configuration). */
  port: number | undefined;
  host: string;
}

/**
 * Prometheus's scrape address, GET /metrics, on a port of its own: the app's port is the one the
 * proxy exposes to the internet, this one is for the monitoring network only (by default it
 * listens on the loopback address). Nothing else is answered here. Resolves with the listening
 * server, or undefined when METRICS_PORT is unset.
 */
export async function startMetricsServer({ port, host }: MetricsServerOptions): Promise<Server | undefined> {
  if (port === undefined) return undefined;
  const { registry } = metrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The metrics port alone must not keep a stopping server alive.
  server.unref();
  return server;
}
