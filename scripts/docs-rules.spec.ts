import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * docs/rules/ is the project's copy of the rules the engine implements; the working copy in
 * ../shared/rules/ (present on developer machines) must say exactly the same.
 */
const ROOT = path.resolve(__dirname, '..');
const SHARED = sharedRules();

/**
 * ../shared/rules next to the checkout; in a linked git worktree (`git worktree add` elsewhere)
 * next to the main checkout, so that the comparison runs there too instead of being skipped.
 */
function sharedRules(): string {
  const beside = (checkout: string) => path.resolve(checkout, '..', 'shared', 'rules');
  const candidates = [beside(ROOT)];
  try {
    const common = execFileSync('git', ['rev-parse', '--git-common-dir'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    candidates.push(beside(path.dirname(path.resolve(ROOT, common))));
  } catch {
    // not a git checkout (an unpacked archive): only the folder beside it
  }
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}
const FILES = ['007.md', 'coalition.md'];

describe('docs/rules', () => {
  it.each(FILES)('has %s', (file) => {
    expect(readFileSync(path.join(ROOT, 'docs', 'rules', file), 'utf8')).toMatch(/^# .+rules this project implements/);
  });

  const shared = existsSync(SHARED);
  if (!shared) {
    // On CI the working copy is always there: its absence is a broken checkout, not a reason to
    // pass. Elsewhere (an unpacked archive) there is nothing to compare with.
    it('matches ../shared/rules (that folder does not exist here)', () => {
      if (process.env.CI === 'true') throw new Error(`${SHARED} not found: docs/rules/ cannot be compared with it`);
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

/**
 * The outline of a rules file: its headings (level and number) and, per section, what a
 * translation must carry over unchanged: the number of table rows and list items, the rule
 * references (§…) and the `code` spans (notation, options, coordinates). Blockquotes (the
 * translation's note) are left out.
 */
interface Section {
  heading: string;
  tableRows: number;
  listItems: number;
  refs: string[];
  code: string[];
}

function outline(text: string): { headings: [string, string][]; sections: Section[] } {
  const headings: [string, string][] = [];
  const sections: Section[] = [
    { heading: '(before the first heading)', tableRows: 0, listItems: 0, refs: [], code: [] },
  ];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*>/.test(line)) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const number = /^(\d+\.(?:\d+\.?)*)(?=\s|$)/.exec(heading[2])?.[1];
      if (number) headings.push([heading[1], number]);
      sections.push({
        heading: `${heading[1]} ${number ?? '(unnumbered)'}`,
        tableRows: 0,
        listItems: 0,
        refs: [],
        code: [],
      });
    }
    const section = sections[sections.length - 1];
    if (/^\s*\|/.test(line)) {
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(line)) section.tableRows++;
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) section.listItems++;
    section.refs.push(...(line.match(/§\d+(?:\([a-z]\))?/g) ?? []));
    section.code.push(...(line.match(/`[^`]+`/g) ?? []));
  }
  return { headings, sections };
}

/** What a translation must keep of the English file, section by section. */
function shape(text: string) {
  const { headings, sections } = outline(text);
  return {
    headings,
    sections: sections.map(({ heading, tableRows, listItems, refs }) => ({
      heading,
      tableRows,
      listItems,
      refs: [...refs].sort(),
    })),
  };
}

/** Each of `needed` at least as often in `have` (a translation may add code spans, e.g. API names). */
function missing(needed: string[], have: string[]): string[] {
  const left = [...have];
  return needed.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

describe('docs/rules/de (German translations)', () => {
  const read = (...p: string[]) => readFileSync(path.join(ROOT, 'docs', 'rules', ...p), 'utf8');

  it.each(FILES)('de/%s opens with a note linking to the authoritative English text', (file) => {
    const lines = read('de', file).split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    const note = lines
      .slice(1)
      .filter((l, i, all) => all.slice(0, i + 1).every((x) => x === '' || /^>/.test(x)))
      .join(' ');
    expect(note).toContain(`](../${file})`);
  });

  it.each(FILES)('de/%s has the numbered headings of the English file, in order', (file) => {
    const english = outline(read(file));
    expect(english.headings.length).toBeGreaterThan(5);
    expect(outline(read('de', file)).headings).toEqual(english.headings);
  });

  it.each(FILES)(
    'de/%s has, section by section, the table rows, list items and § references of the English file',
    (file) => {
      expect(shape(read('de', file))).toEqual(shape(read(file)));
    },
  );

  it.each(FILES)('de/%s keeps, section by section, every `code` span of the English file', (file) => {
    const english = outline(read(file)).sections;
    const german = outline(read('de', file)).sections;
    expect(german.map((s) => s.heading)).toEqual(english.map((s) => s.heading));
    const lost = english.flatMap((s, i) => missing(s.code, german[i].code).map((c) => `${s.heading}: ${c}`));
    expect(lost).toEqual([]);
  });

  it('notices a missing, renumbered or shortened section', () => {
    const german = read('de', 'coalition.md');
    const target = shape(read('coalition.md'));
    // Section 4 dropped.
    expect(shape(german.replace(/^## 4\.[\s\S]*?(?=^## 5\.)/m, ''))).not.toEqual(target);
    // Section 5 renumbered.
    expect(shape(german.replace(/^## 5\./m, '## 6.'))).not.toEqual(target);
    // A fine point lost.
    expect(shape(german.replace(/^12\. .*$/m, ''))).not.toEqual(target);
    // A table row lost.
    expect(shape(german.replace(/^\| Rot \|.*\n/m, ''))).not.toEqual(target);
    // A list item merged into the one before.
    expect(shape(german.replace(/\n- Die Runden 1–3/, ' Die Runden 1–3'))).not.toEqual(target);
  });
});
