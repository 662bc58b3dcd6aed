import { config } from '../config';
import type { SessionPolicy } from './sessions';

export function sessionPolicy(): SessionPolicy {
  const c = config();
  return { idleMinutes: c.SESSION_IDLE_MINUTES, maxHours: c.SESSION_MAX_HOURS };
}
