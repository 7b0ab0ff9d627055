import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';

/** My draft on the server: the half-moves of a turn not yet sent, at the version they were made at. */
export interface ServerDraft {
  readonly version: number;
  readonly moves: string[];
}

/** My draft for the game as it now is, or null (204: none). */
export async function readServerDraft(gameId: string): Promise<ServerDraft | null> {
  const answer = await api.GET('/games/{id}/draft', { params: { path: { id: gameId } } });
  doneOf(answer);
  return answer.data ? { version: answer.data.version, moves: answer.data.moves } : null;
}

/** Keeps the half-moves as my draft of this version on the server; none drops it. */
export async function writeServerDraft(gameId: string, version: number, moves: readonly string[]): Promise<void> {
  const params = { path: { id: gameId } };
  if (moves.length === 0) doneOf(await api.DELETE('/games/{id}/draft', { params }));
  else doneOf(await api.PUT('/games/{id}/draft', { params, body: { expectedVersion: version, moves: [...moves] } }));
}
