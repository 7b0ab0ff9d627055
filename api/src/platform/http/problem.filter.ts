import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { classifyDatabaseError, DATABASE_RETRY_AFTER_SECONDS } from '../database/database-errors';
import { DomainError } from '../errors/domain-error';
import { codeForStatus, statusForCode } from '../errors/error-codes';
import { Problem, PROBLEM_CONTENT_TYPE, problemLanguage, problemTitle, problemType } from '../errors/problem';
import { currentRequestId } from './request-context';

/**
 * The one place where errors become HTTP responses: every error leaves the API as an RFC 9457
 * `application/problem+json` body with a stable `code`.
 *
 * - DomainError: status from the code table; its extensions become members of the body.
 * - HttpException (Nest, guards, throttler, unknown routes): status kept; code taken from the
 *   exception's response object when it has one, else the generic code of the status.
 * - a database failure (database-errors.ts): 503 DATABASE_UNAVAILABLE with Retry-After when the
 *   database is away or timed out; 400 VALUE_OUT_OF_RANGE when a value its column cannot hold got
 *   through validation.
 * - anything else: 500 INTERNAL_ERROR, logged with its stack; the body reveals nothing.
 *
 * `title` is the code's sentence (error-codes.ts), in German when the request prefers German.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const problem = this.toProblem(exception);
    const language = problemLanguage(req.headers['accept-language']);
    if (language !== 'en') problem.title = problemTitle(problem.code, language);
    problem.instance = req.originalUrl;
    const requestId = currentRequestId();
    if (requestId) problem.requestId = requestId;
    // A problem that says when to come back says it in the standard header too (RFC 9110 §10.2.3).
    const retryAfter =
      problem.code === 'DATABASE_UNAVAILABLE'
        ? DATABASE_RETRY_AFTER_SECONDS
        : (problem.retryAfter as number | undefined);
    if (typeof retryAfter === 'number' && !res.headersSent) res.setHeader('Retry-After', String(retryAfter));
    if (res.headersSent) {
      // The handler already started answering (e.g. a stream); all we can do is end it.
      this.logger.error(`Error after headers were sent: ${problem.code} ${problem.detail ?? ''}`);
      res.end();
      return;
    }
    res.setHeader('Content-Language', language);
    res.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  }

  toProblem(exception: unknown): Problem {
    if (exception instanceof DomainError) {
      const status = statusForCode(exception.code);
      if (status === undefined) {
        this.logger.error(
          `DomainError with unmapped code ${exception.code}: add it to error-codes.ts`,
          exception.stack,
        );
        return build('INTERNAL_ERROR', 500, 'An unexpected error occurred.');
      }
      return { ...exception.extensions, ...build(exception.code, status, exception.message) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const own = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const code = typeof own.code === 'string' ? own.code : codeForStatus(status);
      const detail = httpDetail(own, exception.message);
      if (status >= 500) this.logger.error(exception.message, exception.stack);
      const { message: _m, error: _e, statusCode: _s, code: _c, ...extensions } = own;
      return { ...extensions, ...build(code, status, detail) };
    }
    const error = exception instanceof Error ? exception : new Error(String(exception));
    const database = classifyDatabaseError(exception);
    if (database === 'unreachable') {
      this.logger.warn(`Database unavailable: ${error.message}`);
      return build('DATABASE_UNAVAILABLE', 503, 'The database is not answering; try again shortly.');
    }
    if (database === 'out-of-range') {
      this.logger.warn(`Value refused by the database: ${error.message}`);
      return build('VALUE_OUT_OF_RANGE', 400, 'A value in the request is out of range or malformed.');
    }
    this.logger.error(`Unhandled error: ${error.message}`, error.stack);
    return build('INTERNAL_ERROR', 500, 'An unexpected error occurred.');
  }
}

function build(code: string, status: number, detail: string | undefined): Problem {
  const problem: Problem = { type: problemType(code), title: problemTitle(code), status, code };
  if (detail) problem.detail = detail;
  return problem;
}

function httpDetail(body: Record<string, unknown>, fallback: string): string {
  const message = body.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return fallback;
}
