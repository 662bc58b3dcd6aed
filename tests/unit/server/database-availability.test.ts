import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogSink } from '../../../src/lib/server/logger';
import { resetConfigForTests } from '../../../src/lib/server/config';
import { noteDatabaseFailure, noteDatabaseReachable } from '../../../src/lib/server/db/availability';

type Line = { level: number; msg: string; source?: string; failures?: number; err?: { code?: string } };

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('one place that tells when the database goes and comes back', () => {
  const raw: string[] = [];
  const lines = () => raw.splice(0).map((l) => JSON.parse(l) as Line);
  beforeAll(() => {
    process.env.LOG_LEVEL = 'info';
    resetConfigForTests();
    setLogSink({ write: (l) => raw.push(l) });
  });
  afterAll(() => setLogSink(undefined));

  it('logs the first failure of an outage as a warning and its end once, with the count', () => {
    expect(noteDatabaseFailure(refused(), 'pool')).toBe(true);
    for (let i = 0; i < 50; i++) expect(noteDatabaseFailure(refused(), 'GET /api/v1/bids')).toBe(true);
    // A job queue's error event: the driver's error copied into a plain object.
    expect(noteDatabaseFailure({ ...refused(), message: 'connect ECONNREFUSED', queue: 'q' }, 'clearing queue')).toBe(
      true,
    );
    noteDatabaseReachable('pool');
    noteDatabaseReachable('readiness');
    const logged = lines();
    expect(logged.map((l) => [l.level, l.msg])).toEqual([
      [40, 'database unavailable'],
      [30, 'database available again'],
    ]);
    expect(logged[0]).toMatchObject({ source: 'pool', err: { code: 'ECONNREFUSED' } });
    expect(logged[1]).toMatchObject({ source: 'pool', failures: 52 });
  });

  it('leaves any other error to its caller and says nothing while the database is there', () => {
    expect(noteDatabaseFailure(new Error('relation "x" does not exist'), 'GET /x')).toBe(false);
    expect(noteDatabaseFailure({ message: 'job failed' }, 'clearing queue')).toBe(false);
    noteDatabaseReachable('pool');
    expect(lines()).toEqual([]);
  });

  it('tells a second outage again', () => {
    noteDatabaseFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }), 'pool');
    noteDatabaseReachable('listen');
    expect(lines().map((l) => l.msg)).toEqual(['database unavailable', 'database available again']);
  });
});
