import { apiUrl } from '../../../lib/server-api';

/**
 * Forwards `/api/<path>` to `<API_URL>/<path>`: the browser stays on the dashboard's origin (its
 * session cookie is first-party) and the API address is read at run time, not baked into a build.
 * Bodies are streamed both ways, so server-sent events pass through.
 */
export const dynamic = 'force-dynamic';

// Hop-by-hop headers and headers that no longer describe the body once fetch has decoded it.
const DROP_REQUEST = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length'];
const DROP_RESPONSE = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'];

async function forward(req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await ctx.params;
  // The mail catcher's inbox is never relayed: the API must see the reader's own connection.
  if (path[0] === 'dev') return problem(404, 'NOT_FOUND', 'Not found.');
  const incoming = new URL(req.url);
  const target = `${apiUrl()}/${path.map(encodeURIComponent).join('/')}${incoming.search}`;
  const headers = new Headers(req.headers);
  for (const h of DROP_REQUEST) headers.delete(h);
  headers.set('x-forwarded-host', incoming.host);
  // The browser's Origin goes on untouched: the API accepts signed-in writes only from the
  // dashboard's configured origins and refuses every other one (CSRF_REJECTED).
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      // A closed page (an EventSource going away) ends the upstream request too.
      signal: req.signal,
      // Required by Node's fetch to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return problem(502, 'API_UNREACHABLE', 'The dashboard could not reach the API.');
  }
  const out = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE.includes(key) && key !== 'set-cookie') out.append(key, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) out.append('set-cookie', cookie);
  // Server-sent events must pass frame by frame: `no-transform` keeps the server's compression
  // from buffering them.
  if (upstream.headers.get('content-type')?.startsWith('text/event-stream'))
    out.set('cache-control', 'no-cache, no-transform');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

export {
  forward as GET,
  forward as POST,
  forward as PUT,
  forward as PATCH,
  forward as DELETE,
  forward as HEAD,
  forward as OPTIONS,
};

function problem(status: number, code: string, detail: string): Response {
  const title = code
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
  const body = { type: `/problems/${code.toLowerCase().replace(/_/g, '-')}`, title, status, code, detail };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
}
