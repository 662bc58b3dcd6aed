import { existsSync } from 'node:fs';
import buildApp from '../setup/build-app';

export default function globalSetup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium))
    throw new Error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium)`);
  buildApp();
}
