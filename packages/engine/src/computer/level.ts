/** The three computer players weakest first. */
export const LEVELS = ['random', 'greedy', 'search'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (value: unknown): value is Level => LEVELS.includes(value as Level);
