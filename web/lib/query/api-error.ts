import { asProblem, type Problem } from '../api/client';

/** A refused or failed API call as a thrown value, so TanStack Query sees it as the query's error. */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.code);
  }
}

/**
 * The data of an openapi-fetch answer, or an ApiError with its problem: what a query function
 * returns. Every hook in web/features goes through this, so a 4xx reads the same everywhere.
 */
export function dataOf<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  throw new ApiError(asProblem(answer.error, answer.response));
}

/**
 * For a call answered without a body (204): true when it succeeded, else an ApiError with its
 * problem — what a mutation function returns.
 */
export function doneOf(answer: { error?: unknown; response: Response }): true {
  if (answer.response.ok) return true;
  throw new ApiError(asProblem(answer.error, answer.response));
}

/** Whether a query's or mutation's error is the API's 401: nobody (or nobody any more) is signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.problem.status === 401;
}

/** The problem behind a query's or mutation's error, for ProblemNote. */
export function problemOf(error: unknown): Problem | null {
  if (!error) return null;
  return error instanceof ApiError ? error.problem : asProblem(error);
}
