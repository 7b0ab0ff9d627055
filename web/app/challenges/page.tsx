import { ChallengesView } from '../../features/challenges/components/challenges-view';

/** My challenges, to me and mine (features/challenges). */
export default function ChallengesPage() {
  return <ChallengesView />;
}
