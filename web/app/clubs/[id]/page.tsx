import { notFound } from 'next/navigation';
import { apiFinds } from '../../../lib/server-finds';
import { ClubView } from '../../../features/clubs/components/club-view';

export const dynamic = 'force-dynamic';

/** A club's page: 404 for a club that does not exist; the page itself loads in the browser. */
export default async function ClubPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await apiFinds(`/clubs/${encodeURIComponent(id)}`))) notFound();
  return <ClubView />;
}
