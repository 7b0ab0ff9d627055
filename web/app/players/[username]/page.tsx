import { notFound } from 'next/navigation';
import { apiFinds } from '../../../lib/server-finds';
import { PlayerView } from '../../../features/players/components/player-view';

export const dynamic = 'force-dynamic';

/** A player's page: 404 for a name no account has; the page itself loads in the browser. */
export default async function PlayerPage({ params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  if (!(await apiFinds(`/users/${encodeURIComponent(decodeURIComponent(username))}`))) notFound();
  return <PlayerView />;
}
