import type { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config/app-config';
import { currentRequestId } from '../http/request-context';

const ORDER: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/**
 * Nest's own start-up chatter — every module initialised, every route mapped, "successfully
 * started" — logged at `log` by the framework. It says nothing an operator acts on, so it is
 * logged at `debug` (LOG_LEVEL=debug shows it); warnings and errors of these contexts stay.
 */
const FRAMEWORK_START_UP = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/**
 * Nest logger writing one JSON object per line (easy to grep and to ship), with the request id of
 * the current request added to every line logged while serving it.
 */
export class JsonLogger implements LoggerService {
  private readonly max: number;

  constructor(
    level: LogLevel = 'log',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  ) {
    this.max = ORDER.indexOf(level);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('verbose', message, rest);
  }

  private emit(logged: LogLevel, message: unknown, rest: unknown[]): void {
    // Nest passes the context (class name) as the last string argument, and for errors a stack.
    const args = [...rest];
    const context = typeof args[args.length - 1] === 'string' ? (args.pop() as string) : undefined;
    const level = logged === 'log' && context && FRAMEWORK_START_UP.has(context) ? 'debug' : logged;
    if (ORDER.indexOf(level) > this.max) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level };
    const requestId = currentRequestId();
    if (requestId) entry.requestId = requestId;
    if (context) entry.context = context;
    if (message instanceof Error) {
      entry.msg = message.message;
      entry.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(entry, message);
    } else {
      entry.msg = String(message);
    }
    const stack = args.find((a) => typeof a === 'string' && a.includes('\n    at '));
    if (stack) entry.stack = stack;
    this.write(JSON.stringify(entry));
  }
}
