/** Spec §5 password rules. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 50;

export { isHalfWidth } from './text-width';

/** Upper, lower, digit and symbol: all four classes. */
export function satisfiesPasswordClasses(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && /[^A-Za-z0-9]/.test(value);
}
