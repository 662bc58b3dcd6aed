/** The green message of a password change (spec §2), shown by the page's script or by the page itself. */
export const PASSWORD_CHANGED = 'パスワードを変更しました。';
