import { analysePosition } from '@entente/engine';
import type { EngineReply, EngineRequest } from './messages';

/**
 * The analysis board's engine, off the main thread: the search player deepens step by step, each
 * step with four times the nodes of the one before, and every step's value and line is posted
 * back at once. To cancel, the page terminates the worker (a step cannot be interrupted otherwise).
 */
const FIRST_NODES = 2_000;
const LAST_NODES = 2_048_000;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<EngineRequest>) => void) | null;
  postMessage: (reply: EngineReply) => void;
};

scope.onmessage = (e) => {
  const request = e.data;
  for (let nodes = FIRST_NODES; nodes <= LAST_NODES; nodes *= 4) {
    const result = analysePosition({ ...request, nodes });
    if (!result.ok) {
      scope.postMessage({ type: 'error', message: result.error.message });
      return;
    }
    scope.postMessage({ type: 'step', ...result.value });
    if (result.value.seat === null || result.value.decided !== null) break;
  }
  scope.postMessage({ type: 'done' });
};
