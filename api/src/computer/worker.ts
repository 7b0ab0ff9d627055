/**
 * The computer players on a worker thread: a thread started with this file answers each message
 * `{ id, request }` (a `ChooseRequest`) with `{ id, result }` (the `Result<ChooseResponse>` of
 * `chooseAction`), so a search never runs on the event loop of the thread that asked. The file
 * also default-exports the function, for a pool that calls a worker's export (piscina).
 *
 * This entry is the only file of the computer players that touches Node: the players themselves
 * (choose.ts and below) are pure and take their clock and chance as arguments.
 */
import { parentPort } from 'node:worker_threads';
import { chooseAction, type ChooseRequest, type ChooseResponse } from './choose';
import type { Result } from '../rules/core/result';

export interface WorkerRequest {
  readonly id: number;
  readonly request: ChooseRequest;
}

export interface WorkerReply {
  readonly id: number;
  readonly result: Result<ChooseResponse>;
}

export default function choose(request: ChooseRequest): Result<ChooseResponse> {
  return chooseAction(request);
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (message: WorkerRequest) => {
    let result: Result<ChooseResponse>;
    try {
      result = chooseAction(message.request);
    } catch (error) {
      // A defect, not a rules error: report it rather than let the thread die silently.
      result = { ok: false, error: { code: 'BAD_ACTION', message: `computer player failed: ${String(error)}` } };
    }
    port.postMessage({ id: message.id, result } satisfies WorkerReply);
  });
}
