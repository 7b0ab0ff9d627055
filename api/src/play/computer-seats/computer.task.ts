/**
 * The thread entry of the computer players in the server (ComputerPool, a piscina pool): a thread
 * answers each `ChooseRequest` with the `Result<ChooseResponse>` of `chooseAction`, so a search
 * never runs on the API's event loop. A defect in a player comes back as an error value, not a
 * dead thread.
 */
import { chooseAction, type ChooseRequest, type ChooseResponse, type Result } from '@entente/engine';

export default function choose(request: ChooseRequest): Result<ChooseResponse> {
  try {
    return chooseAction(request);
  } catch (error) {
    return { ok: false, error: { code: 'BAD_ACTION', message: `computer player failed: ${String(error)}` } };
  }
}
