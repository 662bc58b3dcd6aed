import type { Command } from '../command';
import { businessDateInput } from '../../lib/schemas/ops';
import { getSystemState } from '../../lib/server/services/system/system-state';
import { updateSystemSettings } from '../../lib/server/services/system/update-system-settings';
import { parseOrThrow } from './parse';
import { IDEMPOTENCY_RETENTION_HOURS, purgeStaleRows } from '../../lib/server/services/housekeeping/purge-stale-rows';
import { sessionPolicy } from '../../lib/server/auth/session-policy';

export const systemCommands: Command[] = [
  {
    name: 'maintenance',
    usage: 'maintenance on|off',
    description: 'メンテナンスモードを切り替えます（on の間、会員画面は /close になります）。',
    async run({ db, actor, args, print }) {
      const mode = args[0];
      if (mode !== 'on' && mode !== 'off') throw new Error('maintenance には on か off を指定してください。');
      await updateSystemSettings(db, actor, { maintenance: mode === 'on' });
      print(mode === 'on' ? 'メンテナンスモードを開始しました。' : 'メンテナンスモードを終了しました。');
    },
  },
  {
    name: 'set-business-date',
    usage: 'set-business-date YYYY-MM-DD|today',
    description: '業務日付を設定します（today で暦日に戻します）。',
    async run({ db, actor, args, print }) {
      const value = parseOrThrow(businessDateInput, args[0]);
      await updateSystemSettings(db, actor, { businessDate: value === 'today' ? null : value });
      const state = await getSystemState(db);
      print(`業務日付を ${state.businessDate} に設定しました${value === 'today' ? '（暦日に連動）' : ''}。`);
    },
  },
  {
    name: 'status',
    usage: 'status',
    description: '業務日付とメンテナンス状態を表示します。',
    async run({ db, print }) {
      const state = await getSystemState(db);
      print(`業務日付: ${state.businessDate}${state.businessDateFixed ? '（固定）' : '（暦日）'}`);
      print(`メンテナンス: ${state.maintenance ? '中' : 'なし'}`);
    },
  },
  {
    name: 'purge',
    usage: 'purge',
    description: `期限切れのセッション、${IDEMPOTENCY_RETENTION_HOURS}時間を過ぎた Idempotency-Key の応答、期限切れの試行回数制限（ログイン、公開照会）を削除します（サーバーも15分ごとに実行します）。`,
    async run({ db, print }) {
      const result = await purgeStaleRows(db, sessionPolicy());
      if (result.skipped) {
        print('別のプロセスが削除中のため、今回は何もしませんでした。');
        return;
      }
      print(
        `削除しました: セッション ${result.sessions} 件、Idempotency-Key ${result.idempotencyKeys} 件、試行回数制限 ${result.rateLimits} 件、取込の進捗 ${result.uploadProgress} 件`,
      );
    },
  },
];
