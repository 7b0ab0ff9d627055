/**
 * The `entente` command line (docs/architecture.md, "The entente command line"): rules tools that
 * work for every registered variant through the `Variant` interface, with no per-variant code
 * beyond passing `--fen` / `--position` on as the StartPosition.
 *
 *   entente perft --variant <id> [--edition E] [--options <json>] [--moves m1,m2] --depth n [--divide] [--fen FEN] [--position P]
 *   entente play  --variant <id> [--edition E] [--options <json>] [--fen FEN] [--position P] < actions.json
 *   entente match --variant <id> [--edition E] --players <level|cmd:command,...> --games <n> --seed <s> [--options <json>]
 *                 [--nodes <n>] [--time <ms>] [--max-plies <n>]
 *   entente bot --server <url> --token <token> --engine "<command>" | builtin:<level>
 *   entente engine --level <level> [--nodes <n>] [--time <ms>]   (a built-in player as a protocol engine)
 *   entente moderator grant|revoke <username>    (moderator-command.ts: the one command with a database)
 *
 * Exit codes: 0 success; 1 an action or the options were refused (play prints why as JSON);
 * 2 unknown command or bad arguments (a message on stderr).
 */
import { readFileSync } from 'node:fs';
import { moderatorCommand } from './moderator-command';
import {
  type Action,
  compare,
  formatComparison,
  type MatchGame,
  type MatchPlayer,
  type MatchTurn,
  playMatchWith,
  type AnyVariant,
  type Budget,
  editionsOf,
  formatGame,
  formatScore,
  getVariant,
  isLevel,
  type Level,
  LEVELS,
  playMatch,
  type StartPosition,
  totalPoints,
  variantIds,
  type VariantId,
} from '@entente/engine';

import { BotClient } from './bot-client';
import { runBuiltinEngine } from './builtin-engine';
import { EngineError, EngineProcess } from './engine-process';

class UsageError extends Error {}

const USAGE = `usage:
  entente perft --variant <${'007|coalition'}> [--edition <id>] [--options <json>] [--moves <m1,m2,...>] --depth <n> [--divide] [--fen <FEN>] [--position <text>]
  entente play --variant <${'007|coalition'}> [--edition <id>] [--options <json>] [--fen <FEN>] [--position <text>] < actions.json
  entente match --variant <${'007|coalition'}> [--edition <id>] --players <level|cmd:command,...> --games <n> --seed <s> [--options <json>]
                [--nodes <n>] [--time <ms>] [--max-plies <n>]     (levels: ${LEVELS.join(', ')})
  entente bot --server <url> --token <token> --engine "<command>"|builtin:<level>     (docs/bots.md)
  entente engine --level <level> [--nodes <n>] [--time <ms>]     (a built-in player as a protocol engine)
  entente moderator grant|revoke <username>     (DATABASE_URL, else the embedded PostgreSQL of npm start)
  --edition: a rules edition of the variant (007/1, coalition/1, coalition/2); default the newest`;

const VALUE_FLAGS = new Set([
  'variant',
  'edition',
  'options',
  'moves',
  'depth',
  'fen',
  'position',
  'players',
  'games',
  'seed',
  'nodes',
  'time',
  'max-plies',
  'server',
  'token',
  'engine',
  'level',
]);
const BOOLEAN_FLAGS = new Set(['divide']);

function parseArgs(args: readonly string[], allowed: readonly string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
    if (out.has(name)) throw new UsageError(`--${name} given twice`);
    if (BOOLEAN_FLAGS.has(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      out.set(name, true);
    } else if (VALUE_FLAGS.has(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      out.set(name, value);
    }
  }
  return out;
}

/** An edition the variant does not have: refused as invalid options are, with a JSON answer. */
class EditionRefusal extends Error {}

/** The variant under the edition `--edition` names, by default the newest of its rules. */
function variantFrom(flags: Map<string, string | true>): AnyVariant {
  const id = flags.get('variant');
  if (typeof id !== 'string') throw new UsageError('--variant is required');
  if (!getVariant(id)) throw new UsageError(`unknown variant "${id}" (known: ${variantIds().join(', ')})`);
  const edition = flags.get('edition');
  if (edition === undefined) return getVariant(id)!;
  const variant = typeof edition === 'string' ? getVariant(id, edition) : undefined;
  if (!variant) {
    const known = editionsOf(id as VariantId).map((e) => e.id);
    throw new EditionRefusal(`${id} has no rules edition "${String(edition)}" (editions: ${known.join(', ')})`);
  }
  return variant;
}

function rawOptions(flags: Map<string, string | true>): unknown {
  const text = flags.get('options');
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--options is not valid JSON: ${text}`);
  }
}

function startFrom(flags: Map<string, string | true>): StartPosition | undefined {
  const fen = flags.get('fen');
  const position = flags.get('position');
  if (fen === undefined && position === undefined) return undefined;
  return { ...(typeof fen === 'string' ? { fen } : {}), ...(typeof position === 'string' ? { position } : {}) };
}

interface Output {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout was already written line by line (match prints each game as it ends). */
  written?: boolean;
}

function perft(args: readonly string[]): Output {
  const flags = parseArgs(args, ['variant', 'edition', 'options', 'moves', 'depth', 'divide', 'fen', 'position']);
  const variant = variantFrom(flags);
  const depthText = flags.get('depth');
  if (typeof depthText !== 'string' || !/^\d+$/.test(depthText))
    throw new UsageError('--depth <n> is required (a whole number)');
  const depth = Number(depthText);
  const options = variant.parseOptions(rawOptions(flags));
  if (!options.ok)
    throw new UsageError(
      `invalid options: ${options.error.message}${options.error.rule ? ` (${options.error.rule})` : ''}`,
    );
  const initial = variant.initial(options.value, startFrom(flags));
  if (!initial.ok) throw new UsageError(`bad start position: ${initial.error.message}`);
  let state = initial.value;
  const moves =
    typeof flags.get('moves') === 'string' ? (flags.get('moves') as string).split(',').filter((m) => m !== '') : [];
  for (const move of moves) {
    const next = variant.apply(state, { type: 'move', move }, { ignoreAutomaticDraws: true });
    if (!next.ok) throw new UsageError(`--moves: ${move} refused: ${next.error.code} ${next.error.message}`);
    state = next.value.state;
  }
  const lines: string[] = [];
  let total: number;
  if (flags.get('divide') === true) {
    const divided = variant.perftDivide(state, depth);
    total = 0;
    for (const [move, count] of divided) {
      lines.push(`${move} ${count}`);
      total += count;
    }
    if (depth === 0) total = 1;
  } else total = variant.perft(state, depth);
  lines.push(String(total));
  return { code: 0, stdout: lines.join('\n') + '\n', stderr: '' };
}

function play(args: readonly string[], stdin: () => string): Output {
  const flags = parseArgs(args, ['variant', 'edition', 'options', 'fen', 'position']);
  const variant = variantFrom(flags);
  const raw = rawOptions(flags);
  let actions: unknown;
  const input = stdin();
  try {
    actions = input.trim() === '' ? [] : JSON.parse(input);
  } catch {
    throw new UsageError('standard input is not JSON (expected an array of actions)');
  }
  if (!Array.isArray(actions)) throw new UsageError('standard input must be a JSON array of actions');
  const refuse = (index: number, error: { code: string; message: string }): Output => ({
    code: 1,
    stdout: JSON.stringify({ ok: false, index, error: { code: error.code, message: error.message } }) + '\n',
    stderr: '',
  });
  const options = variant.parseOptions(raw);
  if (!options.ok) return refuse(-1, options.error);
  const initial = variant.initial(options.value, startFrom(flags));
  if (!initial.ok) return refuse(-1, initial.error);
  let state = initial.value;
  for (let i = 0; i < actions.length; i++) {
    const next = variant.apply(state, actions[i] as Action);
    if (!next.ok) return refuse(i, next.error);
    state = next.value.state;
  }
  const view = variant.view(state);
  const out = {
    ok: true,
    status: view.status,
    toMove: view.toMove,
    legalMoves: view.legalMoves,
    result: view.result,
    coalitions: view.coalitions.map((c) => [...c.seats]),
    plies: view.plies,
  };
  return { code: 0, stdout: JSON.stringify(out) + '\n', stderr: '' };
}

/** The node budget per action of `match` unless --nodes or --time says otherwise: reproducible anywhere. */
const MATCH_NODES = 20_000;

function wholeNumber(flags: Map<string, string | true>, name: string, min: number): number | undefined {
  const text = flags.get(name);
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  return Number(text);
}

/**
 * Seeded games between computer players (docs/architecture.md): one line per game as it
 * ends, then `score: <level>=<points> ...`. One level per seat in seat order (fewer repeat);
 * seats rotate between games. Each action thinks for --nodes search nodes (default 20,000, the
 * same on any machine) or --time milliseconds; a game still running after --max-plies
 * half-moves is stopped and scored as a draw (reason move-cap).
 */
function match(args: readonly string[], write: (line: string) => void): Output | Promise<Output> {
  const flags = parseArgs(args, [
    'variant',
    'edition',
    'options',
    'players',
    'games',
    'seed',
    'nodes',
    'time',
    'max-plies',
  ]);
  const variant = variantFrom(flags);
  const playersText = flags.get('players');
  if (typeof playersText !== 'string') throw new UsageError('--players <level,...> is required');
  // Players are split at commas: a command with a comma of its own needs a wrapper script.
  const players = playersText.split(',');
  for (const player of players)
    if (!isLevel(player) && !(player.startsWith('cmd:') && player.length > 4))
      throw new UsageError(`unknown player "${player}" (levels: ${LEVELS.join(', ')}, or cmd:<command>)`);
  if (players.length > variant.seats.length)
    throw new UsageError(`${variant.id} has ${variant.seats.length} seats, --players names ${players.length}`);
  const games = wholeNumber(flags, 'games', 1);
  if (games === undefined) throw new UsageError('--games <n> is required');
  const seed = flags.get('seed');
  if (typeof seed !== 'string' || seed === '') throw new UsageError('--seed <s> is required');
  const options = variant.parseOptions(rawOptions(flags));
  if (!options.ok)
    throw new UsageError(
      `invalid options: ${options.error.message}${options.error.rule ? ` (${options.error.rule})` : ''}`,
    );
  const nodes = wholeNumber(flags, 'nodes', 1);
  const time = wholeNumber(flags, 'time', 1);
  const budget: Budget = nodes === undefined && time === undefined ? { nodes: MATCH_NODES } : { nodes, timeMs: time };
  const lines: string[] = [];
  const settings = {
    variant: variant.id,
    edition: variant.edition,
    options: rawOptions(flags),
    games,
    seed,
    budget,
    maxPlies: wholeNumber(flags, 'max-plies', 1),
    onGame: (game: MatchGame) => {
      lines.push(formatGame(game));
      write(formatGame(game) + '\n');
    },
  };
  const finish = (played: MatchGame[]): Output => {
    const distinct = [...new Set(players)];
    // With an external engine against one other player, how far apart, as an Elo difference (the
    // engine author's yardstick); before the score, which stays the last line.
    if (distinct.length === 2 && !players.every(isLevel)) {
      const rating = formatComparison(distinct[0], distinct[1], compare(played, distinct[0], distinct[1]));
      write(rating + '\n');
      lines.push(rating);
    }
    const score = formatScore(totalPoints(played, players));
    write(score + '\n');
    return { code: 0, stdout: [...lines, score].join('\n') + '\n', stderr: '', written: true };
  };
  if (players.every(isLevel)) return finish(playMatch({ ...settings, players: players as Level[] }));
  return matchWithEngines(settings, players, budget).then(finish);
}

/** A match with external engines (`cmd:<command>`): one process per command for the whole match. */
async function matchWithEngines(
  settings: Omit<Parameters<typeof playMatchWith>[0], 'players'>,
  players: readonly string[],
  budget: Budget,
): Promise<MatchGame[]> {
  const engines = new Map<string, EngineProcess>();
  const seated = players.map((name): Level | MatchPlayer => {
    if (isLevel(name)) return name;
    let engine = engines.get(name);
    if (!engine) {
      engine = new EngineProcess(name.slice(4), (line) => process.stderr.write(`${name}: ${line}\n`));
      engines.set(name, engine);
    }
    return externalPlayer(name, engine, budget);
  });
  try {
    return await playMatchWith({ ...settings, players: seated });
  } finally {
    await Promise.all([...engines.values()].map((e) => e.stop()));
  }
}

function externalPlayer(name: string, engine: EngineProcess, budget: Budget): MatchPlayer {
  return {
    name,
    async choose(turn: MatchTurn): Promise<Action | null> {
      if (turn.refused) engine.tell({ type: 'error', message: `${turn.refused.code}: ${turn.refused.message}` });
      try {
        const answer = await engine.ask({
          type: 'turn',
          game: String(turn.game),
          variant: turn.variant,
          ...(turn.edition ? { edition: turn.edition } : {}),
          options: turn.options ?? {},
          seat: turn.seat,
          position: turn.state,
          legal: turn.legal,
          timeMs: budget.timeMs ?? null,
          version: turn.step,
        });
        return 'resign' in answer ? null : (answer.action as unknown as Action);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        process.stderr.write(`${name}: ${error.message}; its seat resigns\n`);
        return null;
      }
    },
    gameOver(game: number) {
      engine.tell({ type: 'gameOver', game: String(game) });
    },
  };
}

/** `entente bot`: the engine connected to the server until SIGTERM or SIGINT (docs/bots.md). */
async function bot(args: readonly string[]): Promise<Output> {
  const flags = parseArgs(args, ['server', 'token', 'engine']);
  const server = flags.get('server');
  const token = flags.get('token') ?? process.env.ENTENTE_TOKEN;
  const engineText = flags.get('engine');
  if (typeof server !== 'string' || !/^https?:\/\//.test(server)) throw new UsageError('--server <url> is required');
  if (typeof token !== 'string' || token === '') throw new UsageError('--token <token> is required');
  if (typeof engineText !== 'string' || engineText === '') throw new UsageError('--engine "<command>" is required');
  const command = engineCommand(engineText);
  const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
  const engine = new EngineProcess(command, log);
  const client = new BotClient({ server, token, engine, log });
  const stop = () => {
    log('stopping');
    void client.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    await client.run();
  } catch (error) {
    await client.stop();
    return { code: 1, stdout: '', stderr: `entente bot: ${(error as Error).message}\n` };
  }
  await client.stop();
  log('stopped');
  return { code: 0, stdout: '', stderr: '' };
}

/** `builtin:<level>` runs `entente engine --level <level>` through the same protocol. */
function engineCommand(text: string): string {
  if (!text.startsWith('builtin:')) return text;
  const level = text.slice('builtin:'.length);
  if (!isLevel(level)) throw new UsageError(`unknown level "${level}" (levels: ${LEVELS.join(', ')})`);
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  return [process.execPath, process.argv[1], 'engine', '--level', level].map(quote).join(' ');
}

async function engine(args: readonly string[]): Promise<Output> {
  const flags = parseArgs(args, ['level', 'nodes', 'time']);
  const level = flags.get('level');
  if (typeof level !== 'string' || !isLevel(level))
    throw new UsageError(`--level <level> is required (levels: ${LEVELS.join(', ')})`);
  const nodes = wholeNumber(flags, 'nodes', 1);
  const time = wholeNumber(flags, 'time', 1);
  await runBuiltinEngine(
    level,
    nodes === undefined && time === undefined ? { nodes: MATCH_NODES } : { nodes, timeMs: time },
  );
  return { code: 0, stdout: '', stderr: '' };
}

export async function runCli(
  argv: readonly string[],
  stdin: () => string,
  write: (text: string) => void = () => {},
): Promise<Output> {
  const [command, ...rest] = argv;
  try {
    if (command === 'perft') return perft(rest);
    if (command === 'play') return play(rest, stdin);
    if (command === 'match') return await match(rest, write);
    if (command === 'bot') return await bot(rest);
    if (command === 'engine') return await engine(rest);
    if (command === '--help' || command === 'help') return { code: 0, stdout: USAGE + '\n', stderr: '' };
    if (command === undefined) throw new UsageError('no command given');
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `entente: ${error.message}\n${USAGE}\n` };
    if (error instanceof EditionRefusal) {
      const refusal = { ok: false, index: -1, error: { code: 'UNKNOWN_EDITION', message: error.message } };
      return { code: 1, stdout: JSON.stringify(refusal) + '\n', stderr: '' };
    }
    throw error;
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const result: Output =
    argv[0] === 'moderator'
      ? await moderatorCommand(argv.slice(1))
      : await runCli(
          argv,
          () => readFileSync(0, 'utf8'),
          (text) => process.stdout.write(text),
        );
  if (!result.written) process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`entente: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 70;
});
