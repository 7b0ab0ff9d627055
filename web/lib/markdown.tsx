import { Fragment, type ReactNode } from 'react';
import { parseToken, type GuideToken } from './guide/tokens';

/** Draws a guide's placeholder (web/lib/guide/tokens.ts); a figure stands alone, the others inside text. */
export type TokenRenderer = (token: GuideToken) => ReactNode;

/**
 * A small Markdown renderer for the rules files (docs/rules): headings, paragraphs, lists,
 * tables, blockquotes (a translation's note), **bold**, *italics*, `code` and [links](…) — the
 * subset those files use — and, with `tokens`, the players' guides' placeholders. `after` may put
 * something (a diagram) after a heading. Text is rendered as React text, never as HTML. A table
 * scrolls inside its own box, so a wide one never makes a phone's page pan sideways.
 */
export function renderMarkdown(
  text: string,
  after?: (heading: string) => ReactNode,
  tokens?: TokenRenderer,
): ReactNode[] {
  const inline = (line: string) => inlineText(line, tokens);
  const out: ReactNode[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  let key = 0;
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
      out.push(<Tag key={key++}>{inline(heading[2])}</Tag>);
      const extra = after?.(heading[2]);
      if (extra) out.push(<Fragment key={key++}>{extra}</Fragment>);
      i++;
    } else if (/^\s*\|/.test(line)) {
      const rows: string[][] = [];
      while (i < lines.length && /^\s*\|/.test(lines[i])) {
        if (!/^\s*\|[\s:|-]+\|\s*$/.test(lines[i]))
          rows.push(
            lines[i]
              .trim()
              .replace(/^\||\|$/g, '')
              .split('|')
              .map((c) => c.trim()),
          );
        i++;
      }
      const [head, ...body] = rows;
      out.push(
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="table-wrap" key={key++} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {head.map((c, j) => (
                  <th key={j}>{inline(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((r, j) => (
                <tr key={j}>
                  {r.map((c, k) => (
                    <td key={k}>{inline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== '' && !/^#/.test(lines[i])) {
        if (/^\s*([-*]|\d+\.)\s+/.test(lines[i]) && !/^\s{4,}/.test(lines[i]))
          items.push(lines[i].replace(/^\s*([-*]|\d+\.)\s+/, ''));
        else items[items.length - 1] += ' ' + lines[i].trim();
        i++;
      }
      const List = ordered ? 'ol' : 'ul';
      out.push(
        <List key={key++}>
          {items.map((it, j) => (
            <li key={j}>{inline(it)}</li>
          ))}
        </List>,
      );
    } else if (/^\s*>/.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && /^\s*>/.test(lines[i])) quoted.push(lines[i++].replace(/^\s*> ?/, ''));
      out.push(
        <blockquote key={key++} className="note" data-testid="rules-note">
          {renderMarkdown(quoted.join('\n'))}
        </blockquote>,
      );
    } else if (line.trim() === '') {
      i++;
    } else {
      const para: string[] = [];
      while (i < lines.length && lines[i].trim() !== '' && !/^(#|\s*[|>]|\s*([-*]|\d+\.)\s)/.test(lines[i]))
        para.push(lines[i++].trim());
      const figure = tokens ? parseToken(para.join(' ')) : null;
      if (tokens && figure?.kind === 'figure') out.push(<Fragment key={key++}>{tokens(figure)}</Fragment>);
      else out.push(<p key={key++}>{inline(para.join(' '))}</p>);
    }
  }
  return out;
}

/** Bold, italics, code, links and (with `tokens`) placeholders inside one line. */
function inlineText(text: string, tokens?: TokenRenderer): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern =
    /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)]+\)|\*[^*\s][^*]*\*|\{(?:piece|seat|option|figure):[^}\s]+\})/g;
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const token = m[0];
    const placeholder = token.startsWith('{') ? parseToken(token) : null;
    if (placeholder) out.push(<Fragment key={key++}>{tokens ? tokens(placeholder) : token}</Fragment>);
    else if (token.startsWith('**')) out.push(<strong key={key++}>{token.slice(2, -2)}</strong>);
    else if (token.startsWith('`')) out.push(<code key={key++}>{token.slice(1, -1)}</code>);
    else if (token.startsWith('[')) {
      const [, label, href] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(token)!;
      // Between the rules files: a translation's `../007.md` is the English original.
      const local = href
        .replace(/^(007|coalition)\.md$/, '/rules/$1/full')
        .replace(/^\.\.\/(007|coalition)\.md$/, '/rules/$1/full?lang=en');
      out.push(
        <a key={key++} href={local}>
          {label}
        </a>,
      );
    } else out.push(<em key={key++}>{token.slice(1, -1)}</em>);
    last = m.index! + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
