/**
 * The OpenAPI document as Markdown (docs/api.md): per group, each call's id, method and path,
 * what it does, its parameters, and the fields of its body and answer, three levels deep.
 */
import { openApiDocument } from './openapi'

type Json = Record<string, unknown>

/** A JSON Schema's type in a word or two: `string`, `string | null`, `array of object`. */
function typeOf(schema: Json): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ')
  if (schema.enum) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.type === 'array') return `array of ${typeOf((schema.items ?? {}) as Json)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return typeof schema.type === 'string' ? schema.type : 'any'
}

/** A nullable object or array (`anyOf: [object, null]`) as its object or array member. */
const unwrapped = (schema: Json): Json =>
  (Array.isArray(schema.anyOf)
    ? (schema.anyOf as Json[]).find((s) => s.type === 'object' || s.type === 'array')
    : undefined) ?? schema

/** An object's properties with their required flags; for an array of objects, its items'. */
function propertiesOf(schema: Json): [string, Json, boolean][] | null {
  const plain = unwrapped(schema)
  const object = plain.type === 'array' ? ((plain.items ?? {}) as Json) : plain
  const properties = object.properties as Record<string, Json> | undefined
  if (!properties) return null
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, field]) => [name, field, required.has(name)])
}

/** The fields of an object schema as table rows, nested ones dotted (`items[].author.name`). */
function fields(schema: Json, prefix = '', depth = 0): string[] {
  const properties = propertiesOf(schema)
  if (!properties) return depth ? [] : [`| (the whole) | ${typeOf(schema)} | |`]
  const at = unwrapped(schema).type === 'array' ? `${prefix}[].` : prefix ? `${prefix}.` : ''
  return properties.flatMap(([name, field, required]) => [
    `| \`${at}${name}\` | ${typeOf(field).replace(/\|/g, '\\|')} | ${required ? 'yes' : ''} |`,
    ...(depth < 2 ? fields(field, `${at}${name}`, depth + 1) : []),
  ])
}

function table(title: string, schema: Json): string[] {
  return [
    `${title}:`,
    '',
    '| field | type | required |',
    '| --- | --- | --- |',
    ...fields(schema),
    '',
  ]
}

export function apiReference(): string {
  const document = openApiDocument() as {
    tags: { name: string }[]
    paths: Record<string, Record<string, Json>>
  }
  const out = [
    '# API reference',
    '',
    'Generated from the contracts (`src/contracts`) by `node --import tsx scripts/api-reference.ts`;',
    'the same calls as OpenAPI 3.1 are served at `/api/openapi.json`. Errors answer',
    '`{ error: { code, message, fields: [{ field, message }] } }` with a 4xx or 5xx status.',
    '',
  ]
  for (const { name: tag } of document.tags) {
    out.push(`## ${tag}`, '')
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        if (!(operation.tags as string[]).includes(tag)) continue
        const id = String(operation.description).replace(/\.$/, '')
        out.push(`### ${id}: \`${method.toUpperCase()} ${path}\``, '', `${operation.summary}.`, '')
        const parameters = operation.parameters as { name: string; in: string }[]
        if (parameters.length)
          out.push(
            `Parameters: ${parameters.map((p) => `\`${p.name}\` (${p.in})`).join(', ')}.`,
            '',
          )
        const body = (operation.requestBody as Json | undefined)?.content as Json | undefined
        if (body) {
          const [first] = Object.values(body) as Json[]
          out.push(...table(`Body (${Object.keys(body).join(' or ')})`, first!.schema as Json))
        }
        const [status, success] = Object.entries(operation.responses as Record<string, Json>)[0]!
        const answer = (success.content as Json | undefined)?.['application/json'] as
          Json | undefined
        const file = Object.keys((success.content ?? {}) as Json)[0]
        if (answer) out.push(...table(`Answer (${status})`, answer.schema as Json))
        else if (file) out.push(`Answer (${status}): a file, \`${file}\`.`, '')
        else out.push(`Answer: ${status}, no body.`, '')
      }
  }
  return out.join('\n').replace(/\n+$/, '\n')
}
