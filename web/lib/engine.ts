import { getVariant, isAction, type Action, type GameView, type PlayingOrderEntry } from '@entente/engine';

/**
 * The server's own rules engine, run in the browser. The server stays the judge of every move;
 * the dashboard uses the engine to show what the server would show — the position after the
 * half-moves of a 007 turn not yet submitted, the positions of the replay slider — and for the
 * analysis board, which explores positions and never writes to the server.
 */
/** An action as the engine takes it (the API's ActionDto is the request body that carries one). */
export type EngineAction = Action;

/**
 * A position and the edition of the rules it is judged by (a game's `rulesEdition`; the variant's
 * newest when none is named): every function that runs the rules on it uses that edition.
 */
export interface LocalGame {
  state: unknown;
  view: GameView;
  edition?: string;
}

function variantOf(id: string, edition?: string) {
  const variant = getVariant(id, edition);
  if (!variant) throw new Error(`unknown variant ${id}${edition ? ` or edition ${edition}` : ''}`);
  return variant;
}

function optionsOf(id: string, raw: Record<string, unknown>, edition?: string) {
  const parsed = variantOf(id, edition).parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The state a position text describes (the `text` of the API's position), under the game's edition. */
export function loadPosition(
  variantId: string,
  options: Record<string, unknown>,
  text: string,
  edition?: string,
): LocalGame {
  const variant = variantOf(variantId, edition);
  const state = variant.deserialize(text, optionsOf(variantId, options, edition));
  if (!state.ok) throw new Error(state.error.message);
  return { state: state.value, view: variant.view(state.value), edition };
}

/** The same position judged by another edition (a game that moved on, from its `edition-changed`). */
export function underEdition(
  variantId: string,
  options: Record<string, unknown>,
  game: LocalGame,
  edition: string,
): LocalGame {
  return loadPosition(variantId, options, positionText(variantId, game), edition);
}

/** Applies one action; the error (with its stable code) when the rules refuse it. */
export function applyLocal(
  variantId: string,
  game: LocalGame,
  action: Action,
): { ok: true; game: LocalGame; san?: string } | { ok: false; code: string; message: string } {
  const variant = variantOf(variantId, game.edition);
  const next = variant.apply(game.state, action);
  if (!next.ok) return { ok: false, code: next.error.code, message: next.error.message };
  const moved = next.value.effects.find((e) => e.type === 'moved');
  return {
    ok: true,
    game: { state: next.value.state, view: variant.view(next.value.state), edition: game.edition },
    san: moved?.type === 'moved' ? moved.san : undefined,
  };
}

/**
 * The action an event of the log recorded (its payload's `action`), for the engine to apply again;
 * undefined for an event that is no action (a seat taken, the start).
 */
export function recordedAction(payload: Record<string, unknown>): Action | undefined {
  return isAction(payload.action) ? payload.action : undefined;
}

export function legalMovesOf(variantId: string, game: LocalGame, seat?: string): readonly string[] {
  return variantOf(variantId, game.edition).legalMoves(game.state, seat);
}

/**
 * The standard algebraic notation of each move, where the variant has one (007): what the engine
 * names the move when it is played. Empty for a variant without (Coalition Chess).
 */
export function sansOf(variantId: string, game: LocalGame, moves: readonly string[]): Map<string, string> {
  const sans = new Map<string, string>();
  for (const move of moves) {
    const next = applyLocal(variantId, game, { type: 'move', move });
    if (next.ok && next.san) sans.set(move, next.san);
  }
  return sans;
}

/** The squares of the Kings in check in a position (the board's check mark). */
export function checkedKingsOf(variantId: string, game: LocalGame): readonly string[] {
  return variantOf(variantId, game.edition).checkedKings?.(game.state) ?? [];
}

/** The table's order (Coalition Chess): who acts, who skips, who owes a check answer. Empty for 007. */
export function playingOrderOf(variantId: string, game: LocalGame): readonly PlayingOrderEntry[] {
  return variantOf(variantId, game.edition).playingOrder?.(game.state) ?? [];
}

/** The variant's starting position (Coalition Chess: its set-up phase, §4). */
export function startPosition(variantId: string, options: Record<string, unknown> = {}, edition?: string): LocalGame {
  const variant = variantOf(variantId, edition);
  const state = variant.initial(optionsOf(variantId, options, edition));
  if (!state.ok) throw new Error(state.error.message);
  return { state: state.value, view: variant.view(state.value), edition };
}

/** The position text of a state (007: extended FEN; Coalition Chess: its position notation). */
export function positionText(variantId: string, game: LocalGame): string {
  return variantOf(variantId, game.edition).serialize(game.state);
}
