import { ClubsView } from '../../features/clubs/components/clubs-view';

/** Clubs: public ones and mine, and a form to found one (features/clubs). */
export default function ClubsPage() {
  return <ClubsView />;
}
