import { LobbyView } from '../../features/lobby/components/lobby-view';

/** The lobby: every game with a seat to take (features/lobby). */
export default function LobbyPage() {
  return <LobbyView />;
}
