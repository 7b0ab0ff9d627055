'use client';
import { useCallback, useMemo, useState } from 'react';
import type { Problem, SeatName } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { useMuteSeat } from '../api/use-mute-seat';
import { useMutedSeats } from '../api/use-muted-seats';

/**
 * The seats I muted in a game, and `setMuted` to change one. A refusal goes to `onFailure`.
 * Read only where it can matter (`enabled`: a signed-in player of the game).
 */
export function useSeatMutes(id: string, enabled: boolean, onFailure: (problem: Problem | null) => void) {
  const mutedQuery = useMutedSeats(id, { enabled });
  const { mutateAsync: muteAsync } = useMuteSeat(id);
  // The box shows the choice in the same render as the click (React state set in the event), not
  // only when the mutation's cache update reaches the page a task later: a controlled checkbox
  // would flick back meanwhile. The answer (or a refusal) settles it.
  const [choosing, setChoosing] = useState<Readonly<Record<string, boolean>>>({});
  const setMuted = useCallback(
    async (seat: SeatName, mute: boolean) => {
      setChoosing((c) => ({ ...c, [seat]: mute }));
      try {
        await muteAsync({ seat, mute });
      } catch (error) {
        onFailure(problemOf(error));
      } finally {
        setChoosing(({ [seat]: _settled, ...rest }) => rest);
      }
    },
    [muteAsync, onFailure],
  );
  const mutedSeats = mutedQuery.data;
  const muted = useMemo(() => {
    const chosen = new Set<string>(mutedSeats ?? []);
    for (const [seat, mute] of Object.entries(choosing)) {
      if (mute) chosen.add(seat);
      else chosen.delete(seat);
    }
    return [...chosen];
  }, [mutedSeats, choosing]);
  return { muted, setMuted };
}
