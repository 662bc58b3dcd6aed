import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { buildOpenApi } from '@/lib/server/http/openapi';
import { API_OPERATIONS } from '@/lib/schemas/api-operations';
import { ADMIN_API_OPERATIONS } from '@/lib/schemas/admin-api-operations';

// The console's operations under their own tag (admin), with the operator session's cookie.
const document = buildOpenApi([...API_OPERATIONS, ...ADMIN_API_OPERATIONS]);

export const GET = endpoint(async () => json(document));

export const ALL = methodNotAllowed;
