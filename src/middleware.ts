import { sequence } from 'astro:middleware';
import { requestContext } from './lib/server/middleware/request-context';
import { originCheck } from './lib/server/middleware/origin-check';
import { apiErrorShape } from './lib/server/middleware/api-error-shape';
import { apiNavigation } from './lib/server/middleware/api-navigation';
import { securityHeaders } from './lib/server/middleware/security-headers';
import { health } from './lib/server/middleware/health';
import { authenticate } from './lib/server/middleware/authenticate';
import { apiGate } from './lib/server/middleware/api-gate';
import { pageGuard } from './lib/server/middleware/page-guard';
import { adminGate } from './lib/server/middleware/admin-gate';
import { failures, onFirstPass } from './lib/server/middleware/failures';

// failures renders a failed request's error page through a rewrite, which runs this chain again:
// what is wrapped in onFirstPass has already run for the request and is skipped then.
export const onRequest = sequence(
  onFirstPass(requestContext),
  securityHeaders,
  failures,
  ...[health, apiNavigation, apiErrorShape, originCheck, authenticate, adminGate, apiGate, pageGuard].map(onFirstPass),
);
