import { ModerationQueue } from '../../features/safety/components/moderation-queue';

/** The moderators' queue of reports (features/safety). */
export default function ModerationPage() {
  return <ModerationQueue />;
}
