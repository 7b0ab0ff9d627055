import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './metrics';

/**
 * Observes each request's duration by its route's template (`/games/:id/moves`, not the id: one
 * series per route), `unmatched` for an address no route has.
 */
export function metricsMiddleware(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const route = (req.route as { path?: string } | undefined)?.path;
    httpRequestDuration.observe(
      { method: req.method, route: route ? `${req.baseUrl}${route}` : 'unmatched', status: String(res.statusCode) },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
  next();
}
