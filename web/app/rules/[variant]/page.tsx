import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { notFound } from 'next/navigation';
import { getVariant } from '../../../../api/src/rules';
import { renderMarkdown } from '../../../lib/markdown';
import { RulesBoard, PieceLegend } from './diagrams';

export const dynamic = 'force-dynamic';

const FILES: Record<string, string> = { '007': '007.md', coalition: 'coalition.md' };

/** docs/rules/ of the repository; `next start` runs from the root or from web/. */
function rulesDir(): string {
  const fromRoot = path.join(process.cwd(), 'docs', 'rules');
  return existsSync(fromRoot) ? fromRoot : path.join(process.cwd(), '..', 'docs', 'rules');
}

/** The starting position as the engine sets it up, for the diagrams. */
function initialBoard(variant: string) {
  const v = getVariant(variant)!;
  const options = v.parseOptions(variant === 'coalition' ? { setupPhase: false } : {});
  if (!options.ok) return [];
  const state = v.initial(options.value);
  return state.ok ? [...v.view(state.value).board] : [];
}

/**
 * The rules for players (docs/rules, the same text the server implements), with diagrams: the
 * starting array, the set-up areas, and the nine Coalition Chess pieces with their glyphs.
 */
export default async function RulesPage({ params }: { params: Promise<{ variant: string }> }) {
  const { variant } = await params;
  const file = FILES[variant];
  if (!file) notFound();
  const text = readFileSync(path.join(rulesDir(), file), 'utf8');
  const board = initialBoard(variant);
  const after = (heading: string) => {
    if (variant === 'coalition' && heading.startsWith('2.')) return <PieceLegend />;
    if (variant === 'coalition' && heading.startsWith('3.'))
      return <RulesBoard variant="coalition" pieces={board} areas />;
    if (variant === '007' && heading.startsWith('1.')) return <RulesBoard variant="007" pieces={board} />;
    return null;
  };
  return (
    <article className="rules-doc">
      <nav className="row" style={{ marginBottom: '0.5rem' }}>
        <a href="/rules/coalition">Coalition Chess</a> · <a href="/rules/007">007 Chess</a>
      </nav>
      {renderMarkdown(text, after)}
    </article>
  );
}
