import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

const FILES: Record<string, string> = { '007': '007.md', coalition: 'coalition.md' };

/** docs/rules/ of the repository; `next start` runs from the root or from web/. */
function rulesDir(): string {
  const fromRoot = path.join(process.cwd(), 'docs', 'rules');
  return existsSync(fromRoot) ? fromRoot : path.join(process.cwd(), '..', 'docs', 'rules');
}

/** The rules as written in docs/rules (the players' copy), shown as plain text for now. */
export default async function RulesPage({ params }: { params: Promise<{ variant: string }> }) {
  const { variant } = await params;
  const file = FILES[variant];
  if (!file) notFound();
  const text = readFileSync(path.join(rulesDir(), file), 'utf8');
  return (
    <article>
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', lineHeight: 1.5 }}>{text}</pre>
    </article>
  );
}
