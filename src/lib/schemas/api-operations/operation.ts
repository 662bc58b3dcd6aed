import type { OperationScope } from '../../domain/api-token/token-rules';
import type { z } from 'zod';

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** False for calls made without a session. */
  authenticated: boolean;
  /**
   * Authenticated operations: the scope a personal API token needs to call it ('session': never
   * with a token). Decision 0023; apiGate enforces it and the OpenAPI document declares it.
   */
  tokenScope?: OperationScope;
  /** Callable by a user who must still change the first-login password (the rest answer C_AU_005). */
  firstLogin?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** JSON answer; omitted for 204 or file answers (see produces). */
  response?: z.ZodType;
  /** A 202 answer beside the 200 one: the call was accepted to take effect later (the two-person rule). */
  accepted?: z.ZodType;
  produces?: string;
}
