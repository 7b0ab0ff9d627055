import helmet from 'helmet';

/**
 * Security headers on every answer of the API (helmet). The API answers JSON, event streams and
 * files, never a page: its policy lets a browser run, frame or embed nothing from it, and a
 * response is never sniffed into another type. The dashboard's pages carry their own policy
 * (web/middleware.ts).
 */
export const securityHeadersMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});
