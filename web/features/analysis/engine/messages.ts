import type { AnalyseResponse } from '@entente/engine';

/** What the page asks the engine's worker: a position and the rules it is judged by. */
export interface EngineRequest {
  readonly variant: string;
  readonly edition?: string;
  readonly options: Record<string, unknown>;
  /** The position's text (`positionText`). */
  readonly state: string;
}

/** What the worker posts back: a step of the deepening, the end, or why it cannot analyse. */
export type EngineReply =
  | ({ readonly type: 'step' } & AnalyseResponse)
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };
