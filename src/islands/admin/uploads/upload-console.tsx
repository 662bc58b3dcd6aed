import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { adminUpload } from '@/lib/api-client/admin';
import { groupDigits } from '@/lib/domain/money';
import { UPLOAD_MAX_BYTES, UPLOAD_PHASE_NAMES, UPLOAD_TOO_LARGE } from '@/lib/schemas/admin-upload-words';
import type { UploadProgress, AdminUploadPreview, UploadTarget } from '@/lib/schemas/admin-uploads';
import { FormAlert } from '../../auth/form-parts';
import { ChangeDialog } from '../change-dialog';
import { Loaded, useConsoleQuery } from '../console-query';
import { STATE_NAMES } from '@/lib/domain/auction/auction-labels';
import type { AdminRound } from '@/lib/schemas/admin-rounds';
import { useConfirmedChange, type ConfirmedChange } from '../use-confirmed-change';
import { useAdminSubmit } from '../use-admin-submit';
import { UploadReport } from './upload-report';
import { TargetFields, type FitAuctionOption } from './target-fields';
import { newProgressId, useUploadProgress } from './use-upload-progress';

/** What the bar says once the server reports: rows read or checked, statements written. */
function progressText({ phase, done, total }: UploadProgress): string {
  const unit = phase === 'write' ? '' : ' 行';
  return `${UPLOAD_PHASE_NAMES[phase]} ${groupDigits(done)} / ${groupDigits(total)}${unit}`;
}

type Phase = { step: 'sending'; sent: number } | { step: 'working'; text: string } | null;

interface ImportChange extends ConfirmedChange {
  body: { target: UploadTarget; fileName: string; content: string; token: string; progressId?: string };
}

/** The file as base64, read in the browser (the API takes JSON). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What an import changes for the market and the members, by the kind of file. */
const EFFECTS: Readonly<Record<string, string>> = {
  FIT供給量:
    '登録した供給量はこの市場の約定処理で売り手側の供給として使われ、約定後に会員の保有・受渡に反映されます。取り消すことはできません。',
  FIT認定量:
    'この年度のFIT供給は、設備ごとに認定量から約定済み・供給中の量を除いた残りまでに制限されます。登録済みの設備は訂正されます（約定済み・供給中の量を下回る訂正はできません）。',
  非FIT認定量:
    '登録すると、この会員の画面（口座残高・履歴）に認定量がすぐに表示され、売り入札・移転・証書発行に使えるようになります。取り消すことはできません。',
};

function effectOf(preview: AdminUploadPreview): string {
  const { rows, totalVolume } = preview.totals;
  const what = `${preview.targetText} に ${groupDigits(rows)} 設備、合計 ${groupDigits(totalVolume)} kWh の${preview.kindName}を登録します。`;
  return `${what}${EFFECTS[preview.kindName] ?? ''}`;
}

/** ファイル取込: choose target and file → check every row (nothing written) → import after a confirmation. */
export default function UploadConsole({ loginId }: { loginId: string }) {
  const rounds = useConsoleQuery('GET /api/admin/rounds', loginId);
  return (
    <Loaded state={rounds}>
      {({ rounds: list }) => <UploadScreen auctions={fitAuctionOptions(list)} loginId={loginId} />}
    </Loaded>
  );
}

/** FIT auctions a supply file may still go into: every one not yet cleared (as the CLI's load-fit-supply). */
function fitAuctionOptions(rounds: AdminRound[]): FitAuctionOption[] {
  return rounds
    .flatMap((r) => r.auctions.map((a) => ({ ...a, fiscalYear: r.fiscalYear, roundNo: r.roundNo })))
    .filter((a) => a.productCd === 1 && a.state !== 'cleared')
    .sort((a, b) => a.marketNo - b.marketNo)
    .map((a) => ({
      marketNo: a.marketNo,
      label: `${a.marketNo}  ${a.fiscalYear}年度 第${a.roundNo}回 FIT市場（${STATE_NAMES[a.state]}）`,
    }));
}

function UploadScreen({ auctions, loginId }: { auctions: FitAuctionOption[]; loginId: string }) {
  const [target, setTarget] = useState<UploadTarget>(
    auctions[0]
      ? { kind: 'fit-supply', marketNo: auctions[0].marketNo }
      : { kind: 'certification', memberNumber: '', fiscalYear: new Date().getFullYear(), productCd: 3 },
  );
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>(null);
  const [progressId, setProgressId] = useState<string | null>(null);
  const progress = useUploadProgress(phase?.step === 'working' ? progressId : null, loginId);
  const [checked, setChecked] = useState<{ preview: AdminUploadPreview; content: string } | null>(null);
  const submit = useAdminSubmit();

  const [tooLarge, setTooLarge] = useState(false);
  const reset = () => {
    setChecked(null);
    setTooLarge(false);
  };

  const check = () =>
    submit.run(async () => {
      if (!file) throw new Error('no file');
      setChecked(null);
      try {
        const content = await base64Of(file);
        const id = newProgressId();
        setProgressId(id);
        setPhase({ step: 'sending', sent: 0 });
        const preview = await adminUpload('POST /api/admin/uploads/preview', {
          body: { target, fileName: file.name, content, progressId: id },
          loginId,
          onSent: (sent) =>
            setPhase(sent < 1 ? { step: 'sending', sent } : { step: 'working', text: '全行を検証しています…' }),
        });
        setChecked({ preview, content });
      } finally {
        setPhase(null);
      }
    });

  const change = useConfirmedChange<ImportChange>(async (pending) => {
    try {
      const id = newProgressId();
      setProgressId(id);
      const result = await adminUpload('POST /api/admin/uploads/import', {
        body: { ...pending.body, progressId: id },
        loginId,
        onSent: (sent) => setPhase(sent < 1 ? { step: 'sending', sent } : { step: 'working', text: '登録しています…' }),
      });
      pending.done = result.imported
        ? `${result.targetText} に ${groupDigits(result.totals.rows)} 設備、合計 ${groupDigits(result.totals.totalVolume)} kWh の${result.kindName}を登録しました。`
        : `このファイルは ${result.importedAt} に取込済みです。重複して登録はしませんでした。`;
      setChecked(null);
    } finally {
      setPhase(null);
    }
  });

  const chooseFile = (f: File | null) => {
    reset();
    if (f && f.size > UPLOAD_MAX_BYTES) {
      setFile(null);
      return setTooLarge(true);
    }
    setFile(f);
  };

  const busy = phase !== null;
  const preview = checked?.preview;
  return (
    <section className="admin-card" aria-labelledby="upload-heading">
      <h2 className="h5" id="upload-heading">
        CSVファイルの取込
      </h2>
      <p>
        1行目が facility_id,volume の列名のCSVファイル（UTF-8 または Shift_JIS）を選んで確認してください。全行を検証し、
        1行でも不備があればファイル全体を取り込みません。確認の段階では何も登録されません。
      </p>
      <TargetFields
        target={target}
        auctions={auctions}
        disabled={busy}
        onChange={(t) => {
          reset();
          setTarget(t);
        }}
      />
      <Form.Group className="mb-3" controlId="upload-file">
        <Form.Label>ファイル</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(e) => chooseFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>上限 10 MB（約30万行）</Form.Text>
      </Form.Group>
      <FormAlert message={tooLarge ? UPLOAD_TOO_LARGE : submit.message} />
      {change.done && (
        <Alert variant="success" role="status">
          {change.done}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button variant="primary" disabled={!file || busy} onClick={check}>
          確認する
        </Button>
        <Button
          variant="danger"
          disabled={!preview?.accepted || busy}
          onClick={() =>
            checked &&
            file &&
            change.open({
              title: 'ファイルの取込',
              effect: effectOf(checked.preview),
              confirm: '取り込む',
              done: '',
              body: { target, fileName: file.name, content: checked.content, token: checked.preview.token },
            })
          }
        >
          取り込む
        </Button>
      </div>
      {phase && (
        <div className="mt-3" role="status" aria-live="polite">
          {phase.step === 'sending' ? (
            <ProgressBar
              now={Math.round(phase.sent * 100)}
              label={`送信中 ${Math.round(phase.sent * 100)}%`}
              aria-label="ファイルの送信"
            />
          ) : progress ? (
            <ProgressBar
              now={progress.total ? Math.round((progress.done * 100) / progress.total) : 0}
              label={progressText(progress)}
              aria-label={`${phase.text} ${progressText(progress)}`}
              data-testid="upload-progress"
            />
          ) : (
            <ProgressBar animated now={100} label={phase.text} aria-label={phase.text} />
          )}
        </div>
      )}
      {preview?.importedAt && (
        <Alert variant="warning" className="mt-3">
          このファイルは {preview.importedAt} に取込済みです。もう一度取り込んでも重複して登録はされません。
        </Alert>
      )}
      {preview && <UploadReport preview={preview} />}
      <ChangeDialog {...change.dialog} />
    </section>
  );
}
