import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: tolerates a phone clock about 30 seconds off. */
const WINDOW = 1;
const TOTP_ISSUER = '非化石価値取引システム';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, loginId = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: loginId,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, loginId: string): string {
  return totp(secretBase32, loginId).toString();
}

export function totpCodeAt(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

export function isTotpCodeShape(code: string): boolean {
  return new RegExp(`^\\d{${DIGITS}}$`).test(code);
}

/**
 * The time step the code belongs to, or undefined when it matches none in the window. The caller
 * accepts it only if the step is later than the last accepted one, so a code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | undefined {
  if (!isTotpCodeShape(code)) return undefined;
  const delta = totp(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}
