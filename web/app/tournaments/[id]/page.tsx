import { TournamentView } from '../../../features/tournaments/components/tournament-view';

/** A tournament's page (features/tournaments); the view reads the event's id from the address. */
export default function TournamentPage() {
  return <TournamentView />;
}
