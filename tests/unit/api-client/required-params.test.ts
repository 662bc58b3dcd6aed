import { describe, expect, it } from 'vitest';
import * as api from '@/lib/api-client';
import { RequiredError } from '@/lib/api-client';
import { useClientHarness } from './support/client-harness';

const h = useClientHarness();
const page = { offset: 0, limit: 10, count: true };

/** Each case: the call with one required parameter left out, and the parameter it must name. */
const cases: [string, string, () => Promise<unknown>][] = [
  ['getAccountBalances', 'fiscalYear', () => api.getAccountBalances({ productCd: 1, ...page } as never)],
  ['getAccountBalances', 'productCd', () => api.getAccountBalances({ fiscalYear: 2024, ...page } as never)],
  [
    'getAccountBalances',
    'offset',
    () => api.getAccountBalances({ fiscalYear: 2024, productCd: 1, limit: 10, count: true } as never),
  ],
  [
    'getAccountBalances',
    'limit',
    () => api.getAccountBalances({ fiscalYear: 2024, productCd: 1, offset: 0, count: true } as never),
  ],
  [
    'getAccountBalances',
    'count',
    () => api.getAccountBalances({ fiscalYear: 2024, productCd: 1, offset: 0, limit: 10 } as never),
  ],
  ['getAccountBalancesCsv', 'fiscalYear', () => api.getAccountBalancesCsv({ productCd: 1 } as never)],
  [
    'getAccountBalancesCsv',
    'productCd',
    () => api.getAccountBalancesCsv({ fiscalYear: 2024, productCd: null } as never),
  ],
  ['getAccountHistories', 'fiscalYear', () => api.getAccountHistories({ productCd: 1, ...page } as never)],
  [
    'getAccountHistories',
    'count',
    () => api.getAccountHistories({ fiscalYear: 2024, productCd: 1, offset: 0, limit: 10 } as never),
  ],
  ['getAccountHistoriesCsv', 'fiscalYear', () => api.getAccountHistoriesCsv({ productCd: 1 } as never)],
  ['getAccountHistoriesCsv', 'productCd', () => api.getAccountHistoriesCsv({ fiscalYear: 2024 } as never)],
  ['getBids', 'productCd', () => api.getBids({ ...page } as never)],
  ['getBids', 'limit', () => api.getBids({ productCd: 1, offset: 0, count: true } as never)],
  ['deleteBid', 'productCd', () => api.deleteBid({ bidNo: 5 } as never)],
  ['getBidResults', 'fiscalYear', () => api.getBidResults({ productCd: 1, ...page } as never)],
  [
    'getBidResults',
    'offset',
    () => api.getBidResults({ fiscalYear: 2024, productCd: 1, limit: 10, count: true } as never),
  ],
  [
    'getNfcs',
    'dateFrom',
    () => api.getNfcs({ fiscalYear: 2024, productCd: 1, dateTo: '2024-05-01', ...page } as never),
  ],
  [
    'getNfcs',
    'dateTo',
    () => api.getNfcs({ fiscalYear: 2024, productCd: 1, dateFrom: '2024-04-01', ...page } as never),
  ],
  ['getNfcPdf', 'fiscalYear', () => api.getNfcPdf(undefined as never, 'N-1')],
  ['getNfcPdf', 'nfCertificateNo', () => api.getNfcPdf(2024, null as never)],
  ['getSettlements', 'fromDate', () => api.getSettlements({ toDate: '2024-05-01', ...page } as never)],
  ['getSettlements', 'count', () => api.getSettlements({ fromDate: '2024-04-01', offset: 0, limit: 10 } as never)],
  ['getSettlementPdf', 'statementNo', () => api.getSettlementPdf(undefined as never)],
  ['getCertificate', 'hash', () => api.getCertificate({ passCd: 'p' } as never)],
  ['getCertificate', 'passCd', () => api.getCertificate({ hash: 'h' } as never)],
  ['getCertificateDetails', 'hash', () => api.getCertificateDetails({ passCd: 'p', ...page } as never)],
  [
    'getCertificateDetails',
    'count',
    () => api.getCertificateDetails({ hash: 'h', passCd: 'p', offset: 0, limit: 10 } as never),
  ],
  ['getOrganizationName', 'memberNumber', () => api.getOrganizationName(undefined as never)],
  ['login', 'authLoginRequest', () => api.login(undefined as never)],
  ['updatePassword', 'passwordUpdateRequest', () => api.updatePassword(null as never)],
  ['updateOrganization', 'organizationInfoUpdateRequest', () => api.updateOrganization(undefined as never)],
  ['negotiateAccountBalance', 'accountBalanceNegotiateRequest', () => api.negotiateAccountBalance(undefined as never)],
  ['postBidBuy', 'bidBuyRequest', () => api.postBidBuy(undefined as never)],
  ['postBidNonFitSell', 'bidNonFITSellRequest', () => api.postBidNonFitSell(undefined as never)],
  ['publishNfc', 'nfcPublishRequest', () => api.publishNfc(undefined as never)],
];

describe('required call parameters (spec §5)', () => {
  it.each(cases)('%s without %s throws before any request', (operation, field, call) => {
    let thrown: unknown;
    try {
      // Thrown synchronously: the check runs before the request is even built.
      void call();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RequiredError);
    expect((thrown as Error).message).toBe(
      `Required parameter ${field} was null or undefined when calling ${operation}.`,
    );
    expect(h.server.requests).toHaveLength(0);
  });

  it('accepts false and 0 as given values, and bidNo as optional', async () => {
    await api.getBids({ productCd: 1, offset: 0, limit: 0, count: false });
    await api.deleteBid({ productCd: 2 });
    expect(h.server.requests.map((r) => r.url)).toEqual([
      '/api/v1/bids?productCd=1&offset=0&limit=0&count=false',
      '/api/v1/bids?productCd=2',
    ]);
  });
});
