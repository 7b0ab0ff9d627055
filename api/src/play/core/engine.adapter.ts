import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import {
  type Action,
  type AnyVariant,
  type Effect,
  exportPgn,
  type GameView,
  getVariant,
  type RuleError,
  type Seat,
} from '@entente/engine';

/** The engine's state of a game as the server keeps it: its text notation plus the derived view. */
export interface EngineSnapshot {
  readonly state: string;
  readonly view: GameView;
}

export interface EngineStep extends EngineSnapshot {
  readonly effects: readonly Effect[];
}

/** Rule errors the engine reports as values, turned into the API's domain errors. */
export class RuleRefusal extends DomainError {
  /** `index`: which action of a list (a 007 turn) was refused. */
  constructor(error: RuleError, index?: number) {
    super(error.code, error.message, {
      ...(error.rule ? { rule: error.rule } : {}),
      ...(index !== undefined ? { index } : {}),
    });
  }
}

/**
 * The only place that calls the rules engine's registry. Everything else in the server sees
 * serialized states, plain views and domain errors, never engine objects, so the engine can change
 * its internals without the server noticing.
 */
@Injectable()
export class EngineAdapter {
  /** Parsed options per variant and stored JSON: parsing is pure, and every move needs them. */
  private readonly parsedOptions = new Map<string, unknown>();
  /**
   * Engine states by their text (and the game's options), the most recently used last: a state is
   * an immutable value that its text determines, so the state a move led to is the state the next
   * move of the game starts from — restored once, not parsed again, and with what the engine
   * memoises on it (007: the permitted half-moves, a search the move's own check needs). Keyed by
   * content, not by game and version, an entry can never be stale: a game changed by another
   * instance has another text and misses.
   */
  private readonly restoredStates = new Map<string, unknown>();
  private readonly defaults = new Map<string, Readonly<Record<string, unknown>>>();

  seats(variantId: string): readonly Seat[] {
    return this.variant(variantId).seats;
  }

  /** The options a game has when it sets none. */
  defaultOptions(variantId: string): Readonly<Record<string, unknown>> {
    let defaults = this.defaults.get(variantId);
    if (!defaults) this.defaults.set(variantId, (defaults = this.normalizeOptions(variantId, {})));
    return defaults;
  }

  /** Validates raw options; returns them with every default filled in (as stored with a game). */
  normalizeOptions(variantId: string, raw: unknown): Record<string, unknown> {
    const variant = this.variant(variantId);
    const parsed = variant.parseOptions(raw ?? {});
    if (!parsed.ok) throw new RuleRefusal(parsed.error);
    return variant.normalizeOptions(parsed.value);
  }

  start(variantId: string, options: Record<string, unknown>): EngineSnapshot {
    const variant = this.variant(variantId);
    const initial = variant.initial(this.options(variant, options));
    if (!initial.ok) throw new RuleRefusal(initial.error);
    return { state: variant.serialize(initial.value), view: variant.view(initial.value) };
  }

  /** Applies actions in order; the first refusal aborts the whole list (a 007 turn is atomic). */
  apply(
    variantId: string,
    options: Record<string, unknown>,
    stateText: string,
    actions: readonly Action[],
    beforeEach?: (view: GameView, index: number) => void,
  ): EngineStep[] {
    const variant = this.variant(variantId);
    const optionsKey = `${variant.id}:${JSON.stringify(options)}`;
    const parsedOptions = this.options(variant, options, optionsKey);
    const key = (text: string) => `${optionsKey}\n${text}`;
    let state = this.restoredStates.get(key(stateText));
    if (state === undefined) {
      const restored = variant.deserialize(stateText, parsedOptions);
      if (!restored.ok)
        throw new Error(`stored state of a ${variantId} game does not parse: ${restored.error.message}`);
      state = restored.value;
    }
    const steps: EngineStep[] = [];
    for (const [index, action] of actions.entries()) {
      if (beforeEach && index > 0) beforeEach(steps[index - 1].view, index);
      const next = variant.apply(state, action);
      if (!next.ok) throw new RuleRefusal(next.error, actions.length > 1 ? index : undefined);
      state = next.value.state;
      steps.push({ state: variant.serialize(state), view: variant.view(state), effects: next.value.effects });
    }
    if (steps.length > 0) this.remember(key(steps[steps.length - 1].state), state);
    return steps;
  }

  /** Keeps the state a change led to for the game's next change (see `restoredStates`). */
  private remember(key: string, state: unknown): void {
    this.restoredStates.delete(key);
    this.restoredStates.set(key, state);
    if (this.restoredStates.size > 1000) this.restoredStates.delete(this.restoredStates.keys().next().value!);
  }

  /** A view of a serialized state (for replays that must compare with the snapshot). */
  view(variantId: string, options: Record<string, unknown>, stateText: string): GameView {
    const variant = this.variant(variantId);
    const restored = variant.deserialize(stateText, this.options(variant, options));
    if (!restored.ok) throw new RuleRefusal(restored.error);
    return variant.view(restored.value);
  }

  /** A 007 game's record as ordinary PGN (007.md §6), from its half-moves and the state they led to. */
  pgn(
    variantId: string,
    options: Record<string, unknown>,
    stateText: string,
    moves: readonly string[],
    tags: Record<string, string>,
  ): string {
    if (variantId !== '007')
      throw new DomainError('PGN_UNAVAILABLE', 'PGN export exists for 007 games only; use the record export.');
    const variant = this.variant(variantId);
    const restored = variant.deserialize(stateText, this.options(variant, options));
    if (!restored.ok) throw new Error(`stored state of a 007 game does not parse: ${restored.error.message}`);
    return exportPgn(restored.value, moves, tags);
  }

  private variant(id: string): AnyVariant {
    const variant = getVariant(id);
    if (!variant) throw new DomainError('UNKNOWN_VARIANT', `No variant ${id} is available.`);
    return variant;
  }

  private options(
    variant: AnyVariant,
    options: Record<string, unknown>,
    key = `${variant.id}:${JSON.stringify(options)}`,
  ): unknown {
    if (this.parsedOptions.has(key)) return this.parsedOptions.get(key);
    const parsed = variant.parseOptions(options);
    if (!parsed.ok) throw new Error(`stored options of a ${variant.id} game do not parse: ${parsed.error.message}`);
    if (this.parsedOptions.size > 1000) this.parsedOptions.clear();
    this.parsedOptions.set(key, parsed.value);
    return parsed.value;
  }
}
