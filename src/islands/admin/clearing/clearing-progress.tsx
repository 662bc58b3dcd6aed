import type { AdminClearing } from '@/lib/schemas/admin-clearing';

type Run = NonNullable<AdminClearing['run']>;

/** The run's state and its phase as a bar of five steps, with the step named beside it. */
export function ClearingProgress({ run, lost }: { run: Run; lost: boolean }) {
  const label =
    run.state === 'succeeded'
      ? '完了'
      : run.phaseName
        ? `${run.phaseStep}/${run.phaseCount} ${run.phaseName}`
        : run.stateName;
  return (
    <div className="clearing-progress" data-testid="clearing-progress">
      <p className="mb-1">
        状態：<strong>{run.stateName}</strong>
        {run.attempts > 1 && `（${run.attempts}回目の試行）`}
      </p>
      {/* A native progress element: no inline style (the CSP allows none), the step count as its value. */}
      <div className={`clearing-progress-bar is-${run.state}`}>
        <progress value={run.phaseStep} max={run.phaseCount} aria-label="約定処理の進捗" aria-valuetext={label} />
        <span aria-hidden="true">{label}</span>
      </div>
      {run.errorMessage && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {run.errorMessage}
        </p>
      )}
      {lost && (
        <p className="text-body-secondary mt-2 mb-0" role="status">
          進捗を取得できませんでした。約定処理はサーバーで続いています。再度取得しています…
        </p>
      )}
    </div>
  );
}
