import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { errorCode } from '../platform/errors/error-codes';
// Loading the modules registers the codes some of them keep beside the table (plans, diplomacy).
import '../app.module';

/**
 * What a client author needs of the committed contract, checked on openapi.yaml itself (openapi.spec.ts
 * holds the file to the code; Redocly's lint, in npm run lint, holds it to the OpenAPI rules).
 */
type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema> };
interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
  'x-error-codes'?: string[];
}
const doc = load(readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
);
const schema = (ref: string) => doc.components.schemas[ref.split('/').pop() as string];
/** A schema with its `$ref` followed (the named enums, e.g. `Seat`). */
const resolved = (s: Schema): Schema => (s.$ref ? schema(s.$ref) : s);

describe('openapi.yaml, the contract a client is written from', () => {
  it('lists for every operation the error codes it can answer, each under its status', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations) {
      const codes = op['x-error-codes'] ?? [];
      if (codes.length === 0) wrong.push(`${name}: no x-error-codes`);
      for (const code of codes) {
        const status = String(errorCode(code)?.status);
        if (!op.responses[status]?.description?.includes(`\`${code}\``))
          wrong.push(`${name}: ${code} not described under ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it('describes every answer and gives every request body an example', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations) {
      for (const [status, response] of Object.entries(op.responses))
        if (!response.description?.trim()) wrong.push(`${name} ${status}: no description`);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (media.example === undefined) wrong.push(`${name} ${type}: no example`);
    }
    expect(wrong).toEqual([]);
  });

  it('types path ids as uuids (those the server parses as such) and seats as an enum', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations)
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path') continue;
        if (/^(id|gameId|clubId|seasonId|clientId)$/.test(p.name) && p.schema.format !== 'uuid')
          // The one id that is not a UUID: an in-app notification's (a number, as text).
          if (!(name === 'POST /me/notifications/{id}/read')) wrong.push(`${name}: {${p.name}} is not a uuid`);
        if (p.name === 'seat' && !Array.isArray(resolved(p.schema).enum)) wrong.push(`${name}: {seat} has no enum`);
      }
    expect(wrong).toEqual([]);
  });

  it('describes game options per variant, actions as a union on `type`, and `mine` as a boolean', () => {
    const options = (ref: string) => schema(ref).properties?.options as Schema;
    for (const dto of ['CreateGameDto', 'GameDto', 'CreateLadderDto', 'UpdateLadderDto', 'ChallengeDto']) {
      const o = options(dto);
      const branches = (o.anyOf ?? (o.allOf as Schema[] | undefined)?.[0]?.anyOf ?? []) as Schema[];
      // A ladder's (and a challenge's) options are a variant's with `abandoned` beside them (allOf).
      const refs = branches.map(
        (s) => s.$ref ?? (s.allOf as Schema[] | undefined)?.map((part) => part.$ref).join(' & '),
      );
      const beside = ['CreateLadderDto', 'UpdateLadderDto', 'ChallengeDto'].includes(dto)
        ? ' & #/components/schemas/AbandonedOptionsDto'
        : '';
      expect([dto, refs]).toEqual([
        dto,
        [`#/components/schemas/Options007Dto${beside}`, `#/components/schemas/CoalitionOptionsDto${beside}`],
      ]);
    }
    expect(Object.keys(schema('AbandonedOptionsDto').properties ?? {}).sort()).toEqual(['abandoned', 'abandonedLevel']);
    expect(Object.keys(schema('Options007Dto').properties ?? {}).sort()).toEqual(
      ['balanced', 'completion', 'detente', 'fast', 'progressive'].sort(),
    );
    expect(Object.keys(schema('CoalitionOptionsDto').properties ?? {})).toContain('setupPhase');
    const actions = doc.paths['/games/{id}/actions'].post.requestBody?.content['application/json'].schema as Schema;
    expect((actions.discriminator as { propertyName: string }).propertyName).toBe('type');
    expect((actions.oneOf as Schema[]).length).toBeGreaterThanOrEqual(4);
    for (const { name, op } of operations)
      for (const p of op.parameters ?? [])
        if (p.name === 'mine') expect([name, p.schema.type]).toEqual([name, 'boolean']);
  });

  it('plan routes declare what each can send: only storing a plan the codes of its lines and of the moment', () => {
    const codes = (method: string, p: string) => doc.paths[p][method]['x-error-codes'] ?? [];
    // What only PUT can answer (plans.service.ts storableFor, plan-checker.ts); a rule's refusal
    // of a step is PLAN_ILLEGAL_STEP with its `cause` (TURN_OVERRUN, BAD_NOTATION…), never that code.
    const storing = ['GAME_NOT_STARTED', 'GAME_OVER', 'PLAN_NOT_NOW', 'PLAN_BAD_LINE', 'PLAN_TOO_LARGE'];
    const storingToo = ['PLAN_ILLEGAL_STEP', 'PLAN_AMBIGUOUS'];
    const mySeat = ['GAME_NOT_FOUND', 'NOT_A_PLAYER', 'PLAN_ONE_SEAT'];
    const routes: [string, string, string[]][] = [
      ['put', '/games/{id}/plan', [...mySeat, ...storing, ...storingToo]],
      ['get', '/games/{id}/plan', [...mySeat, 'PLAN_NOT_FOUND']],
      ['delete', '/games/{id}/plan', [...mySeat, 'PLAN_NOT_FOUND']],
      ['get', '/games/{id}/plan/history', mySeat],
    ];
    const planOrGame = (code: string) => /^(PLAN_|GAME_|NOT_A_PLAYER|TURN_|BAD_NOTATION)/.test(code);
    for (const [method, p, expected] of routes)
      expect([method, p, codes(method, p).filter(planOrGame).sort()]).toEqual([method, p, [...expected].sort()]);
  });
});
