import { booleanOption, requireOption, type Command } from '../command';
import { createMemberInput, createUserInput, loginIdInput } from '../../lib/schemas/ops';
import { createMember } from '../../lib/server/services/members/create-member';
import { createUser } from '../../lib/server/services/members/create-user';
import { resetPassword } from '../../lib/server/services/members/reset-password';
import { setUserLock } from '../../lib/server/services/members/set-user-lock';
import { resetMfa } from '../../lib/server/services/auth/mfa/reset-mfa';
import { parseOrThrow } from './parse';

export const memberCommands: Command[] = [
  {
    name: 'create-member',
    usage:
      'create-member --member-number 1234 --name 会員名 --kind retailer|consumer|generator|intermediary [--fit true] [--non-fit true] [--corporate-number 13桁]',
    description: '取引会員を登録します。',
    async run({ db, actor, options, print }) {
      const input = parseOrThrow(createMemberInput, {
        memberNumber: requireOption(options, 'member-number'),
        name: requireOption(options, 'name'),
        kind: requireOption(options, 'kind'),
        fitParticipation: booleanOption(options, 'fit'),
        nonFitParticipation: booleanOption(options, 'non-fit'),
        corporateNumber: options['corporate-number'],
      });
      const org = await createMember(db, actor, input);
      print(
        `取引会員を登録しました: ${org.memberNumber} ${org.name}（FIT: ${org.fitParticipation ? '参加' : '不参加'}、非FIT: ${org.nonFitParticipation ? '参加' : '不参加'}）`,
      );
    },
  },
  {
    name: 'create-user',
    usage: 'create-user --login-id id --member-number 1234 --name 表示名',
    description: 'ログインユーザーを仮パスワードで登録します（初回ログイン時に変更が必要）。',
    async run({ db, actor, options, print }) {
      const input = parseOrThrow(createUserInput, {
        loginId: requireOption(options, 'login-id'),
        memberNumber: requireOption(options, 'member-number'),
        displayName: requireOption(options, 'name'),
      });
      const { user, temporaryPassword } = await createUser(db, actor, input);
      print(`ユーザーを登録しました: ${user.loginId}`);
      print(`仮パスワード: ${temporaryPassword}（初回ログイン時に変更が必要です）`);
    },
  },
  {
    name: 'reset-password',
    usage: 'reset-password --login-id id',
    description: 'パスワードを仮パスワードに再設定し、ログイン中のセッションを終了します。',
    async run({ db, actor, options, print }) {
      const { loginId } = parseOrThrow(loginIdInput, { loginId: requireOption(options, 'login-id') });
      const { temporaryPassword } = await resetPassword(db, actor, loginId);
      print(`パスワードを再設定しました: ${loginId}`);
      print(`仮パスワード: ${temporaryPassword}（次回ログイン時に変更が必要です）`);
    },
  },
  {
    name: 'unlock-user',
    usage: 'unlock-user --login-id id',
    description: 'ユーザーのロックとログイン試行制限を解除します。',
    async run({ db, actor, options, print }) {
      const { loginId } = parseOrThrow(loginIdInput, { loginId: requireOption(options, 'login-id') });
      const { wasLocked } = await setUserLock(db, actor, loginId, false);
      print(
        `${loginId} のロックを解除しました${wasLocked ? '' : '（ロックされていませんでした。ログイン試行制限のみ解除しました）'}。`,
      );
    },
  },
  {
    name: 'lock-user',
    usage: 'lock-user --login-id id',
    description: 'ユーザーをロックし、ログイン中のセッションを終了します。',
    async run({ db, actor, options, print }) {
      const { loginId } = parseOrThrow(loginIdInput, { loginId: requireOption(options, 'login-id') });
      await setUserLock(db, actor, loginId, true);
      print(`${loginId} をロックしました。`);
    },
  },
  {
    name: 'reset-mfa',
    usage: 'reset-mfa --login-id id',
    description: '二要素認証（確認コード）の設定を解除します。次回のログインはパスワードのみで行えます。',
    async run({ db, actor, options, print }) {
      const { loginId } = parseOrThrow(loginIdInput, { loginId: requireOption(options, 'login-id') });
      const { hadMfa } = await resetMfa(db, actor, loginId);
      print(hadMfa ? `二要素認証を解除しました: ${loginId}` : `二要素認証は設定されていませんでした: ${loginId}`);
    },
  },
];
