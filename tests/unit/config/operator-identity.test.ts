import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_MARKET_OPERATOR, loadConfig } from '../../../src/lib/server/config';
import { isValidInvoiceRegistrationNumber } from '../../../src/lib/domain/corporate-number';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/nfc';
// 国税庁's published corporate number, as a registration number.
const VALID = 'T7000012050002';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('the market operator on settlement statements', () => {
  it('the embedded demo starts with no variable and prints the demo issuer', () => {
    const cfg = loadConfig({});
    expect(cfg.MARKET_OPERATOR_NAME).toBe(DEMO_MARKET_OPERATOR.MARKET_OPERATOR_NAME);
    expect(cfg.MARKET_OPERATOR_INVOICE_NO).toBe(DEMO_MARKET_OPERATOR.MARKET_OPERATOR_INVOICE_NO);
    expect(isValidInvoiceRegistrationNumber(cfg.MARKET_OPERATOR_INVOICE_NO)).toBe(true);
  });

  it('on PostgreSQL refuses to start without the name and the registration number, in Japanese', () => {
    const message = refusal({ DATABASE_URL: POSTGRES });
    expect(message).toContain('起動できません');
    expect(message).toContain('MARKET_OPERATOR_NAME: PostgreSQL（DATABASE_URL）で運用するときは必須です');
    expect(message).toContain('MARKET_OPERATOR_INVOICE_NO: PostgreSQL（DATABASE_URL）で運用するときは必須です');
    expect(refusal({ DATABASE_URL: POSTGRES, MARKET_OPERATOR_NAME: '市場運営者' })).not.toContain(
      'MARKET_OPERATOR_NAME',
    );
  });

  it('takes a blank value as unset (VAR= in an env file)', () => {
    const message = refusal({ DATABASE_URL: POSTGRES, MARKET_OPERATOR_NAME: ' ', MARKET_OPERATOR_INVOICE_NO: '' });
    expect(message).toContain('MARKET_OPERATOR_NAME:');
    expect(message).toContain('MARKET_OPERATOR_INVOICE_NO:');
  });

  it('on PostgreSQL uses the operator it is given', () => {
    const cfg = loadConfig({
      DATABASE_URL: POSTGRES,
      MARKET_OPERATOR_NAME: '市場運営者',
      MARKET_OPERATOR_INVOICE_NO: VALID,
    });
    expect(cfg.MARKET_OPERATOR_NAME).toBe('市場運営者');
    expect(cfg.MARKET_OPERATOR_INVOICE_NO).toBe(VALID);
  });

  it.each(['T8000012050002', '7000012050002', 'T700001205000', 't7000012050002', 'T 7000012050002'])(
    'refuses the registration number %j (format or check digit), on either database',
    (number) => {
      for (const database of [{}, { DATABASE_URL: POSTGRES, MARKET_OPERATOR_NAME: '市場運営者' }]) {
        expect(refusal({ ...database, MARKET_OPERATOR_INVOICE_NO: number })).toContain(
          'MARKET_OPERATOR_INVOICE_NO: 適格請求書発行事業者の登録番号は T と13桁の数字（法人番号の検査用数字を含む）で指定してください',
        );
      }
    },
  );
});
