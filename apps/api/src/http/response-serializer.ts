import type { FastifySerializerCompiler } from 'fastify';
import build from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

type JsonSchema = { [key: string]: unknown };

/**
 * Keywords that only validate (fast-json-stringify writes values, it does not check them) or
 * describe. additionalProperties: false goes too: fast-json-stringify leaves out properties the
 * schema does not name anyway, and inside anyOf (which it resolves with Ajv) false would refuse
 * an object zod would accept after stripping its extra keys.
 */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'description',
  'title',
  'examples',
  'default',
]);

/** Zod constructs whose output JSON Schema cannot describe exactly: such responses keep zod's serializer. */
const UNREPRESENTABLE = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'custom', 'date', 'lazy', 'promise', 'function', 'map', 'set', 'bigint', 'symbol', 'undefined', 'void', 'nan']);

/** Whether zod's parse could change a value beyond dropping unknown keys (transforms, defaults, dates...). */
export function hasUnrepresentable(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as { type: string } & Record<string, unknown>;
  if (UNREPRESENTABLE.has(def.type)) return true;
  if (def.type === 'object' && def['catchall'] !== undefined) return true;
  const children: unknown[] = [def['innerType'], def['element'], def['keyType'], def['valueType'], def['left'], def['right'], def['in'], def['out']];
  if (Array.isArray(def['options'])) children.push(...(def['options'] as unknown[]));
  if (Array.isArray(def['items'])) children.push(...(def['items'] as unknown[]));
  if (def['rest']) children.push(def['rest']);
  if (def.type === 'object') children.push(...Object.values((schema as unknown as z.ZodObject).shape));
  return children.some((child) => child !== undefined && child !== null && typeof child === 'object' && '_zod' in child && hasUnrepresentable(child as $ZodType, seen));
}

/** `anyOf: [X, {type: 'null'}]` as `X` with `type: [X's type, 'null']`, which fast-json-stringify writes without Ajv. */
function nullableOf(options: JsonSchema[]): JsonSchema | null {
  if (options.length !== 2) return null;
  const nulls = options.filter((option) => option['type'] === 'null' && Object.keys(option).length === 1);
  const other = options.find((option) => !nulls.includes(option));
  if (nulls.length !== 1 || !other || typeof other['type'] !== 'string' || 'anyOf' in other) return null;
  return { ...other, type: [other['type'], 'null'] };
}

/** The JSON Schema fast-json-stringify is given: the output schema without its validation keywords. */
export function serializationSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializationSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (VALIDATION_ONLY.has(key) || (key === 'additionalProperties' && value === false)) continue;
    // Property names are data, not keywords: copy them as they are.
    result[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, serializationSchema(sub)])) : serializationSchema(value);
  }
  const anyOf = result['anyOf'];
  if (Array.isArray(anyOf)) {
    const nullable = nullableOf(anyOf as JsonSchema[]);
    if (nullable) {
      delete result['anyOf'];
      return { ...result, ...nullable };
    }
  }
  return result;
}

function zodOf(schema: unknown): $ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/** The compiled writer of one response schema, or null when it must stay with zod (see hasUnrepresentable). */
export function compileStringify(schema: $ZodType): ((data: unknown) => string) | null {
  if (hasUnrepresentable(schema)) return null;
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', reused: 'inline', cycles: 'throw' });
  return build(serializationSchema(jsonSchema) as Parameters<typeof build>[0]) as (data: unknown) => string;
}

/**
 * Fastify's serializer compiler for the zod response schemas: each schema is turned once, at
 * start, into JSON Schema and compiled by fast-json-stringify, which writes only the properties
 * the schema names (as zod's parse would keep) and refuses a value of the wrong type. With
 * checkResponses (the API suite), every answer is also parsed by zod first, so a response that
 * drifts from its schema fails the tests as it did when zod serialized every answer. Schemas
 * with transforms or defaults keep zod's parse and JSON.stringify.
 */
export function responseSerializerCompiler({ checkResponses }: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodOf(schema);
    const stringify = compileStringify(zodSchema);
    const check = (data: unknown) => {
      const parsed = z.safeParse(zodSchema, data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      return parsed.data;
    };
    if (!stringify) return (data: unknown) => JSON.stringify(check(data));
    // A value of the wrong type makes fast-json-stringify throw: a 500, as zod's refusal was.
    if (!checkResponses) return stringify;
    return (data: unknown) => {
      check(data);
      return stringify(data);
    };
  };
}
