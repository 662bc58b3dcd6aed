/** What an MFA key must be, in words for the operator. */
export const MFA_KEY_RULE = '32バイトの鍵（base64 または16進）を指定してください。';

/**
 * The 32 bytes an MFA key text stands for: 64 hexadecimal digits, or base64 of 32 bytes; undefined
 * for anything else (a 16-byte key, a typo), so the server can refuse it at start.
 */
export function mfaKeyBytes(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : undefined;
}
