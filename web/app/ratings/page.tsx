import { LeaderboardView } from '../../features/ratings/components/leaderboard-view';

/** The leaderboards per game and role (features/ratings). */
export default function RatingsPage() {
  return <LeaderboardView />;
}
