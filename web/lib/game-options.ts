import type { MessageKey, Translate } from './i18n/translate';

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

/** A dictionary entry, or `fallback` when the dictionary has none (an option added elsewhere). */
function lookup(t: Translate, key: string, fallback: string): string {
  const text = t(key as MessageKey);
  return text === key ? fallback : text;
}

/** An option in words ("Détente"), or one of its values ("Playing order: Yellow, Green, Black, Red"). */
export function optionWords(t: Translate, variant: string, name: string, value?: string): string {
  const label = lookup(t, `option.${variant}.${name}`, name);
  return value === undefined ? label : `${label}: ${optionValueWords(t, variant, name, value)}`;
}

/** A value of a choice in words ("on its own turn"). */
export function optionValueWords(t: Translate, variant: string, name: string, value: string): string {
  return lookup(t, `option.${variant}.${name}.${value}`, value);
}

/** The one-line explanation of an option. */
export function optionHelp(t: Translate, variant: string, name: string): string {
  return lookup(t, `option.${variant}.${name}.help`, '');
}

/** The options of a game that differ from their defaults, in words ("Détente", "Playing order: …"). */
export function changedOptions(t: Translate, variant: '007' | 'coalition', options: Record<string, unknown>): string[] {
  return GAME_OPTIONS[variant]
    .filter((o) => o.name in options && options[o.name] !== o.values[0])
    .map((o) =>
      typeof options[o.name] === 'boolean'
        ? options[o.name] === true
          ? optionWords(t, variant, o.name)
          : t('option.off', { option: optionWords(t, variant, o.name) })
        : optionWords(t, variant, o.name, String(options[o.name])),
    );
}
