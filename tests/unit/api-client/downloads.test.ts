import { describe, expect, it } from 'vitest';
import * as api from '@/lib/api-client';
import { fileNameFrom } from '@/lib/api-client/download';
import { parseErrorBody } from '@/lib/api-client/error-body';
import { $apiErrors } from '@/islands/stores/api-errors';
import { $errorMessages } from '@/islands/stores/messages';
import { useClientHarness } from './support/client-harness';
import { errorAnswer } from './support/test-server';

const h = useClientHarness();

describe('file downloads', () => {
  it('return the blob and the server-suggested name', async () => {
    h.server.reply((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="balance.csv"; filename*=UTF-8''${encodeURIComponent('残高.csv')}`,
      });
      res.end('a,b\r\n1,2\r\n');
    });
    const file = await api.getAccountBalancesCsv({ fiscalYear: 2024, productCd: 1 });
    expect(file.fileName).toBe('残高.csv');
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(h.server.requests[0]?.url).toBe('/api/v1/account-balances/csv?fiscalYear=2024&productCd=1');
  });

  it('call the PDF paths with encoded path parameters', async () => {
    h.server.setFallback((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.7');
    });
    await api.getNfcPdf(2024, 'NFC/001');
    await api.getSettlementPdf('ST 01');
    expect(h.server.requests.map((r) => r.url)).toEqual([
      '/api/v1/nfcs/pdfs/2024/NFC%2F001',
      '/api/v1/settlements/ST%2001/pdf',
    ]);
  });

  it('parse a JSON error answer to a blob request into the error object (spec §7)', async () => {
    h.server.reply(errorAnswer(404, 'C_SH_002', '該当するデータが存在しません。', 'GET /api/v1/nfcs/pdfs/2024/N-9'));
    const error = await api.getNfcPdf(2024, 'N-9').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'C_SH_002', message: '該当するデータが存在しません。' });
    expect((error as api.ApiError).body).toEqual({
      code: 'C_SH_002',
      message: '該当するデータが存在しません。',
      instance: 'GET /api/v1/nfcs/pdfs/2024/N-9',
    });
    expect($apiErrors.get()['GET /api/v1/nfcs/pdfs/2024/N-9']).toMatchObject({ code: 'C_SH_002' });
    expect($errorMessages.get()).toEqual([]);
  });
});

describe('error body parsing', () => {
  it('parses JSON blobs, keeps other blobs and text', async () => {
    const jsonBlob = new Blob(['{"code":"C_SH_001","message":"m","errors":[{"field":"a","message":"b"}]}'], {
      type: 'application/json; charset=utf-8',
    });
    await expect(parseErrorBody(jsonBlob)).resolves.toMatchObject({
      code: 'C_SH_001',
      message: 'm',
      errors: [{ field: 'a', message: 'b' }],
    });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    await expect(parseErrorBody(pdf)).resolves.toMatchObject({ code: '', body: pdf });
    await expect(parseErrorBody('<html>')).resolves.toMatchObject({ code: '', message: '', body: '<html>' });
    await expect(parseErrorBody(undefined)).resolves.toMatchObject({ code: '' });
  });

  it('reads plain and UTF-8 file names', () => {
    expect(fileNameFrom('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFrom('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFrom(`attachment; filename*=UTF-8''${encodeURIComponent('精算書.pdf')}`)).toBe('精算書.pdf');
    expect(fileNameFrom(null)).toBeUndefined();
  });
});
