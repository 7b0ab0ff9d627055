import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';

/**
 * The token and revocation endpoints answer in RFC 6749 §5.2 form, not problem+json: OAuth
 * client libraries read `error`. This catches what reaches them from outside the library — the
 * rate limit (429, `Retry-After` already set), an unknown method, a failure of our own.
 */
@Catch()
export class OAuthErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('OAuthErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    if (status >= 500) this.logger.error(String(exception), (exception as Error)?.stack);
    const error = status === 429 ? 'temporarily_unavailable' : status >= 500 ? 'server_error' : 'invalid_request';
    const description =
      status === 429
        ? 'Too many requests; retry after the number of seconds in Retry-After.'
        : status >= 500
          ? 'An unexpected error occurred.'
          : exception instanceof Error
            ? exception.message
            : 'Invalid request';
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .set({ 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
      .json({ error, error_description: description });
  }
}
