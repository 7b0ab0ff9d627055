/** The longest message, in characters (Unicode code points, as a reader counts them). */
export const MAX_MESSAGE_CHARACTERS = 2000;

/** The longest private notes on a game. */
export const MAX_NOTES_CHARACTERS = 20000;

// Control characters other than tab and line feed, and the lone surrogates no text can hold.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

/**
 * A message as it is kept: plain text (line breaks as `\n`), trimmed at both ends, not empty, at
 * most `max` characters, without control characters. Nothing is interpreted: links stay text,
 * markup stays text, and the server never fetches anything a message names.
 */
export function checkText(raw: string, max: number, allowEmpty = false): TextCheck {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!allowEmpty && text.length === 0) return { ok: false, reason: 'is empty' };
  if (FORBIDDEN.test(text)) return { ok: false, reason: 'contains control characters' };
  const length = [...text].length;
  if (length > max) return { ok: false, reason: `has ${length} characters; at most ${max} are allowed` };
  return { ok: true, text };
}
