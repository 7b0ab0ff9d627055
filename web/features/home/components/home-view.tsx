'use client';
import { useSession } from '../../account/components/session';
import { Landing } from './landing';
import { MyGames } from './my-games';

/** Home: signed in, my games (those waiting for me first); signed out, what Entente is and how to start. */
export function HomeView() {
  const { me } = useSession();
  if (me === undefined) return null;
  return me ? <MyGames me={me} /> : <Landing />;
}
