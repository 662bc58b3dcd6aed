import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/lib/server/config';
import { TEST_MARKET_OPERATOR } from '../setup/market-operator';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/nfc';

describe('SEED_DEMO default', () => {
  it('seeds demo data into the embedded database unless told not to', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('seeds no demo data into PostgreSQL unless asked, in production or not', () => {
    expect(loadConfig({ ...TEST_MARKET_OPERATOR, DATABASE_URL: POSTGRES }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...TEST_MARKET_OPERATOR, DATABASE_URL: POSTGRES, NODE_ENV: 'production' }).SEED_DEMO).toBe(
      false,
    );
    expect(loadConfig({ ...TEST_MARKET_OPERATOR, DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('PUBLIC_REPORT_SERVE default', () => {
  it('serves the public tracking site beside the app with the demo data, and not in a deployment', () => {
    expect(loadConfig({}).PUBLIC_REPORT_SERVE).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).PUBLIC_REPORT_SERVE).toBe(false);
    expect(loadConfig({ PUBLIC_REPORT_SERVE: 'false' }).PUBLIC_REPORT_SERVE).toBe(false);
    expect(loadConfig({ ...TEST_MARKET_OPERATOR, DATABASE_URL: POSTGRES }).PUBLIC_REPORT_SERVE).toBe(false);
    expect(loadConfig({ ...TEST_MARKET_OPERATOR, DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).PUBLIC_REPORT_SERVE).toBe(
      true,
    );
  });
});
