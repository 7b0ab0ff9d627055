import createClient from 'openapi-fetch';
import type { paths } from '../../lib/api/schema';
import { apiUrl } from '../../lib/server-api';

export const dynamic = 'force-dynamic';

/**
 * Who is signed in, for the dashboard's own use: `{ me }` with the account, or `{ me: null }`.
 * A signed-out visitor is a normal state of the dashboard, not an error, so it is answered with
 * 200 here — the browser would log the API's 401 as a failed request on every page.
 */
export async function GET(req: Request): Promise<Response> {
  const api = createClient<paths>({ baseUrl: apiUrl() });
  try {
    const { data } = await api.GET('/users/me', {
      headers: { cookie: req.headers.get('cookie') ?? '' },
      cache: 'no-store',
    });
    return Response.json({ me: data ?? null }, { headers: { 'cache-control': 'no-store' } });
  } catch {
    return Response.json({ me: null }, { status: 502, headers: { 'cache-control': 'no-store' } });
  }
}
