import { canonicalJson } from '../events/canonical-json';
import { findChainBreak } from '../events/event-hash';
import { EDITION_EVENT_TYPES, SEAT_EVENT_TYPES } from '../events/game-event-types';
import { TAKEBACK_EVENT_TYPES } from '../events/takeback-event-types';
import type { Action } from '@entente/engine';
import type { GameEventDto, VerificationDto, VerificationIssueDto } from './event.dto';
import { type EngineAdapter, RuleRefusal } from '../core/engine.adapter';
import type { GameRecord } from '../core/game-record';
import { takenBackTo } from '../core/takeback';

/** Seat changes before the start: they change seats, not the engine's state, so replay skips them. */
const WITHOUT_STATE: ReadonlySet<string> = new Set(SEAT_EVENT_TYPES);

/** What a verification compares the events with: the snapshot row. */
export type AuditedGame = Pick<
  GameRecord,
  | 'id'
  | 'variant'
  | 'rulesEdition'
  | 'editionUpgrade'
  | 'options'
  | 'status'
  | 'version'
  | 'headHash'
  | 'state'
  | 'view'
>;

/** Where replay stands on the rules: the edition played in now, and the one a pending proposal names. */
interface Editions {
  current: string;
  proposed: string | null;
}

/**
 * Re-hashes the chain, then replays every event through the engine from the start: each action
 * must be accepted with exactly the recorded effects, and the final state must be exactly the
 * snapshot (state text, view, version, head hash, rules edition). Each part of the game is replayed
 * under the edition it was played in: the first event's (`…/1` when it names none: the game began
 * before editions existed), then from each `edition-changed` on, the new one. Reports the first
 * thing that differs.
 *
 * Pure and long (a replay of thousands of half-moves): it runs in a worker thread (audit.worker.ts).
 */
export function verifyGame(engine: EngineAdapter, game: AuditedGame, events: readonly GameEventDto[]): VerificationDto {
  const chainBreak = findChainBreak(events.map((e) => ({ ...e, gameId: game.id, createdAt: new Date(e.createdAt) })));
  const replayIssue = replay(engine, game, events);
  const firstMismatch: VerificationIssueDto | null =
    [chainBreak, replayIssue].filter((x): x is VerificationIssueDto => x !== null).sort((a, b) => a.seq - b.seq)[0] ??
    null;
  return {
    ok: !chainBreak && !replayIssue,
    events: events.length,
    chainIntact: !chainBreak,
    replayMatches: !replayIssue,
    firstMismatch,
  };
}

function replay(
  engine: EngineAdapter,
  game: AuditedGame,
  events: readonly GameEventDto[],
): VerificationIssueDto | null {
  let state: string | null = null;
  let aborted = false;
  const editions: Editions = { current: firstEdition(game.variant), proposed: null };
  // The state after each event a takeback returns to (docs/takeback.md); only those are kept.
  const wanted = new Set(events.map(takenBackTo).filter((v) => v !== null));
  const states = new Map<number, string | null>();
  let previous: number | null = null;
  for (const e of events) {
    if (previous !== null && wanted.has(previous)) states.set(previous, state);
    previous = e.seq;
    const issue = (message: string): VerificationIssueDto => ({ seq: e.seq, kind: 'replay', message });
    const rules = { variant: game.variant, rulesEdition: editions.current, options: game.options };
    if (e.type === 'game-created') {
      if (e.payload.variant !== game.variant || canonicalJson(e.payload.options) !== canonicalJson(game.options)) {
        return issue('the creation event names other rules than the game has');
      }
      editions.current = (e.payload.rulesEdition as string | undefined) ?? firstEdition(game.variant);
      if (engine.editionNumber(game.variant, editions.current) === undefined)
        return issue(`the creation event names a rules edition ${game.variant} does not have`);
    } else if (e.type === 'seat-left' && state !== null) {
      // A party left the started game before anyone acted: it went back to the lobby, unstarted.
      state = null;
    } else if (WITHOUT_STATE.has(e.type)) {
      continue;
    } else if (EDITION_STEPS.has(e.type)) {
      const wrong = editionStep(engine, game.variant, editions, e);
      if (wrong) return issue(wrong);
    } else if (e.type === 'game-started') {
      state = engine.start(rules).state;
      if (state !== e.payload.state) return issue('the recorded initial state is not the engine’s');
    } else if (TAKEBACK_STEPS.has(e.type)) {
      const to = takenBackTo(e);
      if (to === null) continue;
      if (!states.has(to) || to >= e.seq) return issue(`a takeback to version ${to}, which the game did not have`);
      state = states.get(to) ?? null;
    } else if (e.type === 'game-aborted') {
      aborted = true;
    } else if (e.type === 'game-annulled') {
      // An annulment ends a game not yet over (as an abort does); a game over stays as it ended.
      const status = state === null ? 'open' : engine.view(rules, state).status;
      if (status !== 'finished' && status !== 'aborted') aborted = true;
    } else {
      if (state === null) return issue(`a ${e.type} before the game started`);
      const action = e.payload.action as Action | undefined;
      if (!action || action.type !== e.type) return issue(`the payload does not hold a ${e.type} action`);
      try {
        const [step] = engine.apply(rules, state, [action]);
        if (canonicalJson(step.effects) !== canonicalJson(e.payload.effects))
          return issue(`the engine’s effects of ${canonicalJson(action)} differ from the recorded ones`);
        state = step.state;
      } catch (error) {
        if (error instanceof RuleRefusal)
          return issue(`the engine refuses ${canonicalJson(action)}: ${error.code} ${error.message}`);
        throw error;
      }
    }
  }
  const end = (message: string): VerificationIssueDto => ({
    seq: (events[events.length - 1]?.seq ?? 0) + 1,
    kind: 'snapshot',
    message,
  });
  const last = events[events.length - 1];
  if ((last?.seq ?? 0) !== game.version)
    return end(`the snapshot is at version ${game.version}, the events end at ${last?.seq ?? 0}`);
  if ((last?.hash ?? '0'.repeat(64)) !== game.headHash)
    return end('the snapshot’s head hash is not the last event’s hash');
  if (editions.current !== game.rulesEdition)
    return end(`the snapshot says rules edition ${game.rulesEdition}, the events ${editions.current}`);
  if (editions.proposed !== (game.editionUpgrade?.edition ?? null))
    return end('the snapshot’s pending edition upgrade is not the one the events leave');
  if (state !== game.state) return end('replaying the events does not give the stored state');
  if (state !== null) {
    const view = engine.view({ variant: game.variant, rulesEdition: editions.current, options: game.options }, state);
    if (!aborted && canonicalJson(view) !== canonicalJson(game.view))
      return end('the stored view is not the view of the replayed state');
    if (!aborted && view.status !== game.status)
      return end(`the snapshot says ${game.status}, the replay ${view.status}`);
  }
  // A game-aborted event (an abort before the first move, an emptied game) must show in the
  // snapshot. A neutrality abort (coalition.md §6) is no such event but the rules' own outcome:
  // the replayed view says 'aborted', and the comparison above has already matched it.
  if (aborted ? game.status !== 'aborted' : state === null && game.status === 'aborted')
    return end('the abort event and the snapshot status disagree');
  return null;
}

/** The edition of a game whose first event names none: it began before editions existed. */
const firstEdition = (variant: string): string => `${variant}/1`;

const EDITION_STEPS: ReadonlySet<string> = new Set(EDITION_EVENT_TYPES);

/** A takeback's steps: only the last acceptance changes the state, back to an earlier one. */
const TAKEBACK_STEPS: ReadonlySet<string> = new Set(TAKEBACK_EVENT_TYPES);

/**
 * Follows a step of an edition upgrade (docs/rules/editions.md); what is wrong with it, if
 * anything: a proposal must name a newer edition of the variant while none is pending, answers
 * must answer the pending one, and a change must go from the edition played to the one proposed.
 */
function editionStep(engine: EngineAdapter, variant: string, editions: Editions, e: GameEventDto): string | null {
  const named = (e.type === 'edition-changed' ? e.payload.to : e.payload.edition) as string;
  if (e.type === 'edition-upgrade-proposed') {
    if (editions.proposed !== null) return 'a proposal while another is pending';
    const [to, from] = [named, editions.current].map((id) => engine.editionNumber(variant, id));
    if (to === undefined || from === undefined || to <= from)
      return `a proposal of ${String(named)}, which is no newer edition of ${variant} than ${editions.current}`;
    editions.proposed = named;
    return null;
  }
  if (editions.proposed === null || named !== editions.proposed)
    return `a ${e.type} of ${String(named)} while ${editions.proposed ?? 'no edition'} is proposed`;
  if (e.type === 'edition-upgrade-declined') editions.proposed = null;
  if (e.type === 'edition-changed') {
    if (e.payload.from !== editions.current)
      return `a change from ${String(e.payload.from)} in a game played in ${editions.current}`;
    editions.current = named;
    editions.proposed = null;
  }
  return null;
}
