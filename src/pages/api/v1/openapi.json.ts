import { endpoint, methodNotAllowed } from '../../../lib/server/http/endpoint';
import { json } from '../../../lib/server/http/respond';
import { buildOpenApi } from '../../../lib/server/http/openapi';
import { API_OPERATIONS } from '../../../lib/schemas/api-operations';

const document = buildOpenApi(API_OPERATIONS);

export const GET = endpoint(async () => json(document));

export const ALL = methodNotAllowed;
