import { cookies } from 'next/headers';
import createClient from 'openapi-fetch';
import type { Game } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { apiUrl } from '../../../lib/server-api';

/**
 * GET /games/{id} on the server with the visitor's session, for the game page's first HTML: the
 * game (null when it could not be read) and the API's status (0 when it did not answer).
 */
export async function readGameOnServer(id: string): Promise<{ game: Game | null; status: number }> {
  const cookie = (await cookies()).toString();
  let game = null;
  let status = 0;
  try {
    const api = createClient<paths>({ baseUrl: apiUrl() });
    const { data, response } = await api.GET('/games/{id}', {
      params: { path: { id } },
      headers: { cookie },
      cache: 'no-store',
    });
    game = data ?? null;
    status = response.status;
  } catch {
    game = null;
  }
  return { game, status };
}
