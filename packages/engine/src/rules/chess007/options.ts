import { fail, ok, type Result } from '../core/result';

/** The per-game options of 007.md §3 and §5. */
export interface Options007 {
  /** §3: strict (default) permits only half-moves after which the turn can be completed. */
  readonly completion: 'strict' | 'lax';
  /** §5.1 */
  readonly detente: boolean;
  /** §5.2 */
  readonly balanced: boolean;
  /** §5.3 */
  readonly fast: boolean;
  /** §5.4 */
  readonly progressive: boolean;
}

export const DEFAULT_OPTIONS: Options007 = Object.freeze({
  completion: 'strict',
  detente: false,
  balanced: false,
  fast: false,
  progressive: false,
});

const FLAGS = ['detente', 'balanced', 'fast', 'progressive'] as const;

export function parseOptions(raw: unknown): Result<Options007> {
  if (raw === undefined || raw === null) return ok(DEFAULT_OPTIONS);
  if (typeof raw !== 'object' || Array.isArray(raw))
    return fail('BAD_OPTIONS', '007 options must be a JSON object', '007.md §5');
  const input = raw as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key !== 'completion' && !(FLAGS as readonly string[]).includes(key))
      return fail('BAD_OPTIONS', `unknown 007 option "${key}" (known: completion, ${FLAGS.join(', ')})`, '007.md §5');
  }
  const completion = input.completion ?? 'strict';
  if (completion !== 'strict' && completion !== 'lax')
    return fail('BAD_OPTIONS', `option "completion" must be "strict" or "lax"`, '007.md §3');
  const flags: Record<string, boolean> = {};
  for (const key of FLAGS) {
    const value = input[key] ?? false;
    if (typeof value !== 'boolean') return fail('BAD_OPTIONS', `option "${key}" must be true or false`, '007.md §5');
    flags[key] = value;
  }
  if (flags.progressive && flags.detente)
    return fail('BAD_OPTIONS', 'Progressive 007 cannot be combined with Détente', '007.md §5.4');
  if (flags.progressive && flags.balanced)
    return fail('BAD_OPTIONS', 'Progressive 007 cannot be combined with Balanced', '007.md §5.4');
  return ok(
    Object.freeze({
      completion,
      detente: flags.detente,
      balanced: flags.balanced,
      fast: flags.fast,
      progressive: flags.progressive,
    }),
  );
}

/** Progressive is always lax, whatever `completion` says (007.md §5.4, §7.5). */
export const isStrict = (o: Options007): boolean => o.completion === 'strict' && !o.progressive;
