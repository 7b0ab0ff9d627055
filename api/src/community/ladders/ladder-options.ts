import { abandonedColumns, parseAbandoned } from '../../play/core/abandoned-option';
import type { EngineAdapter } from '../../play/core/engine.adapter';

/** The options of a game that are the server's, not the engine's: checked apart, passed on as given. */
const ABANDONED_KEYS = ['abandoned', 'abandonedLevel'] as const;

/**
 * A ladder's options as stored and given to each of its games: the variant's options through the
 * engine's check (every default filled in), and the game option `abandoned` with its
 * `abandonedLevel` through the same check a new game's options take (parseAbandoned).
 * `abandoned` is kept only when it is not the default `resign`, as a game's request would give it.
 */
export function ladderOptions(engine: EngineAdapter, variant: string, raw: unknown): Record<string, unknown> {
  const { abandoned, abandonedLevel, ...engineOptions } = (raw ?? {}) as Record<string, unknown>;
  const [mode, level] = abandonedColumns(parseAbandoned({}, { abandoned, abandonedLevel }));
  return {
    ...engine.normalizeOptions(variant, engineOptions),
    ...(mode === 'resign' ? {} : { abandoned: mode, abandonedLevel: level }),
  };
}

/**
 * The options of a challenge's game: the ladder's, with the challenge's own over them when the
 * ladder allows it. `abandoned` and `abandonedLevel` go together: a challenge that sets either sets
 * the pair, so a ladder's level never outlives the challenge's `"abandoned": "resign"`.
 */
export function challengeOptions(
  ladder: Record<string, unknown>,
  challenge: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!challenge) return { ...ladder };
  const own = ABANDONED_KEYS.some((k) => challenge[k] !== undefined);
  const base = Object.fromEntries(
    Object.entries(ladder).filter(([k]) => !own || !(ABANDONED_KEYS as readonly string[]).includes(k)),
  );
  return { ...base, ...challenge };
}
