/**
 * What no request may carry into the API, whatever the field: text PostgreSQL cannot store (NUL,
 * U+0000, is refused by `text` and `jsonb` alike), text that is not Unicode (an unpaired UTF-16
 * surrogate, which breaks normalisation, punycode and every encoder downstream), and JSON nested
 * deeper than any of our bodies is, which would overflow the stack of the recursive validators.
 *
 * The body parser and the URL check both ask here, so these causes stop at the door with a 400
 * instead of surfacing as a 500 from whichever layer happens to choke first.
 */
export const MAX_JSON_DEPTH = 32;

export type InputTextFault = 'JSON_TOO_DEEP' | 'INVALID_CHARACTERS';

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a NUL or an unpaired surrogate. */
export function hasInvalidCharacters(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/**
 * Walks a parsed JSON value without recursion (a hostile body must not overflow the walker either)
 * and reports the first fault: nesting past `maxDepth`, or a bad character in any key or string.
 */
export function findInputTextFault(value: unknown, maxDepth = MAX_JSON_DEPTH): InputTextFault | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasInvalidCharacters(v)) return 'INVALID_CHARACTERS';
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxDepth) return 'JSON_TOO_DEEP';
      if (Array.isArray(v)) {
        for (const item of v) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(v)) {
          if (hasInvalidCharacters(key)) return 'INVALID_CHARACTERS';
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/**
 * The URL's path and query as the routes will see them, decoded: `%00` is what reaches a column as
 * NUL; an escape that is not UTF-8 (`%ff`, a CESU-8 surrogate `%ED%A0%80`, a stray `%`) is no text.
 */
export function urlHasInvalidCharacters(rawUrl: string): boolean {
  if (/%00/i.test(rawUrl) || rawUrl.includes(NUL)) return true;
  try {
    return hasInvalidCharacters(decodeURIComponent(rawUrl));
  } catch {
    return true;
  }
}
