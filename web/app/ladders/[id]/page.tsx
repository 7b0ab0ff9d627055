import { LadderView } from '../../../features/ladders/components/ladder-view';

/** A ladder's page (features/ladders). */
export default async function LadderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LadderView id={id} />;
}
