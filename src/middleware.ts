import { sequence } from 'astro:middleware';
import { compression } from './lib/server/middleware/compression';
import { requestContext } from './lib/server/middleware/request-context';
import { originCheck } from './lib/server/middleware/origin-check';
import { apiErrorShape } from './lib/server/middleware/api-error-shape';
import { securityHeaders } from './lib/server/middleware/security-headers';
import { health } from './lib/server/middleware/health';
import { authenticate } from './lib/server/middleware/authenticate';
import { apiGate } from './lib/server/middleware/api-gate';
import { pageGuard } from './lib/server/middleware/page-guard';
import { adminGate } from './lib/server/middleware/admin-gate';

export const onRequest = sequence(
  compression,
  requestContext,
  securityHeaders,
  health,
  apiErrorShape,
  originCheck,
  authenticate,
  adminGate,
  apiGate,
  pageGuard,
);
