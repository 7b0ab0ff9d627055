import { AnalysisView } from '../../features/analysis/components/analysis-view';

/**
 * The analysis board: a board of its own, from the start of either game or from any position
 * (`?position=` with `?variant=`, and `?game=` for the game it comes from, whose options it uses
 * and for which a plan can be made from a line explored here). It never writes to the server.
 */
export default async function AnalysisPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return <AnalysisView variant={one(q.variant)} position={one(q.position)} gameId={one(q.game)} />;
}
