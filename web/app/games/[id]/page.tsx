import { notFound } from 'next/navigation';
import { readGameOnServer } from '../../../features/games/api/read-game-on-server';
import { GameView } from '../../../features/games/components/game-view';

export const dynamic = 'force-dynamic';

/**
 * The game page. The game is read on the server with the visitor's session, so the board is in
 * the first HTML the browser gets — for a game of thousands of half-moves as fast as for a new
 * one (the event log loads afterwards, in the browser).
 */
export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { game: initial, status } = await readGameOnServer(id);
  // No such game (or an id that cannot be one): the page answers 404 and says so.
  if (status === 404 || status === 400) notFound();
  return <GameView id={id} initial={initial} />;
}
