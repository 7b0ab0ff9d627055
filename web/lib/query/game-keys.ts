/**
 * The cache keys of one game's queries. Everything about a game sits under `['game', id]`, so a
 * page can drop a game's whole cache at once; what changes with each move (the clock, my plan)
 * carries the game's version in its key, so a new version is a new query and never a stale one.
 */
export const gameKeys = {
  /** Every game's queries (a vacation moves the deadlines of all of them). */
  all: ['game'] as const,
  game: (id: string) => ['game', id] as const,
  events: (id: string) => ['game', id, 'events'] as const,
  verification: (id: string, events: number) => ['game', id, 'verification', events] as const,
  clock: (id: string, version: number) => ['game', id, 'clock', version] as const,
  holders: (id: string, version: number) => ['game', id, 'holders', version] as const,
  /** Every version's plan: what a change to the plan invalidates. */
  plans: (id: string) => ['game', id, 'plan'] as const,
  plan: (id: string, version: number) => ['game', id, 'plan', version] as const,
  notes: (id: string) => ['game', id, 'notes'] as const,
  /** The channels I may read, at the game's status (its start opens posting, its end may reveal all). */
  channels: (id: string, status?: string) =>
    (status === undefined ? ['game', id, 'channels'] : ['game', id, 'channels', status]) as readonly string[],
  /** The lines loaded of one channel, or (without `channel`) of every channel. */
  lines: (id: string, channel?: string) =>
    (channel === undefined ? ['game', id, 'lines'] : ['game', id, 'lines', channel]) as readonly string[],
  mutedSeats: (id: string) => ['game', id, 'muted-seats'] as const,
};

/** The cache key of every game list; a change to any game (a seat taken, a turn) invalidates them all. */
export const gameListsKey = ['games', 'list'] as const;
