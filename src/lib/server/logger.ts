import pino from 'pino';
import { config } from './config';

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino({ level: config().LOG_LEVEL, base: { app: 'nfc-trading' } });
  return instance;
}
