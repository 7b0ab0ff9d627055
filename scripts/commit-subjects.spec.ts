import { MAX_SUBJECT, problemsOf } from './commit-subjects';

describe('the commit convention (CONTRIBUTING.md)', () => {
  it('takes a short imperative subject with a body after a blank line', () => {
    expect(problemsOf("Refuse a joiner's abort\n\nOnly the creator may abort a game.\n")).toEqual([]);
    expect(problemsOf('Move api/src into five areas')).toEqual([]);
  });

  it('refuses a subject over the limit, past tense, lower case, a full stop, a body without a gap', () => {
    expect(problemsOf('A'.repeat(MAX_SUBJECT + 1))).toHaveLength(1);
    expect(problemsOf('A'.repeat(MAX_SUBJECT))).toEqual([]);
    expect(problemsOf('Added the areas')).toHaveLength(1);
    expect(problemsOf('Fixes the lobby')).toHaveLength(1);
    expect(problemsOf('move the engine')).toHaveLength(1);
    expect(problemsOf('Move the engine.')).toHaveLength(1);
    expect(problemsOf('Move the engine\nwithout a blank line')).toHaveLength(1);
    expect(problemsOf('')).toEqual(['the subject line is empty']);
  });

  it('counts characters, not bytes, and leaves merges and git comments alone', () => {
    expect(problemsOf('Ä'.repeat(MAX_SUBJECT))).toEqual([]);
    expect(problemsOf("Merge branch 'web-features'")).toEqual([]);
    expect(problemsOf('# a comment git strips\nName the change')).toEqual([]);
  });
});
