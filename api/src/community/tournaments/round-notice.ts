/** A paired seat of the round(s) a notice tells of, with its entrant (null: a computer seat). */
export interface NoticeSeat {
  readonly round: number;
  readonly board: number | null;
  /** Null for a bye. */
  readonly gameId: string | null;
  readonly seat: string | null;
  readonly userId: string | null;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly bot: boolean;
}

/** An opponent as the notice names it: a person (or bot) at the pairing, or a computer seat's level. */
export type NoticeOpponent = { readonly seat: string } & (
  { readonly username: string; readonly displayName: string; readonly bot: boolean } | { readonly computer: string }
);

/**
 * The payload of a `tournament-round` notification (docs/api/notifications.md), composed when the
 * round's games exist: the event, the round, and the reader's game(s) with the opponents by name as
 * paired — or the bye. A round robin's rounds all begin at the start: one notice lists them all.
 */
export interface TournamentRoundPayload {
  readonly tournamentId: string;
  readonly tournament: string;
  readonly variant: '007' | 'coalition';
  readonly format: string;
  /** The round that begins (a round robin's notice: 1, with `allRounds`). */
  readonly round: number;
  /** How many rounds the event has. */
  readonly rounds: number;
  readonly allRounds: boolean;
  readonly bye: boolean;
  readonly games: readonly {
    readonly round: number;
    readonly board: number;
    readonly gameId: string;
    readonly seat: string;
    readonly opponents: readonly NoticeOpponent[];
  }[];
}

export interface RoundNoticeEvent {
  readonly id: string;
  readonly name: string;
  readonly variant: '007' | 'coalition';
  readonly format: string;
  readonly rounds: number;
  readonly computerLevel: string;
}

/**
 * One notice per person paired in the round(s) (`round` null: every round of a round robin), in
 * seat order; bots hear of their games on their stream instead. With `only`, to those people alone
 * (the others' seats are there as their opponents).
 */
export function roundNotices(
  t: RoundNoticeEvent,
  round: number | null,
  seats: readonly NoticeSeat[],
  only?: ReadonlySet<string>,
): { userId: string; payload: TournamentRoundPayload }[] {
  // Seats by game and by entrant, once: a 100-entrant round robin has 9,900 seats, and filtering
  // them for every game of every entrant held the event loop for seconds (bench:tournament).
  const byGame = new Map<string, NoticeSeat[]>();
  const byUser = new Map<string, NoticeSeat[]>();
  const add = (map: Map<string, NoticeSeat[]>, key: string, s: NoticeSeat) => {
    const list = map.get(key);
    if (list) list.push(s);
    else map.set(key, [s]);
  };
  for (const s of seats) {
    if (s.gameId) add(byGame, s.gameId, s);
    if (s.userId) add(byUser, s.userId, s);
  }
  const people = [...new Set(seats.filter((s) => s.userId && !s.bot).map((s) => s.userId as string))].filter(
    (userId) => !only || only.has(userId),
  );
  return people.map((userId) => {
    const mine = byUser.get(userId) ?? [];
    const games = mine
      .filter((s) => s.gameId)
      .map((s) => ({
        round: s.round,
        board: s.board ?? 0,
        gameId: s.gameId as string,
        seat: s.seat ?? '',
        opponents: (byGame.get(s.gameId as string) ?? [])
          .filter((o) => o.userId !== userId)
          .map((o): NoticeOpponent =>
            o.userId
              ? {
                  seat: o.seat ?? '',
                  username: o.username ?? '',
                  displayName: o.displayName ?? o.username ?? '',
                  bot: o.bot,
                }
              : { seat: o.seat ?? '', computer: t.computerLevel },
          ),
      }));
    return {
      userId,
      payload: {
        tournamentId: t.id,
        tournament: t.name,
        variant: t.variant,
        format: t.format,
        round: round ?? 1,
        rounds: t.rounds,
        allRounds: round === null,
        bye: mine.some((s) => !s.gameId),
        games,
      },
    };
  });
}
