/**
 * A game's press settings, chosen at creation and shown on the invitation, so players know before
 * joining what may be said and whether it stays private (the Diplomacy servers' "press" options).
 *
 * - `press`: `full` — the table and a private channel for each pair of seats; `table` — the table
 *   only; `none` — no messages at all.
 * - `pressReveal`: `after-game` — when the game ends every channel becomes readable by every
 *   player and by everyone who may see the game; `never` — channels stay their members' for good.
 */
export const PRESS_VALUES = ['full', 'table', 'none'] as const;
export type Press = (typeof PRESS_VALUES)[number];

export const PRESS_REVEAL_VALUES = ['after-game', 'never'] as const;
export type PressReveal = (typeof PRESS_REVEAL_VALUES)[number];

export interface PressSettings {
  readonly press: Press;
  readonly pressReveal: PressReveal;
}

/** Coalition Chess is a game of negotiation (full press); 007's two players need only the table. */
export function defaultPress(variant: string): PressSettings {
  return { press: variant === 'coalition' ? 'full' : 'table', pressReveal: 'after-game' };
}

export function isPress(value: unknown): value is Press {
  return (PRESS_VALUES as readonly unknown[]).includes(value);
}

export function isPressReveal(value: unknown): value is PressReveal {
  return (PRESS_REVEAL_VALUES as readonly unknown[]).includes(value);
}
