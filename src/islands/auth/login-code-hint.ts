/** The code step's hint on both sign-ins (members' and the console's). */
export const LOGIN_CODE_HINT = '認証アプリに表示されている6桁のコード、またはリカバリーコードを入力してください。';
