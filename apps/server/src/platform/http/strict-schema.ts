import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const cache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The same schema with every plain object strict (unknown keys rejected), keeping its checks.
 * Objects that chose `.loose()` or a catchall keep it. Contract schemas stay plain in
 * @bus/domain (the web parses responses leniently); requests are held to them strictly here.
 */
export function strictDeep(schema: z.ZodType): z.ZodType {
  const known = cache.get(schema);
  if (known) return known;
  const result = strictify(schema);
  cache.set(schema, result);
  return result;
}

function strictify(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const def = schema.def;
    const shape = Object.fromEntries(
      Object.entries(def.shape).map(([key, value]) => [key, strictDeep(value as z.ZodType)]),
    );
    return schema.clone({ ...def, shape, catchall: def.catchall ?? z.never() });
  }
  if (schema instanceof z.ZodArray) {
    return schema.clone({ ...schema.def, element: strictDeep(schema.def.element as z.ZodType) });
  }
  if (schema instanceof z.ZodOptional) {
    return schema.clone({
      ...schema.def,
      innerType: strictDeep(schema.def.innerType as z.ZodType),
    });
  }
  if (schema instanceof z.ZodNullable) {
    return schema.clone({
      ...schema.def,
      innerType: strictDeep(schema.def.innerType as z.ZodType),
    });
  }
  if (schema instanceof z.ZodDefault) {
    return schema.clone({
      ...schema.def,
      innerType: strictDeep(schema.def.innerType as z.ZodType),
    });
  }
  return schema;
}

/** fastify-type-provider-zod's validator over the strict form of each request schema. */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: strictDeep(route.schema) });
