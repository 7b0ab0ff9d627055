import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { errorCode } from '../../src/platform/errors/error-codes';

/**
 * Holds every problem answer a test app gives to the committed contract: the operation it
 * answered for (matched by method and path in openapi.yaml) must list the code in its
 * `x-error-codes`, and the body must carry the members RFC 9457 and the code promise. Every API
 * test checks this on close, so any error case a test drives is also a check of the documentation.
 */
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly pattern: RegExp;
  readonly codes: readonly string[];
}

interface Observed {
  readonly method: string;
  readonly url: string;
  readonly body: Record<string, unknown>;
}

let operations: Operation[] | undefined;

function contract(): Operation[] {
  if (operations) return operations;
  const doc = load(readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { 'x-error-codes'?: string[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: template,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      codes: op['x-error-codes'] ?? [],
    })),
  );
  return operations;
}

function operationFor(method: string, url: string): Operation | undefined {
  const pathname = url.split('?')[0];
  // A literal segment beats a parameter (`/clubs/invitations` before `/clubs/{id}`).
  return contract()
    .filter((op) => op.method === method && op.pattern.test(pathname))
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
}

export class ProblemContract {
  private readonly observed: Observed[] = [];

  /** Watches the answers of this server. */
  watch(server: Server): void {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const type = String(res.getHeader('content-type') ?? '');
        const chunk = args[0];
        if (type.startsWith('application/problem+json') && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
          try {
            this.observed.push({ method: req.method ?? 'GET', url: req.url ?? '/', body: JSON.parse(String(chunk)) });
          } catch {
            this.observed.push({ method: req.method ?? 'GET', url: req.url ?? '/', body: {} });
          }
        }
        return end(...args);
      }) as ServerResponse['end'];
    });
  }

  /** What the answers so far broke of the contract, one line each. */
  violations(): string[] {
    const lines = new Set<string>();
    for (const { method, url, body } of this.observed) {
      const code = String(body.code ?? '');
      const op = operationFor(method, url);
      for (const member of ['type', 'title', 'status', 'code', 'instance'])
        if (body[member] === undefined)
          lines.add(`${method} ${url} answered ${code || 'a problem'} without \`${member}\``);
      if (!op) continue;
      const entry = errorCode(code);
      // INTERNAL_ERROR is no answer an operation promises: a test that provokes one on purpose
      // (a refused write, to see it roll back) checks it itself.
      if (code !== 'INTERNAL_ERROR' && !op.codes.includes(code))
        lines.add(
          `${op.method} ${op.path} answered ${code} (${String(body.status)}), which its operation in openapi.yaml does not list: ` +
            `add '${code}' to its @ApiProblems(...), then npm run openapi`,
        );
      for (const member of entry?.carries ?? [])
        if (body[member] === undefined)
          lines.add(
            `${op.method} ${op.path} answered ${code} without \`${member}\`, which error-codes.ts says it carries`,
          );
    }
    return [...lines];
  }
}
