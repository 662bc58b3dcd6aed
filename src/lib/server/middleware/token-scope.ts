import { API_OPERATIONS } from '../../schemas/api-operations';
import type { OperationScope } from '../../domain/api-token/token-rules';

/** Each member operation's path as a pattern ({param} matches one segment), with the scope a token needs. */
const SCOPED = API_OPERATIONS.filter((op) => op.authenticated).map((op) => ({
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  scope: op.tokenScope ?? ('session' as const),
}));

/**
 * The scope a personal API token needs to call this method and path: from the API operation list,
 * the one place each operation's scope is set. An unlisted operation is 'session' (never with a token).
 */
export function scopeNeeded(method: string, pathname: string): OperationScope {
  const upper = method === 'HEAD' ? 'GET' : method;
  return SCOPED.find((op) => op.method === upper && op.pattern.test(pathname))?.scope ?? 'session';
}
