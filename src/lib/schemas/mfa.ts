import { z } from 'zod';
import { msg } from './messages';
import { authSessionResponse } from './auth';

/** Accepts a 6-digit authenticator code or a recovery code ("XXXXX-XXXXX"); the server tells which. */
export const secondFactorCode = z
  .string({ error: msg.required('確認コード') })
  .trim()
  .min(1, msg.required('確認コード'))
  .max(20, msg.maxLength('確認コード', 20))
  .regex(/^[0-9A-Za-z\s-]+$/, msg.halfWidth('確認コード'));

/** Answer of the login's first step when the user has a second factor: the code is asked next. */
export const mfaChallengeResponse = z.object({ mfaRequired: z.literal(true), mfaTicket: z.string() });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponse>;

export const authLoginResponse = z.union([authSessionResponse, mfaChallengeResponse]);
export type AuthLoginResponse = z.infer<typeof authLoginResponse>;

export const mfaLoginRequest = z.object({
  mfaTicket: z.string().min(1).max(200),
  code: secondFactorCode,
});
export type MfaLoginRequest = z.infer<typeof mfaLoginRequest>;

export const mfaStatusResponse = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type MfaStatusResponse = z.infer<typeof mfaStatusResponse>;

export const mfaSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponse>;

export const mfaEnableRequest = z.object({
  code: z
    .string({ error: msg.required('確認コード') })
    .trim()
    .min(1, msg.required('確認コード'))
    .regex(/^\d{6}$/, '確認コードは6桁の数字で入力してください。'),
});
export type MfaEnableRequest = z.infer<typeof mfaEnableRequest>;

export const mfaEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaEnableResponse = z.infer<typeof mfaEnableResponse>;

export const currentPassword = z
  .string({ error: msg.required('現在のパスワード') })
  .min(1, msg.required('現在のパスワード'))
  .max(100, msg.maxLength('現在のパスワード', 100));

/** Starting enrolment asks for the password, like turning the factor off. */
export const mfaSetupRequest = z.object({ currentPassword });
export type MfaSetupRequest = z.infer<typeof mfaSetupRequest>;

export const mfaDisableRequest = z.object({ currentPassword });
export type MfaDisableRequest = z.infer<typeof mfaDisableRequest>;
