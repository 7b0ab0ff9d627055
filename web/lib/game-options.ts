/** Each option of the rules files: its values (first = default) and the section to read. */
export const GAME_OPTIONS: Record<
  '007' | 'coalition',
  { name: string; values: readonly (string | boolean)[]; rule: string }[]
> = {
  '007': [
    { name: 'completion', values: ['strict', 'lax'], rule: '§3' },
    { name: 'detente', values: [false, true], rule: '§5.1' },
    { name: 'balanced', values: [false, true], rule: '§5.2' },
    { name: 'fast', values: [false, true], rule: '§5.3' },
    { name: 'progressive', values: [false, true], rule: '§5.4' },
  ],
  coalition: [
    { name: 'setupPhase', values: [true, false], rule: '§4' },
    { name: 'order', values: ['YBGR', 'YGBR'], rule: '§5' },
    { name: 'checkResponse', values: ['immediate', 'own-turn'], rule: '§7' },
    { name: 'openingPasses', values: [false, true], rule: '§5' },
    { name: 'smallPowerCoalition', values: [false, true], rule: '§6' },
    { name: 'cyclistColourChange', values: [false, true], rule: '§9' },
    { name: 'stalemate', values: ['draw', 'pass'], rule: '§7' },
    { name: 'planeNeedsEmptyIntermediate', values: [false, true], rule: '§2' },
  ],
};

/** The options of a game that differ from their defaults, as `name` or `name: value`. */
export function changedOptions(variant: '007' | 'coalition', options: Record<string, unknown>): string[] {
  return GAME_OPTIONS[variant]
    .filter((o) => o.name in options && options[o.name] !== o.values[0])
    .map((o) => (options[o.name] === true ? o.name : `${o.name}: ${String(options[o.name])}`));
}
