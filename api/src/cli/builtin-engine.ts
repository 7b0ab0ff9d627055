/**
 * `entente engine --level <level>`: a built-in computer player as an engine program of the
 * JSON-lines protocol (docs/bots.md), so `entente bot --engine builtin:<level>` and
 * `entente match --players cmd:…` drive the project's own players exactly as they drive any
 * other program.
 */
import { createInterface } from 'node:readline';
import { type Budget, chooseAction, type Level } from '@entente/engine';

export async function runBuiltinEngine(level: Level, budget: Budget): Promise<void> {
  const out = (value: unknown) => process.stdout.write(JSON.stringify(value) + '\n');
  for await (const line of createInterface({ input: process.stdin })) {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(line) as Record<string, unknown>;
    } catch {
      process.stderr.write(`not JSON: ${line.slice(0, 200)}\n`);
      continue;
    }
    // Only a turn wants an answer; a game's end or an error line is for information.
    if (request.type !== 'turn') continue;
    const chosen = chooseAction({
      variant: String(request.variant),
      ...(typeof request.edition === 'string' ? { edition: request.edition } : {}),
      options: request.options,
      state: String(request.position),
      seat: String(request.seat),
      level,
      budget,
      seed: `${String(request.game)}:${String(request.version ?? '')}`,
    });
    const legal = Array.isArray(request.legal) ? request.legal : [];
    if (!chosen.ok) process.stderr.write(`cannot play this turn: ${chosen.error.message}\n`);
    const action = chosen.ok ? (chosen.value.action ?? legal[0]) : legal[0];
    out(action === undefined ? { resign: true } : { actions: [action] });
  }
}
