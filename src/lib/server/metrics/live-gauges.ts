import { Gauge, type Registry } from 'prom-client';
import { openedDatabase } from '../db';
import { liveUploadProgress } from '../services/uploads/upload-progress';

/**
 * Gauges read at scrape time from what the process holds now: the PostgreSQL pools' connections
 * and the uploads in progress. Nothing is recorded between scrapes.
 */
export function registerLiveGauges(registry: Registry): void {
  new Gauge({
    name: 'nfc_db_pool_connections',
    help: "PostgreSQL pool connections by pool (main: requests and jobs; export: CSV downloads; view: the members' balance and history pages) and state (in_use, idle, waiting: requests queued for a connection).",
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const database = await openedDatabase()?.catch(() => undefined);
      for (const [name, pool] of [
        ['main', database?.pool],
        ['export', database?.exportPool],
        ['view', database?.viewPool],
      ] as const) {
        if (!pool) continue;
        this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'nfc_uploads_in_progress',
    help: 'Console uploads this process is checking or importing now, by phase.',
    labelNames: ['phase'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of liveUploadProgress()) this.inc({ phase: p.phase });
    },
  });
  new Gauge({
    name: 'nfc_upload_rows',
    help: 'Rows of the uploads in progress, by phase and how far (done, total).',
    labelNames: ['phase', 'of'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of liveUploadProgress()) {
        this.inc({ phase: p.phase, of: 'done' }, p.done);
        this.inc({ phase: p.phase, of: 'total' }, p.total);
      }
    },
  });
}
