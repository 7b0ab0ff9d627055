import { JsonLogger } from './json-logger';

function logged(level: 'log' | 'debug', act: (logger: JsonLogger) => void): Array<Record<string, string>> {
  const lines: string[] = [];
  act(new JsonLogger(level, (l) => lines.push(l)));
  return lines.map((l) => JSON.parse(l) as Record<string, string>);
}

describe('JsonLogger', () => {
  const startUp = (logger: JsonLogger) => {
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/health, GET} route', 'RouterExplorer');
    logger.log('HealthController {/health}:', 'RoutesResolver');
    logger.log('Nest application successfully started', 'NestApplication');
  };

  it("keeps Nest's start-up chatter (modules, route mappings) out of the default level", () => {
    expect(logged('log', startUp)).toEqual([]);
    const debug = logged('debug', startUp);
    expect(debug.map((e) => [e.level, e.context])).toEqual([
      ['debug', 'NestFactory'],
      ['debug', 'InstanceLoader'],
      ['debug', 'RouterExplorer'],
      ['debug', 'RoutesResolver'],
      ['debug', 'NestApplication'],
    ]);
  });

  it('still logs what the application says, and errors of any context in full', () => {
    const error = new Error('port taken');
    const entries = logged('log', (logger) => {
      logger.log('outbox: 3 delivered', 'OutboxDispatcher');
      logger.error(error.message, error.stack, 'NestApplication');
      logger.warn('slow start', 'InstanceLoader');
    });
    expect(entries.map((e) => [e.level, e.context, e.msg])).toEqual([
      ['log', 'OutboxDispatcher', 'outbox: 3 delivered'],
      ['error', 'NestApplication', 'port taken'],
      ['warn', 'InstanceLoader', 'slow start'],
    ]);
    expect(entries[1].stack).toBe(error.stack);
  });
});
