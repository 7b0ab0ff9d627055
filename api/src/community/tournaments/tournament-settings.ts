import { DEFAULT_ABANDONED_LEVEL } from '../../play/core/abandoned-option';
import type { EngineAdapter } from '../../play/core/engine.adapter';
import { DEFAULT_POINTS_TABLE, POINTS_TABLE_007, pointsTableFrom } from '../../play/core/points-table';
import { parseTimeControl } from '../../play/core/time-control';
import { DomainError } from '../../platform/errors/domain-error';
import { ladderOptions } from '../ladders/ladder-options';
import type { CreateTournamentDto, UpdateTournamentDto } from './dto/tournament.dto';
import type { FormatOptions, TournamentFormat, TournamentRow, TournamentSettings } from './tournament.repository';
import { DEFAULT_TIE_BREAKS } from './tournament-standings';

/** Which formats each variant is played in. */
const FORMATS_OF: Record<'007' | 'coalition', readonly TournamentFormat[]> = {
  '007': ['round-robin', 'swiss'],
  coalition: ['coalition-rotation'],
};

/** A round robin of 100 is 4,950 games, all started at once: the most one start makes. */
const ROUND_ROBIN_MOST = 100;

export function checkFormat(variant: '007' | 'coalition', format: TournamentFormat): void {
  if (!FORMATS_OF[variant].includes(format))
    throw new DomainError(
      'FORMAT_NOT_FOR_VARIANT',
      `${format} is not a ${variant === '007' ? '007' : 'Coalition Chess'} format; it has ${FORMATS_OF[variant].join(', ')}.`,
    );
}

/**
 * A tournament's settings from an admin's input, over `base` (a change) or the defaults (a new
 * event), checked together: what the engine accepts, a points table in halves, the format's own
 * options and limits that fit each other.
 */
export function tournamentSettings(
  engine: EngineAdapter,
  variant: '007' | 'coalition',
  format: TournamentFormat,
  input: CreateTournamentDto | UpdateTournamentDto,
  base?: TournamentRow,
): TournamentSettings {
  const bad = (detail: string) => new DomainError('BAD_TOURNAMENT', detail);
  const options = input.options !== undefined ? ladderOptions(engine, variant, input.options) : base?.options;
  const finalOptions = options ?? ladderOptions(engine, variant, {});
  if (variant === '007' && finalOptions.abandoned !== undefined)
    throw bad('A 007 event scores a departure as a forfeit: its games take only abandoned: resign.');
  const timeControl = input.timeControl !== undefined || !base ? parseTimeControl(input.timeControl) : base.timeControl;
  const pointsTable =
    input.pointsTable !== undefined
      ? pointsTableFrom(input.pointsTable, variant === '007' ? POINTS_TABLE_007 : DEFAULT_POINTS_TABLE, true)
      : (base?.pointsTable ?? (variant === '007' ? POINTS_TABLE_007 : DEFAULT_POINTS_TABLE));
  const formatOptions = formatOptionsOf(format, input, base?.formatOptions);
  // A Swiss event's default field fits its rounds, so the defaults alone make a valid event.
  const minDefault =
    format === 'round-robin' ? 3 : format === 'swiss' ? Math.max(4, (formatOptions.rounds as number) + 1) : 4;
  const most = format === 'round-robin' ? (formatOptions.double ? ROUND_ROBIN_MOST / 2 : ROUND_ROBIN_MOST) : 1000;
  const minEntrants = input.minEntrants ?? base?.minEntrants ?? minDefault;
  const maxEntrants = input.maxEntrants ?? base?.maxEntrants ?? most;
  if (maxEntrants > most) throw bad(`A ${format} event takes at most ${most} entrants.`);
  if (minEntrants > maxEntrants) throw bad('minEntrants is more than maxEntrants.');
  if (format === 'coalition-rotation' && minEntrants < 4)
    throw bad('A Coalition event needs 4 entrants at least: one table of four people to start with.');
  if (format === 'swiss' && (formatOptions.rounds as number) >= minEntrants)
    throw bad('A Swiss event needs more entrants than rounds (minEntrants > rounds), or players would meet again.');
  const date = (v: string | null | undefined, was: Date | null | undefined) =>
    v === undefined ? (was ?? null) : v === null ? null : new Date(v);
  const entriesCloseAt = date(input.entriesCloseAt, base?.entriesCloseAt);
  const startsAt = date(input.startsAt, base?.startsAt);
  if (entriesCloseAt && startsAt && entriesCloseAt > startsAt) throw bad('Entries close after the planned start.');
  return {
    name: input.name ?? (base?.name as string),
    formatOptions,
    options: finalOptions,
    timeControl,
    pointsTable,
    tieBreaks: input.tieBreaks ?? base?.tieBreaks ?? DEFAULT_TIE_BREAKS,
    admission: input.admission ?? base?.admission ?? 'open',
    allowBots: input.allowBots ?? base?.allowBots ?? false,
    entriesCloseAt,
    startsAt,
    minEntrants,
    maxEntrants,
  };
}

function formatOptionsOf(
  format: TournamentFormat,
  input: CreateTournamentDto | UpdateTournamentDto,
  base: FormatOptions | undefined,
): FormatOptions {
  const stray = (names: (keyof FormatOptions)[]) => {
    const given = names.filter((n) => input[n] !== undefined);
    if (given.length > 0)
      throw new DomainError(
        'BAD_TOURNAMENT',
        `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} not a ${format} option.`,
      );
  };
  switch (format) {
    case 'round-robin':
      stray(['rounds', 'bye', 'cycles', 'computerLevel']);
      return { double: input.double ?? base?.double ?? false };
    case 'swiss':
      stray(['double', 'cycles', 'computerLevel']);
      return { rounds: input.rounds ?? base?.rounds ?? 5, bye: input.bye ?? base?.bye ?? 'win' };
    case 'coalition-rotation':
      stray(['double', 'rounds', 'bye']);
      return {
        cycles: input.cycles ?? base?.cycles ?? 1,
        computerLevel: input.computerLevel ?? base?.computerLevel ?? DEFAULT_ABANDONED_LEVEL,
      };
  }
}

/** The rules of the event in sentences, as the event page states them. */
export function rulesOf(
  t: Pick<TournamentRow, 'variant' | 'format' | 'formatOptions' | 'pointsTable' | 'tieBreaks' | 'options'>,
): string[] {
  const p = t.pointsTable;
  const out: string[] = [];
  if (t.format === 'round-robin')
    out.push(
      `Round robin: every entrant meets every other ${t.formatOptions.double ? 'twice, with colours reversed' : 'once'}; all games start at once.`,
    );
  if (t.format === 'swiss')
    out.push(
      `Swiss system, ${t.formatOptions.rounds} rounds (Dutch rules: score groups, no rematch, colour balance); each round starts when the last one has finished. A bye scores ${t.formatOptions.bye === 'win' ? p.win : t.formatOptions.bye === 'draw' ? p.draw : p.loss}.`,
    );
  if (t.format === 'coalition-rotation')
    out.push(
      `Coalition tables of four over ${4 * (t.formatOptions.cycles ?? 1)} rounds: every entrant plays Yellow, Black, Green and Red once in every four rounds. Computer seats (${t.formatOptions.computerLevel}) fill the tables and score for nobody. All tables of a round start together, when the last round has finished.`,
    );
  out.push(
    t.variant === '007'
      ? `Points: win ${p.win}, draw ${p.draw}, loss ${p.loss}.`
      : `Points: win ${p.win}, draw ${p.draw}, loss ${p.loss}, aborted for neutrality in a coalition ${p.coalitionAbort}, without a coalition ${p.noCoalition}.`,
  );
  out.push(`Ties are broken by ${t.tieBreaks.join(', ')}; entrants equal on all share a rank.`);
  out.push(
    t.variant === '007'
      ? 'A withdrawal or a time-out ends the entrant’s part: their games still being played are lost by forfeit, and they are paired no more.'
      : `A withdrawal: in each game still being played the seat follows the game’s abandoned option (${String(t.options.abandoned ?? 'resign')}); later rounds give the seat to a computer. A time-out: the seat follows that option in that game.`,
  );
  return out;
}
