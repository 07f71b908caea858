import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { Route } from '../http/route';
import answersJson from './answers.json';
import { headersOf } from './headers';
import { multipartForms, ownAnswers } from './uploads';

type Json = Record<string, unknown>;

/** What scripts/openapi/answers.ts wrote: each route's success answer, read from its handler's type. */
export interface Answers {
  components: Record<string, Json>;
  operations: Record<string, { status: number; schema?: Json; answersItself?: true }>;
}

/** The routes of one server module, tagged with its name. */
export interface RouteGroup {
  tag: string;
  routes: readonly Route[];
}

export const operationKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** '/videos/:id/vote' → '/api/videos/{id}/vote' */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** A request schema as JSON Schema: what a client may send (zod's input side). */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  if ('$defs' in rest) throw new Error('a request schema with shared definitions: give them to components first');
  return rest;
}

function parameters(route: Route): Json[] {
  const out: Json[] = [];
  const params = route.params ? jsonSchema(route.params) : null;
  for (const name of route.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const schema = (params?.properties as Record<string, Json> | undefined)?.[name] ?? { type: 'string' };
    out.push({ name, in: 'path', required: true, schema });
  }
  if (route.query) {
    const query = jsonSchema(route.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, Json>) ?? {})) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (route.idempotent) {
    out.push({
      name: IDEMPOTENCY_HEADER, in: 'header', required: false,
      description: 'a key the client keeps for one submission and sends again with its retries: a retry of the same content '
        + 'by the same user answers the record the first try created, as it did then, instead of creating another',
      schema: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    });
  }
  return out;
}

function requestBody(route: Route): Json | undefined {
  const form = multipartForms[operationKey(route)];
  if (form) {
    const fieldSchema = form.fields ?? route.body;
    const fields = fieldSchema ? jsonSchema(fieldSchema) : { properties: {} };
    const files = Object.fromEntries(form.files.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }]));
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { ...fields, type: 'object', properties: { ...(fields.properties as Json), ...files } },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } };
}

function responses(route: Route, answers: Answers): Json {
  const key = operationKey(route);
  const answer = answers.operations[key];
  if (!answer) throw new Error(`${key}: no answer described; run npm run openapi:answers`);
  const out: Json = {};
  for (const [status, own] of Object.entries(ownAnswers[key] ?? {})) {
    out[status] = { description: own.description, ...(own.content ? { content: { [own.content]: {} } } : {}) };
  }
  if (answer.schema) {
    out[String(answer.status)] = { description: 'done', ...headersOf(key), content: { 'application/json': { schema: answer.schema } } };
  } else if (!Object.keys(out).length) {
    throw new Error(`${key} answers by itself: say what in api/openapi/uploads.ts ownAnswers`);
  }
  if (route.params || route.query || route.body || route.pre) out['400'] = errorResponse('the request is not valid: the first problem');
  const guard = route.guard ?? 'public';
  if (guard !== 'public') out['401'] = errorResponse(route.signIn ?? 'Not authenticated');
  if (guard === 'admin' || guard === 'super_admin' || typeof guard === 'function') out['403'] = errorResponse('the caller\'s role may not do this');
  if (route.params) out['404'] = errorResponse('no such thing');
  out['4XX'] = errorResponse('any other refusal (conflict, limits, too large)');
  out['5XX'] = { description: 'a failure on the server or of a service it depends on; 507 when its storage is full, 503 when it cannot write (try again later)', content: { 'application/json': { schema: ERROR } } };
  return out;
}

function operation(route: Route, tag: string, answers: Answers): Json {
  const guard = route.guard ?? 'public';
  const params = parameters(route);
  const body = requestBody(route);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[:/.-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [tag],
    summary: `${route.method} ${route.path}`,
    description: typeof guard === 'function' ? 'own access rule' : `access: ${guard}`,
    ...(guard === 'public' ? {} : { security: [{ session: [] }] }),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, answers),
  };
}

/**
 * The OpenAPI 3.1 description of every declared route: inputs from the zod schemas
 * the routes validate with (zod's own JSON Schema output, draft 2020-12 as 3.1
 * uses), answers from the handlers' types (answers.json), errors as `{ message }`.
 */
export function openApiDocument(groups: readonly RouteGroup[], answers: Answers = answersJson as Answers): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { tag, routes } of groups) {
    for (const route of routes) {
      const item = (paths[openApiPath(route.path)] ??= {});
      item[route.method.toLowerCase()] = operation(route, tag, answers);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Battle-rap league API',
      version: '1.0.0',
      description: 'The JSON API of the league\'s site. Calls are signed in by the session cookie that POST /api/login sets; '
        + 'a failure always answers { message }, with { field } too for a bad input.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ...answers.components,
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            field: { type: 'string', description: 'the input that failed, for a 400' },
            requestId: { type: 'string', description: 'a 500\'s request id, for the logs' },
          },
          required: ['message'],
          additionalProperties: false,
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ubr.sid' } },
    },
  };
}
