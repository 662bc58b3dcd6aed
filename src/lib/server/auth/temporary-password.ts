import { randomInt } from 'node:crypto';
import { satisfiesPasswordClasses } from '../../domain/password-rules';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*+-=?@';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

/** A random 16-character password meeting the spec's rules, without look-alike characters. */
export function temporaryPassword(length = 16): string {
  for (;;) {
    let value = '';
    for (let i = 0; i < length; i++) value += ALL[randomInt(ALL.length)];
    if (satisfiesPasswordClasses(value)) return value;
  }
}
