/**
 * The one offer of push notifications after a game begins for the player: never on page load,
 * only after the player created, joined or accepted a game (their first on this device), and once.
 * Kept per device, as the question is: "be told on this device" means nothing for another one,
 * and an answer here (turned on, blocked or "not now") is not asked again here.
 */
const KEY = 'entente.pushPrompt';
/** Told to the prompt on the page when a game begins (the same tab; storage events cover others). */
export const PUSH_PROMPT_EVENT = 'entente:push-prompt';

type PromptState = 'due' | 'done';

function read(): PromptState | null {
  try {
    const v = window.localStorage.getItem(KEY);
    return v === 'due' || v === 'done' ? v : null;
  } catch {
    return 'done'; // No storage (a private mode that refuses it): never nag.
  }
}

function write(state: PromptState): void {
  try {
    window.localStorage.setItem(KEY, state);
  } catch {
    // Without storage the offer is not remembered; it is then not shown either (read says done).
  }
  window.dispatchEvent(new Event(PUSH_PROMPT_EVENT));
}

/** A game began for the player in this browser: the offer becomes due, unless it was answered. */
export function gameBegan(): void {
  if (typeof window !== 'undefined' && read() === null) write('due');
}

/** Whether the offer is due now. */
export function promptDue(): boolean {
  return typeof window !== 'undefined' && read() === 'due';
}

/** The offer was answered (either way): it is not made again on this device. */
export function promptAnswered(): void {
  write('done');
}
