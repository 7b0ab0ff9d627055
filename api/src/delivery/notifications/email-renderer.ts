import type { NotificationKind } from '../../platform/outbox/notification-kind';
import { type EmailFacts, FOOTER, TEMPLATES } from './email-templates';
import type { Language } from '../../platform/i18n/language';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

/** One email in plain text and HTML from the kind's template, with the position diagram if any. */
export function renderEmail(
  kind: NotificationKind,
  lang: Language,
  facts: EmailFacts,
  diagram: string | null,
  unsubscribeUrl: string | null,
): RenderedEmail {
  const t = TEMPLATES[lang][kind];
  const paragraphs = t.body(facts).filter((p) => p.trim() !== '');
  const footer = FOOTER[lang](unsubscribeUrl);
  const text = [...paragraphs, ...(diagram ? [diagram] : []), '--', footer].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    ...paragraphs.map((p) => `<p>${linkify(p).replace(/\n/g, '<br>')}</p>`),
    diagram ? `<pre style="font-family: monospace; font-size: 14px; line-height: 1.2">${escape(diagram)}</pre>` : '',
    `<hr><p style="color: #666; font-size: 12px">${linkify(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t.subject(facts), text, html };
}
