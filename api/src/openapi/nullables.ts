import type { OpenAPIObject } from '@nestjs/swagger';

type Node = Record<string, unknown>;

/**
 * Makes the document say `null` where the server sends it, in OpenAPI 3.0's terms. @nestjs/swagger
 * writes a nullable object property as `nullable: true, type: object, allOf: [$ref]` and a
 * nullable enum without `null` in its values; a validator (Redocly's example check, a client's
 * schema validation) refuses `null` for both, since `nullable` does not reach into `allOf` and
 * an enum lists every allowed value (OpenAPI 3.0.3, "nullable"). So the first becomes
 * `anyOf: [$ref, {enum: [null]}]` and the second gets `null` among its values; generated types
 * read both as `X | null`, as before.
 */
export function describeNullables(document: OpenAPIObject): void {
  visit(document.components?.schemas);
  visit(document.paths);
}

function visit(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  if (node.nullable === true) {
    const allOf = node.allOf as Node[] | undefined;
    if (allOf?.length === 1 && typeof allOf[0].$ref === 'string') {
      delete node.nullable;
      delete node.type;
      delete node.allOf;
      node.anyOf = [allOf[0], { enum: [null] }];
    } else if (Array.isArray(node.enum) && !node.enum.includes(null)) {
      node.enum = [...(node.enum as unknown[]), null];
    }
  }
  for (const child of Object.values(node)) visit(child);
}
