import { z } from 'zod';
import type { ApiOperation } from '../../schemas/api-operations';
import { ERRORS } from '../../errors/catalogue';

const errorSchema = {
  type: 'object',
  required: ['code', 'message', 'instance'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERRORS) },
    message: { type: 'string' },
    instance: { type: 'string', description: 'METHOD /path of the failed call' },
    requestId: { type: 'string', description: 'id of the request, as in its X-Request-Id header and the server log' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

function schemaOf(s: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parametersOf(op: ApiOperation) {
  const list: Record<string, unknown>[] = [];
  for (const [where, obj] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!obj) continue;
    const json = schemaOf(obj) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema });
    }
  }
  return list;
}

/** The session cookie, or (for operations a token may call) a bearer token holding the operation's scope. */
function securityOf(op: ApiOperation): Record<string, string[]>[] {
  if (!op.authenticated) return [];
  if (op.tag === 'admin') return [{ operatorSession: [] }];
  const session = { session: [] };
  return op.tokenScope && op.tokenScope !== 'session' ? [session, { apiToken: [op.tokenScope] }] : [session];
}

export function buildOpenApi(operations: ApiOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {
      [op.response || op.produces ? '200' : '204']: op.response
        ? { description: 'OK', content: { 'application/json': { schema: schemaOf(op.response) } } }
        : op.produces
          ? { description: 'OK', content: { [op.produces]: {} } }
          : { description: 'No Content' },
      ...(op.accepted
        ? { '202': { description: 'Accepted', content: { 'application/json': { schema: schemaOf(op.accepted) } } } }
        : {}),
      default: {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      security: securityOf(op),
      parameters: parametersOf(op),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: '非化石価値取引システム API', version: '1.0.0' },
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        operatorSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Personal API token (nfcp_…), created in the member dialog; scopes: read, bid, account',
        },
      },
    },
    paths,
  };
}
