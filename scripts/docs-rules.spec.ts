import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * docs/rules/ is the project's copy of the rules the engine implements; the working copy in
 * ../shared/rules/ (present on developer machines) must say exactly the same.
 */
const ROOT = path.resolve(__dirname, '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'rules');
const FILES = ['007.md', 'coalition.md'];

describe('docs/rules', () => {
  it.each(FILES)('has %s', (file) => {
    expect(readFileSync(path.join(ROOT, 'docs', 'rules', file), 'utf8')).toMatch(/^# .+rules this project implements/);
  });

  const shared = existsSync(SHARED);
  if (!shared) {
    it('matches ../shared/rules (skipped: that folder does not exist here)', () => {
      console.log(`skip: ${SHARED} not found, docs/rules/ not compared with it`);
    });
    return;
  }
  it.each(FILES)('%s is identical to ../shared/rules', (file) => {
    const ours = readFileSync(path.join(ROOT, 'docs', 'rules', file), 'utf8');
    const theirs = readFileSync(path.join(SHARED, file), 'utf8');
    expect(ours).toBe(theirs);
  });
});
