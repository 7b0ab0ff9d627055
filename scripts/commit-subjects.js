'use strict';
/**
 * The commit convention of CONTRIBUTING.md, checked over every commit since it was written (the
 * commit that added CONTRIBUTING.md and all after it): a subject line of at most 72 characters,
 * capitalised, in the imperative (not "Added …" or "Fixes …"), without a closing full stop, and a
 * blank line before the body. `.ci/run` runs it; `.githooks/commit-msg` runs the same check on a
 * message being committed (`git config core.hooksPath .githooks`).
 *
 *   node scripts/commit-subjects.js            # the commits since the convention
 *   node scripts/commit-subjects.js --message <file>   # one message (the hook)
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');

const MAX_SUBJECT = 72;
/** First words that say what was done or what the commit does, rather than what to do. */
const NOT_IMPERATIVE =
  /^(added|adds|fixed|fixes|changed|changes|removed|removes|updated|updates|moved|moves|made|makes|improved|improves|refactored|refactors|renamed|renames|implemented|implements|created|creates|deleted|deletes|wip)\b/i;

/** What is wrong with a commit message: a list of sentences, empty when it keeps the convention. */
function problemsOf(message) {
  const lines = message
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => !l.startsWith('#'));
  const subject = (lines[0] ?? '').trim();
  const problems = [];
  if (!subject) return ['the subject line is empty'];
  if (/^(Merge|Revert|fixup!|squash!) /.test(subject)) return [];
  if ([...subject].length > MAX_SUBJECT)
    problems.push(
      `the subject has ${[...subject].length} characters (at most ${MAX_SUBJECT}); the detail goes in the body`,
    );
  if (!/^[\p{Lu}\p{N}`@]/u.test(subject)) problems.push('the subject starts with a capital letter');
  if (NOT_IMPERATIVE.test(subject))
    problems.push('the subject is in the imperative ("Add", "Fix", "Move"), not "Added"/"Adds"');
  if (/\.$/.test(subject)) problems.push('the subject ends without a full stop');
  if (lines.length > 1 && lines[1].trim() !== '') problems.push('a blank line separates the subject from the body');
  return problems;
}

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The commits the convention covers: from the one that added CONTRIBUTING.md to HEAD. */
function commitsSinceConvention() {
  let first;
  try {
    first = git(['log', '--diff-filter=A', '--format=%H', '--', 'CONTRIBUTING.md']).split('\n').filter(Boolean).at(-1);
  } catch {
    return [];
  }
  if (!first) return [];
  return git(['rev-list', '--no-merges', `${first}^..HEAD`])
    .split('\n')
    .filter(Boolean);
}

module.exports = { problemsOf, MAX_SUBJECT };

if (require.main === module) {
  const at = process.argv.indexOf('--message');
  if (at > 0) {
    const problems = problemsOf(readFileSync(process.argv[at + 1], 'utf8'));
    for (const p of problems) process.stderr.write(`commit message: ${p} (CONTRIBUTING.md)\n`);
    process.exit(problems.length ? 1 : 0);
  }
  const commits = commitsSinceConvention();
  let bad = 0;
  for (const sha of commits) {
    const problems = problemsOf(git(['log', '-1', '--format=%B', sha]));
    if (problems.length === 0) continue;
    bad++;
    process.stderr.write(`${sha.slice(0, 10)} ${git(['log', '-1', '--format=%s', sha])}\n`);
    for (const p of problems) process.stderr.write(`  - ${p}\n`);
  }
  process.stdout.write(`commit messages: ${commits.length} checked since CONTRIBUTING.md, ${bad} against it\n`);
  process.exit(bad ? 1 : 0);
}
