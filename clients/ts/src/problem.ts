import type { components } from './schema';

/** An RFC 9457 problem as the API answers it (`application/problem+json`); branch on `code`. */
export type Problem = components['schemas']['ProblemDto'];

/**
 * A refused or failed call as a thrown value (see `unwrap`): the problem the API answered, or a
 * stand-in with code `UNKNOWN` when the answer was none (a network error, a proxy's HTML page).
 */
export class EntenteProblem extends Error {
  override readonly name = 'EntenteProblem';

  constructor(
    readonly problem: Problem,
    options?: { cause?: unknown },
  ) {
    super(`${problem.code} (${problem.status}): ${problem.detail ?? problem.title}`, options);
  }

  /** The stable error code, e.g. `VERSION_CONFLICT` (docs/api/README.md, "Errors"). */
  get code(): string {
    return this.problem.code;
  }

  get status(): number {
    return this.problem.status;
  }
}

/** A problem+json body as a Problem, or a stand-in when the answer was not one. */
export function problemOf(error: unknown, response?: Response): Problem {
  if (error && typeof error === 'object' && 'code' in error && 'status' in error) return error as Problem;
  return {
    type: 'about:blank',
    title: 'Error',
    status: response?.status ?? 0,
    code: 'UNKNOWN',
    detail: String(response?.statusText || error || ''),
    instance: response?.url ?? '',
  };
}

/** What every call of the client answers (openapi-fetch): the data, or the error and the response. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful call, or an EntenteProblem thrown for a refused one:
 * `const game = await unwrap(entente.GET('/games/{id}', { params: { path: { id } } }))`.
 * A call answered with no body (204) gives `undefined`; a call that got no answer at all (the
 * network) throws an EntenteProblem with code `UNKNOWN` and the failure as its `cause`.
 */
export async function unwrap<T>(answer: Answer<T> | Promise<Answer<T>>): Promise<T> {
  let settled: Answer<T>;
  try {
    settled = await answer;
  } catch (e) {
    // An error's message (told by shape: fetch's TypeError may come from another realm).
    const message = e && typeof e === 'object' && 'message' in e ? String(e.message) : e;
    throw new EntenteProblem(problemOf(message), { cause: e });
  }
  if (settled.response.ok) return settled.data as T;
  throw new EntenteProblem(problemOf(settled.error, settled.response));
}
