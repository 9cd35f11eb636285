/**
 * The OpenAPI 3.1 document of every contract (src/contracts/all.ts), served at /api/openapi.json
 * and written to docs/api.md as a readable reference (scripts/api-reference.ts). Schemas come
 * from zod's own JSON Schema output: bodies and queries as clients send them, answers as sent.
 */
import { z } from 'zod'
import { CONTRACTS, type ContractGroup } from '../../../src/contracts/all'
import type { Call, CallSchemas } from '../../../src/contracts/define'

const ERROR = {
  description: 'An error: `{ error: { code, message, fields: [{ field, message }] } }`',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: {
              code: { type: 'string' },
              message: { type: 'string' },
              fields: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { field: { type: 'string' }, message: { type: 'string' } },
                  required: ['field', 'message'],
                },
              },
            },
            required: ['code', 'message', 'fields'],
          },
        },
        required: ['error'],
      },
    },
  },
}

type Json = Record<string, unknown>

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json'

/**
 * Whether a route mounted at `path` is a call of the API (what needs a contract): under /api, but
 * not this document, nor the demo mode's own helpers (/api/demo/…, the outbox of the tests).
 */
export function isApiCall(path: string): boolean {
  return path.startsWith('/api/') && path !== OPENAPI_PATH && !path.startsWith('/api/demo/')
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  return rest
}

/** `/accounts/:accountUUID/users` → `/api/accounts/accounts/{accountUUID}/users`. */
export function openApiPath(call: Call): string {
  return `/api/${call.service}${call.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

function parameters(call: Call, schemas: CallSchemas): Json[] {
  const path = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const query = schemas.query ? jsonSchema(schemas.query, 'input') : null
  const properties = (query?.properties ?? {}) as Record<string, Json>
  const required = new Set((query?.required ?? []) as string[])
  return [
    ...path,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    })),
  ]
}

/** The body under each content type it may come as (CallSchemas.bodyAs). */
function requestBody(body: z.ZodType, as: CallSchemas['bodyAs']): Json {
  const schema = jsonSchema(body, 'input')
  const types = {
    json: ['application/json'],
    form: ['application/json', 'application/x-www-form-urlencoded'],
    urlencoded: ['application/x-www-form-urlencoded'],
    'form-only': ['application/x-www-form-urlencoded', 'multipart/form-data'],
    upload: ['multipart/form-data'],
    'json-or-upload': ['application/json', 'multipart/form-data'],
    'json-or-text': ['application/json', 'text/plain'],
  }[as ?? 'json']
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) }
}

function operation(group: ContractGroup, name: string): Json {
  const call = group.calls[name]!
  const schemas = group.schemas[name]!
  const status = String(call.status ?? (schemas.answer || schemas.file ? 200 : 204))
  const success = schemas.answer
    ? {
        description: call.summary,
        content: { 'application/json': { schema: jsonSchema(schemas.answer, 'output') } },
      }
    : schemas.file
      ? {
          description: call.summary,
          content: { [schemas.file]: { schema: { type: 'string', format: 'binary' } } },
        }
      : { description: call.summary }
  return {
    operationId: `${group.name.replace(/\W/g, '')}.${name}`,
    summary: call.summary,
    description: `${call.id}.`,
    tags: [group.name],
    parameters: parameters(call, schemas),
    ...(schemas.body ? { requestBody: requestBody(schemas.body, schemas.bodyAs) } : {}),
    responses: { [status]: success, default: ERROR },
  }
}

/**
 * The document of every contract, or (`served`) of the calls one server serves: a production
 * server leaves out the demo mode's calls it does not mount. Built once per `served` set.
 */
const built = new WeakMap<object, Json>()
const ALL = {}
export function openApiDocument(served?: ReadonlySet<string>): Json {
  const known = built.get(served ?? ALL)
  if (known) return known
  const paths: Record<string, Record<string, Json>> = {}
  const groups = new Set<string>()
  for (const group of CONTRACTS)
    for (const name of Object.keys(group.calls)) {
      const call = group.calls[name]!
      if (served && !served.has(`${call.method} /api/${call.service}${call.path}`)) continue
      const path = (paths[openApiPath(call)] ??= {})
      path[call.method.toLowerCase()] = operation(group, name)
      groups.add(group.name)
    }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Publisher portal API',
      version: '1',
      description:
        'Every call the portal makes, from its contracts (src/contracts). Calls with a session ' +
        'send its cookie; writes also send the CSRF header (docs/architecture.md).',
    },
    tags: CONTRACTS.filter((group) => groups.has(group.name)).map((group) => ({
      name: group.name,
    })),
    paths,
  }
  built.set(served ?? ALL, document)
  return document
}
