import {
  type Action,
  chess007RecordText,
  coalitionRecordText,
  type Effect,
  type GameView,
  isAction,
  type RecordStep,
} from '@entente/engine';
import type { GameEventDto } from './event.dto';
import { type EngineAdapter, RuleRefusal } from '../core/engine.adapter';
import type { AuditedGame } from './game-replay';
import { takenBackTo } from '../core/takeback';

const FROM = /^[a-j](?:10|[1-9])/;

/**
 * A game's record as readable text (the engine's record-text): 007 from the SAN its events hold,
 * Coalition Chess replayed from the start under the edition of each part (as the verification
 * replays it) to name the piece of each move. A replay the rules refuse keeps writing the
 * recorded steps, without piece letters from there on.
 */
export function recordText(
  engine: EngineAdapter,
  game: Pick<AuditedGame, 'variant' | 'options'>,
  events: readonly GameEventDto[],
  header: ReadonlyArray<readonly [string, string]>,
): string {
  const steps: RecordStep[] = [];
  let edition = `${game.variant}/1`;
  let state: string | null = null;
  let view: GameView | null = null;
  // A takeback leaves the line as played after it: the steps it took back go, the position returns.
  const seqs: number[] = [];
  const wanted = new Set(events.map(takenBackTo).filter((v) => v !== null));
  const kept = new Map<number, [string | null, GameView | null]>();
  for (const e of events) {
    if (wanted.has(e.seq - 1)) kept.set(e.seq - 1, [state, view]);
    const rules = () => ({ variant: game.variant, rulesEdition: edition, options: game.options });
    const to = takenBackTo(e);
    if (to !== null) {
      while (seqs.length > 0 && seqs[seqs.length - 1] > to) {
        seqs.pop();
        steps.pop();
      }
      [state, view] = kept.get(to) ?? [state, view];
      continue;
    }
    if (e.type === 'game-created') edition = (e.payload.rulesEdition as string | undefined) ?? edition;
    else if (e.type === 'edition-changed') edition = e.payload.to as string;
    else if (e.type === 'game-started' && typeof e.payload.state === 'string') {
      state = e.payload.state;
      view = game.variant === 'coalition' ? engine.view(rules(), state) : null;
    }
    const action = e.payload.action;
    if (!isAction(action) || e.type !== action.type) continue;
    const effects = (e.payload.effects as Effect[] | undefined) ?? [];
    const from = action.type === 'move' ? FROM.exec(action.move)?.[0] : undefined;
    steps.push({ action, effects, piece: view?.board.find((p) => p.square === from)?.piece });
    seqs.push(e.seq);
    if (game.variant === 'coalition' && state !== null) [state, view] = next(engine, rules(), state, action);
  }
  return game.variant === 'coalition' ? coalitionRecordText(steps, header) : chess007RecordText(steps, header);
}

function next(
  engine: EngineAdapter,
  rules: Parameters<EngineAdapter['apply']>[0],
  state: string,
  action: Action,
): [string | null, GameView | null] {
  try {
    const [step] = engine.apply(rules, state, [action]);
    return [step.state, step.view];
  } catch (error) {
    if (error instanceof RuleRefusal) return [null, null];
    throw error;
  }
}
