import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from './request-context';

const logger = new Logger('http');

/** One log line per finished request, carrying the request id like every other line. */
export function accessLogMiddleware(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const store = requestContext.getStore();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      msg: 'request',
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms),
    };
    // 'finish' fires outside the request's async context; re-enter it so the id is logged.
    if (store) requestContext.run(store, () => logger.log(line));
    else logger.log(line);
  });
  next();
}
