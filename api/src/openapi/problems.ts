import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_CODES_EXTENSION } from '../platform/http/api-problems.decorator';
import { errorCode } from '../platform/errors/error-codes';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const SAFE = new Set(['get', 'head', 'options']);

/** Which throttler budget an operation spends (ApiBudget / AuthBudget write it). */
export const RATE_LIMIT_EXTENSION = 'x-rate-limit';
/** Set by @PeopleOnly: API and OAuth tokens are refused with FORBIDDEN. */
export const PEOPLE_ONLY_EXTENSION = 'x-people-only';
/** Set by @ApiOAuthErrors: the operation answers errors in RFC 6749 form, never as problems. */
export const OAUTH_ERRORS_EXTENSION = 'x-oauth-errors';

const STATUS_SUMMARY: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Request body too large',
  422: 'Refused',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** What the JSON parser and the input check refuse before any route sees the request. */
const INPUT_CODES = ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'JSON_TOO_DEEP', 'INVALID_CHARACTERS'] as const;

export interface OperationRef {
  readonly method: string;
  readonly path: string;
  readonly operation: OperationObject;
}

export function operationsOf(document: OpenAPIObject): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) out.push({ method, path, operation });
    }
  }
  return out;
}

/**
 * The codes an operation can answer with: the ones it declares (`@ApiProblems`) and the ones its
 * shape implies — the guards, pipes and middleware every such operation passes through.
 */
export function errorCodesOf(ref: OperationRef): string[] {
  const op = ref.operation as OperationObject & Record<string, unknown>;
  const codes = new Set<string>((op[ERROR_CODES_EXTENSION] as string[] | undefined) ?? []);
  const security = op.security ?? [];
  const secured = security.some((requirement) => Object.keys(requirement).length > 0);
  // The guard of every signed-in route also refuses a suspended or closed account.
  if (secured) codes.add('UNAUTHENTICATED').add('ACCOUNT_SUSPENDED').add('ACCOUNT_CLOSED');
  if (op['x-required-scopes']) codes.add('MISSING_SCOPE');
  if (op[PEOPLE_ONLY_EXTENSION]) codes.add('FORBIDDEN');
  if (!SAFE.has(ref.method) && security.some((requirement) => 'session' in requirement)) codes.add('CSRF_REJECTED');
  const parameters = (op.parameters ?? []) as ParameterObject[];
  // The JSON parser and the input check run before every route (common/json-body.middleware.ts,
  // common/input-text.ts): a body that does not parse, is too large or nested too deeply, or a
  // URL or body with characters that are not text, is refused whatever the operation.
  for (const code of INPUT_CODES) codes.add(code);
  if (op.requestBody) codes.add('VALIDATION_FAILED').add('VALUE_OUT_OF_RANGE');
  if (parameters.some((p) => p.in === 'query')) codes.add('VALIDATION_FAILED').add('VALUE_OUT_OF_RANGE');
  if (parameters.some((p) => p.in === 'path' && (p.schema as SchemaObject | undefined)?.format === 'uuid'))
    codes.add('BAD_REQUEST');
  if (op[RATE_LIMIT_EXTENSION]) codes.add('RATE_LIMITED');
  return [...codes].sort();
}

/**
 * Writes each operation's error answers into the document: one response per status, whose
 * description lists the codes with their sentences (api/src/platform/errors/error-codes.ts) and whose
 * schema is the problem with `code` narrowed to those codes and with the members they always
 * carry required. `x-error-codes` keeps the whole list, for tools and tests.
 */
export function describeProblems(document: OpenAPIObject): void {
  for (const ref of operationsOf(document)) {
    const op = ref.operation as OperationObject & Record<string, unknown>;
    // OAuth's token endpoints answer their own errors in RFC 6749 form; only what the input
    // checks refuse before the route (a problem) is added beside those answers.
    const oauth = op[OAUTH_ERRORS_EXTENSION] === true;
    const codes = oauth ? [...INPUT_CODES].sort() : errorCodesOf(ref);
    op[ERROR_CODES_EXTENSION] = codes;
    const byStatus = new Map<number, string[]>();
    for (const code of codes) {
      const entry = errorCode(code);
      if (!entry)
        throw new Error(
          `${ref.method.toUpperCase()} ${ref.path} declares error code ${code}, which api/src/platform/errors/error-codes.ts does not have: add it there (status, English and German sentence).`,
        );
      byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), code]);
    }
    for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
      const required = group
        .map((code) => errorCode(code)?.carries ?? [])
        .reduce((common, fields) => common.filter((f) => fields.includes(f)));
      const narrowed: SchemaObject = {
        type: 'object',
        properties: { code: { type: 'string', enum: group } },
        ...(required.length > 0 ? { required: [...required] } : {}),
      };
      const description = [
        `${STATUS_SUMMARY[status] ?? 'Problem'}: RFC 9457 problem details; \`code\` is one of`,
        '',
        ...group.map((code) => `- \`${code}\`: ${errorCode(code)?.en}`),
      ].join('\n');
      const problem = { schema: { allOf: [{ $ref: '#/components/schemas/ProblemDto' }, narrowed] } };
      const existing = op.responses[String(status)] as ResponseObject | undefined;
      const response: ResponseObject =
        oauth && existing
          ? {
              ...existing,
              description: `${existing.description}\n\nOr, refused before the OAuth server sees it — ${description}`,
              content: { ...existing.content, 'application/problem+json': problem },
            }
          : { description, content: { 'application/problem+json': problem } };
      op.responses[String(status)] = response;
    }
  }
}
