import { NextResponse, type NextRequest } from 'next/server';

/**
 * The Content-Security-Policy of every dashboard page, with a fresh nonce per request: Next reads
 * the nonce from the request's policy and puts it on its own scripts, so no inline script runs
 * without it ('strict-dynamic' lets those scripts load the page's chunks). Every page renders per
 * request (the layout reads the cookies), so each gets its nonce.
 *
 * One exception: styles allow 'unsafe-inline'. The board and the panels set `style` attributes
 * (positions, colours), which a nonce cannot cover; styles cannot run code. `next dev` also needs
 * 'unsafe-eval' (its hot reloading), never a production build. The development mail page
 * (`/dev/mail`) reads the API's own address, not the /api proxy (features/dev-mail): that page
 * alone may connect there.
 */
export function middleware(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const dev = process.env.NODE_ENV !== 'production';
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${request.nextUrl.pathname.startsWith('/dev/mail') ? ` ${apiOrigin()}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

function apiOrigin(): string {
  try {
    return new URL(process.env.API_URL ?? 'http://127.0.0.1:3000').origin;
  } catch {
    return '';
  }
}

export const config = {
  // Pages only: the API's answers through /api carry the API's own headers; static files need none.
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
