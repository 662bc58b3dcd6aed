import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { groupDigits } from '@/lib/domain/money';
import { SHOWN_BAD_ROWS, unlistedBadRows } from '@/lib/schemas/admin-upload-words';
import type { AdminUploadPreview } from '@/lib/schemas/admin-uploads';

/**
 * The check of a file: totals, then its bad rows (rows per kind of problem over the whole file and
 * the first ones listed) or that there is none, then the first rows.
 */
export function UploadReport({ preview }: { preview: AdminUploadPreview }) {
  const { totals } = preview;
  const unlisted = unlistedBadRows(preview);
  return (
    <section aria-labelledby="upload-report-heading" className="mt-3">
      <h2 className="h5" id="upload-report-heading">
        確認結果: {preview.fileName}
      </h2>
      <dl className="row mb-2" aria-label="ファイルの合計">
        <dt className="col-sm-2">取込先</dt>
        <dd className="col-sm-10">
          {preview.kindName} — {preview.targetText}
        </dd>
        <dt className="col-sm-2">文字コード</dt>
        <dd className="col-sm-10">{preview.encoding}</dd>
        <dt className="col-sm-2">行数</dt>
        <dd className="col-sm-10">{groupDigits(totals.rows)} 行</dd>
        <dt className="col-sm-2">設備数</dt>
        <dd className="col-sm-10">{groupDigits(totals.facilities)} 設備</dd>
        <dt className="col-sm-2">合計</dt>
        <dd className="col-sm-10">{groupDigits(totals.totalVolume)} kWh</dd>
      </dl>
      {preview.badRows > 0 ? (
        <>
          <Alert variant="danger">
            {groupDigits(preview.badRows)}{' '}
            行に不備があります。ファイル全体を取り込めません。修正してからもう一度確認してください。
          </Alert>
          <Table size="sm" className="admin-table" aria-label="不備の種類ごとの行数">
            <thead>
              <tr>
                <th scope="col">列</th>
                <th scope="col">不備の種類</th>
                <th scope="col" className="num">
                  行数
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.problemKinds.map((k) => (
                <tr key={`${k.column} ${k.message}`}>
                  <td>{k.column}</td>
                  <td>{k.message}</td>
                  <td className="num">{groupDigits(k.rows)} 行</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Table size="sm" className="admin-table" aria-label="不備のある行">
            <thead>
              <tr>
                <th scope="col" className="num">
                  行
                </th>
                <th scope="col">列</th>
                <th scope="col">内容</th>
              </tr>
            </thead>
            <tbody>
              {preview.problems.map((p, i) => (
                <tr key={i}>
                  <td className="num">{groupDigits(p.line)}</td>
                  <td>{p.column}</td>
                  <td>{p.message}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {unlisted > 0 && (
            <p>
              …ほか {groupDigits(unlisted)} 件（不備のある行のうち先頭の {groupDigits(SHOWN_BAD_ROWS)}{' '}
              行を表示しています）。
            </p>
          )}
        </>
      ) : (
        <Alert variant="success" role="status">
          不備のある行はありません。取り込むことができます。
        </Alert>
      )}
      <h3 className="h6">先頭の {groupDigits(preview.firstRows.length)} 行</h3>
      <Table size="sm" className="admin-table" aria-label="先頭の行">
        <thead>
          <tr>
            <th scope="col" className="num">
              行
            </th>
            <th scope="col">facility_id</th>
            <th scope="col" className="num">
              volume
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.firstRows.map((r) => (
            <tr key={r.line}>
              <td className="num">{groupDigits(r.line)}</td>
              <td>{r.facilityId}</td>
              <td className="num">{/^\d+$/.test(r.volume) ? groupDigits(Number(r.volume)) : r.volume}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
