import { LadderView } from '../../../features/ladders/components/ladder-view';

/** A ladder's page (features/ladders); the view reads the ladder's id from the address, as it did here. */
export default function LadderPage() {
  return <LadderView />;
}
