import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import {
  type Action,
  type AnyVariant,
  EDITIONS,
  type Effect,
  editionsOf,
  exportPgn,
  findEdition,
  type GameView,
  getVariant,
  newestEdition,
  type RuleError,
  type RulesEdition,
  type Seat,
  type VariantId,
} from '@entente/engine';

/**
 * The rules a game is played by: its variant, the edition of the variant's rules it is in
 * (docs/rules/editions.md) and its options. Every call that runs the rules names all three, so no
 * caller can run a game under another edition than its own.
 */
export interface GameRules {
  readonly variant: string;
  readonly rulesEdition: string;
  readonly options: Record<string, unknown>;
}

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
  /** Parsed options per edition and stored JSON: parsing is pure, and every move needs them. */
  private readonly parsedOptions = new Map<string, unknown>();
  /**
   * Engine states by their text (and the game's edition and options: a state holds the options it
   * was parsed with, and with them its edition's rules), the most recently used last: a state is
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

  /**
   * The edition a new game of the variant is played in: the one asked for, which must be one of the
   * variant's (UNKNOWN_EDITION), or the variant's newest.
   */
  editionFor(variantId: string, requested?: string): string {
    this.variant(variantId);
    if (requested === undefined) return newestEdition(variantId as VariantId).id;
    if (findEdition(requested)?.variant !== variantId) {
      const known = editionsOf(variantId as VariantId).map((e) => e.id);
      throw new DomainError(
        'UNKNOWN_EDITION',
        `${variantId} has no rules edition ${JSON.stringify(requested)}; its editions are ${known.join(', ')}.`,
      );
    }
    return requested;
  }

  /** Every edition of every variant's rules, oldest first within a variant. */
  editions(): readonly RulesEdition[] {
    return EDITIONS;
  }

  /** The number of an edition within its variant (1, 2, …); undefined for no edition of the variant. */
  editionNumber(variantId: string, edition: string): number | undefined {
    const found = findEdition(edition);
    return found?.variant === variantId ? found.number : undefined;
  }

  start(game: GameRules): EngineSnapshot {
    const variant = this.variant(game.variant, game.rulesEdition);
    const initial = variant.initial(this.options(variant, game.options));
    if (!initial.ok) throw new RuleRefusal(initial.error);
    return { state: variant.serialize(initial.value), view: variant.view(initial.value) };
  }

  /** Applies actions in order; the first refusal aborts the whole list (a 007 turn is atomic). */
  apply(
    game: GameRules,
    stateText: string,
    actions: readonly Action[],
    beforeEach?: (view: GameView, index: number) => void,
  ): EngineStep[] {
    const variant = this.variant(game.variant, game.rulesEdition);
    const optionsKey = optionsKeyOf(variant, game.options);
    const parsedOptions = this.options(variant, game.options, optionsKey);
    const key = (text: string) => `${optionsKey}\n${text}`;
    let state = this.restoredStates.get(key(stateText));
    if (state === undefined) {
      const restored = variant.deserialize(stateText, parsedOptions);
      if (!restored.ok)
        throw new Error(`stored state of a ${game.variant} game does not parse: ${restored.error.message}`);
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
  view(game: GameRules, stateText: string): GameView {
    const variant = this.variant(game.variant, game.rulesEdition);
    const restored = variant.deserialize(stateText, this.options(variant, game.options));
    if (!restored.ok) throw new RuleRefusal(restored.error);
    return variant.view(restored.value);
  }

  /** A 007 game's record as ordinary PGN (007.md §6), from its half-moves and the state they led to. */
  pgn(game: GameRules, stateText: string, moves: readonly string[], tags: Record<string, string>): string {
    if (game.variant !== '007')
      throw new DomainError('PGN_UNAVAILABLE', 'PGN export exists for 007 games only; use the record export.');
    const variant = this.variant(game.variant, game.rulesEdition);
    const restored = variant.deserialize(stateText, this.options(variant, game.options));
    if (!restored.ok) throw new Error(`stored state of a 007 game does not parse: ${restored.error.message}`);
    return exportPgn(restored.value, moves, tags);
  }

  /** The variant's rules, under `edition` when one is named (a game's), else its newest. */
  private variant(id: string, edition?: string): AnyVariant {
    const newest = getVariant(id);
    if (!newest) throw new DomainError('UNKNOWN_VARIANT', `No variant ${id} is available.`);
    if (edition === undefined) return newest;
    const variant = getVariant(id, edition);
    if (!variant) throw new DomainError('UNKNOWN_EDITION', `${id} has no rules edition ${JSON.stringify(edition)}.`);
    return variant;
  }

  private options(
    variant: AnyVariant,
    options: Record<string, unknown>,
    key = optionsKeyOf(variant, options),
  ): unknown {
    if (this.parsedOptions.has(key)) return this.parsedOptions.get(key);
    const parsed = variant.parseOptions(options);
    if (!parsed.ok) throw new Error(`stored options of a ${variant.id} game do not parse: ${parsed.error.message}`);
    if (this.parsedOptions.size > 1000) this.parsedOptions.clear();
    this.parsedOptions.set(key, parsed.value);
    return parsed.value;
  }
}

/** The key of a game's parsed options and kept states: the edition's rules and the stored options. */
function optionsKeyOf(variant: AnyVariant, options: Record<string, unknown>): string {
  return `${variant.edition}:${JSON.stringify(options)}`;
}
