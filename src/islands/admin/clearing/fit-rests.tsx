import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import Alert from 'react-bootstrap/Alert';
import { useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import { formatKwh, groupDigits } from '@/lib/domain/money';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import { FormAlert } from '../../auth/form-parts';
import Button from 'react-bootstrap/Button';
import { ChangeDialog } from '../change-dialog';
import { useAdminSubmit } from '../use-admin-submit';
import { useForm } from '../../hooks/use-form';

type Rests = NonNullable<NonNullable<AdminClearing['result']>['fitSupplyRests']>;

/**
 * A cleared FIT auction's returned rests per facility (decision 0011), and 売れ残りの再供給: exactly
 * the rests not offered again yet, into a FIT auction of the same year, after a confirmation.
 */
export function FitRests({ rests, marketNo, loginId }: { rests: Rests; marketNo: number; loginId: string }) {
  const form = useForm<{ to: string }>({ defaultValues: { to: String(rests.targets[0]?.marketNo ?? '') } });
  const to = Number(form.watch('to'));
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  const submit = useAdminSubmit();
  if (rests.facilities === 0) return null;
  const more = rests.facilities - rests.rows.length;
  const reoffer = async () => {
    setSending(true);
    await submit.run(async () => {
      const r = await adminApi('POST /api/admin/clearing/reoffer-fit-rests', {
        body: { marketNo, toMarketNo: to },
        loginId,
      });
      setConfirming(false);
      setDone(
        `売れ残り ${groupDigits(r.facilities)}設備・${formatKwh(r.volume)} kWh を市場番号 ${r.toMarketNo} に供給しました。`,
      );
    });
    setSending(false);
  };
  return (
    <section aria-labelledby="fit-rests-heading" className="mt-3">
      <h3 className="h6" id="fit-rests-heading">
        設備別の売れ残り
      </h3>
      <p>
        {groupDigits(rests.facilities)}設備・{formatKwh(rests.volume)} kWh（未再供給{' '}
        {groupDigits(rests.open.facilities)}
        設備・{formatKwh(rests.open.volume)} kWh）
      </p>
      {!confirming && <FormAlert message={submit.message} />}
      {done && (
        <Alert variant="info" role="status">
          {done}
        </Alert>
      )}
      <Table responsive size="sm" className="admin-table">
        <caption className="visually-hidden">設備別の売れ残り</caption>
        <thead>
          <tr>
            <th scope="col">設備ID</th>
            <th scope="col" className="num">
              売れ残り
            </th>
            <th scope="col">再供給</th>
          </tr>
        </thead>
        <tbody>
          {rests.rows.map((r) => (
            <tr key={r.facilityId}>
              <td>{r.facilityId}</td>
              <td className="num">{formatKwh(r.volume)} kWh</td>
              <td>{r.reofferedMarketNo === null ? '未再供給' : `市場番号 ${r.reofferedMarketNo}`}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {more > 0 && <p>ほか {groupDigits(more)}設備</p>}
      {rests.open.facilities > 0 && !done && rests.targets.length > 0 && (
        <Form
          className="d-flex gap-2 align-items-end"
          aria-label="売れ残りの再供給"
          onSubmit={form.handleSubmit(() => setConfirming(true))}
        >
          <div>
            <Form.Label htmlFor="fit-rests-to">再供給先</Form.Label>
            <Form.Select id="fit-rests-to" {...form.register('to')}>
              {rests.targets.map((t) => (
                <option key={t.marketNo} value={t.marketNo}>
                  {t.label}
                </option>
              ))}
            </Form.Select>
          </div>
          <Button type="submit" variant="primary">
            売れ残りを再供給する
          </Button>
        </Form>
      )}
      <ChangeDialog
        pending={
          confirming
            ? {
                title: '売れ残りの再供給',
                effect: `未再供給の売れ残り ${groupDigits(rests.open.facilities)}設備・${formatKwh(rests.open.volume)} kWh を、市場番号 ${to} のFIT供給としてそのまま登録します。`,
                confirm: '再供給する',
              }
            : null
        }
        message={submit.message}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void reoffer()}
      />
    </section>
  );
}
