import { type INestApplication, ParseUUIDPipe } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { operationsOf } from './problems';

/**
 * The path parameters each route parses with ParseUUIDPipe, by operationId (`<Controller>_<method>`,
 * @nestjs/swagger's default): read from the route's own parameter metadata, so the document says
 * `format: uuid` exactly where the server answers a malformed one with 400.
 */
export function uuidPathParams(app: INestApplication): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { name: string; prototype: object } | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
          string,
          { data?: unknown; pipes?: unknown[] }
        >;
        for (const arg of Object.values(args)) {
          const uuid = (arg.pipes ?? []).some((p) => p === ParseUUIDPipe || p instanceof ParseUUIDPipe);
          if (!uuid || typeof arg.data !== 'string') continue;
          const id = `${controller.name}_${method}`;
          out.set(id, (out.get(id) ?? new Set()).add(arg.data));
        }
      }
    }
  return out;
}

export function describeUuidParams(document: OpenAPIObject, uuids: Map<string, Set<string>>): void {
  for (const { operation } of operationsOf(document)) {
    const names = uuids.get(operation.operationId ?? '');
    if (!names) continue;
    for (const p of (operation.parameters ?? []) as ParameterObject[])
      if (p.in === 'path' && names.has(p.name)) p.schema = { ...(p.schema as SchemaObject), format: 'uuid' };
  }
}
