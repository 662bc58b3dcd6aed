import { requireOption, type Command } from '../command';
import { createOperatorInput, loginIdInput } from '../../lib/schemas/ops';
import { createOperator } from '../../lib/server/services/operators/create-operator';
import { resetOperatorPassword } from '../../lib/server/services/operators/reset-operator-password';
import { setOperatorLock } from '../../lib/server/services/operators/set-operator-lock';
import { resetOperatorMfa } from '../../lib/server/services/operators/reset-operator-mfa';
import { parseOrThrow } from './parse';

const loginIdOf = (options: Record<string, string>) =>
  parseOrThrow(loginIdInput, { loginId: requireOption(options, 'login-id') }).loginId;

/**
 * The console's operators. Their own commands, not --kind on the member ones: operators and
 * member users are separate kinds with separate login ids, so one login id may name both.
 */
export const operatorCommands: Command[] = [
  {
    name: 'create-operator',
    usage: 'create-operator --login-id id --name 表示名',
    description:
      '運用管理コンソールのオペレーターを仮パスワードで登録します（初回ログイン時に二要素認証の設定とパスワード変更が必要）。',
    async run({ db, actor, options, print }) {
      const input = parseOrThrow(createOperatorInput, {
        loginId: requireOption(options, 'login-id'),
        displayName: requireOption(options, 'name'),
      });
      const { operator, temporaryPassword } = await createOperator(db, actor, input);
      print(`オペレーターを登録しました: ${operator.loginId}（${operator.displayName}）`);
      print(
        `仮パスワード: ${temporaryPassword}（/admin/login で初回ログインし、二要素認証の設定とパスワード変更を行ってください）`,
      );
    },
  },
  {
    name: 'reset-operator-password',
    usage: 'reset-operator-password --login-id id',
    description: 'オペレーターのパスワードを仮パスワードに再設定し、ログイン中のセッションを終了します。',
    async run({ db, actor, options, print }) {
      const loginId = loginIdOf(options);
      const { temporaryPassword } = await resetOperatorPassword(db, actor, loginId);
      print(`オペレーターのパスワードを再設定しました: ${loginId}`);
      print(`仮パスワード: ${temporaryPassword}（次回ログイン時に変更が必要です）`);
    },
  },
  {
    name: 'lock-operator',
    usage: 'lock-operator --login-id id',
    description: 'オペレーターをロックし、ログイン中のセッションを終了します。',
    async run({ db, actor, options, print }) {
      const loginId = loginIdOf(options);
      await setOperatorLock(db, actor, loginId, true);
      print(`オペレーター ${loginId} をロックしました。`);
    },
  },
  {
    name: 'unlock-operator',
    usage: 'unlock-operator --login-id id',
    description: 'オペレーターのロックとログイン試行制限（パスワード・確認コード）を解除します。',
    async run({ db, actor, options, print }) {
      const loginId = loginIdOf(options);
      const { wasLocked } = await setOperatorLock(db, actor, loginId, false);
      print(
        `オペレーター ${loginId} のロックを解除しました${wasLocked ? '' : '（ロックされていませんでした。ログイン試行制限のみ解除しました）'}。`,
      );
    },
  },
  {
    name: 'reset-operator-mfa',
    usage: 'reset-operator-mfa --login-id id',
    description:
      'オペレーターの二要素認証の設定を解除し、ログイン中のセッションを終了します。次回のログインで新しい認証アプリの設定が必要です。',
    async run({ db, actor, options, print }) {
      const loginId = loginIdOf(options);
      const { hadMfa } = await resetOperatorMfa(db, actor, loginId);
      print(
        hadMfa
          ? `オペレーター ${loginId} の二要素認証を解除しました。次回ログイン時に再設定が必要です。`
          : `オペレーター ${loginId} の二要素認証は設定されていませんでした。`,
      );
    },
  },
];
