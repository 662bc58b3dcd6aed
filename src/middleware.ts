import { sequence } from 'astro:middleware';
import { requestContext } from './lib/server/middleware/request-context';
import { originCheck } from './lib/server/middleware/origin-check';
import { apiErrorShape } from './lib/server/middleware/api-error-shape';
import { apiNavigation } from './lib/server/middleware/api-navigation';
import { securityHeaders } from './lib/server/middleware/security-headers';
import { health } from './lib/server/middleware/health';
import { authenticateConsole, authenticateMember } from './lib/server/middleware/authenticate';
import { apiGate, skippedWithoutSession } from './lib/server/middleware/api-gate';
import { pageGuard } from './lib/server/middleware/page-guard';
import { consoleApiGate, consolePageGate } from './lib/server/middleware/admin-gate';
import { failures, onFirstPass } from './lib/server/middleware/failures';
import { byPathGroup } from './lib/server/middleware/path-group';

// Every request gets its context, the security headers and the failure pages; then the steps of
// its path group (path-group.ts), in order. failures renders a failed request's error page through
// a rewrite, which runs this chain again: what is wrapped in onFirstPass has already run for the
// request and is skipped then.
export const onRequest = sequence(
  onFirstPass(requestContext),
  securityHeaders,
  failures,
  onFirstPass(
    byPathGroup({
      probe: [health],
      'member-api': [
        apiNavigation,
        apiErrorShape,
        authenticateMember({ bearer: true }),
        skippedWithoutSession(originCheck('api')),
        apiGate,
      ],
      'console-api': [apiErrorShape, originCheck('api'), authenticateConsole, consoleApiGate],
      'console-page': [originCheck('page'), authenticateConsole, consolePageGate],
      'member-page': [originCheck('page'), authenticateMember({ bearer: false }), pageGuard],
      asset: [originCheck('page')],
    }),
  ),
);
