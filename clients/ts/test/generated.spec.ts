import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { load } from 'js-yaml';
import ts from 'typescript';
import { IDEMPOTENT_OPERATIONS } from '../src';
import { readmeExample } from './readme';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGE = path.join(ROOT, 'clients', 'ts');

describe('clients/ts', () => {
  it('src/schema.ts is what openapi-typescript makes of the current openapi.yaml (npm run openapi:client)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-client-schema-'));
    try {
      const out = path.join(dir, 'schema.ts');
      // The package's exports map hides bin/; its file is at a fixed place under node_modules.
      const cli = path.join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
      execFileSync(
        process.execPath,
        [cli, path.join(ROOT, 'openapi.yaml'), '--default-non-nullable', 'false', '-o', out],
        { cwd: ROOT, stdio: 'pipe' },
      );
      expect(readFileSync(path.join(PACKAGE, 'src', 'schema.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives an Idempotency-Key to exactly the operations openapi.yaml lets take one', () => {
    type Operation = { parameters?: { name: string; in: string }[] };
    const doc = load(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const withKey = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.parameters?.some((x) => x.in === 'header' && x.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${p}`),
    );
    expect([...IDEMPOTENT_OPERATIONS].sort()).toEqual(withKey.sort());
  });

  it('the README example type-checks against the package, as a user’s project would compile it', () => {
    // The example in memory, beside the tests, importing the package by its name.
    const file = path.join(PACKAGE, 'test', 'readme-example.virtual.ts');
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      paths: { '@entente/client': [path.join(PACKAGE, 'src', 'index.ts')] },
    };
    const host = ts.createCompilerHost(options);
    const source = readmeExample();
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (name, version, ...rest) =>
      name === file ? ts.createSourceFile(name, source, version) : getSourceFile.call(host, name, version, ...rest);
    host.fileExists = (name) => name === file || fileExists.call(host, name);
    host.readFile = (name) => (name === file ? source : readFile.call(host, name));
    const program = ts.createProgram([file], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
