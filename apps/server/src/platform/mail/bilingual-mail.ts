import type { Mail } from './mailer';

/** One language's part of a mail: a subject and paragraphs; a line equal to `link` becomes a link. */
export type MailPart = { subject: string; lines: string[] };

export type BilingualMail = {
  to: string;
  appName: string;
  ko: MailPart;
  en: MailPart;
  /** An address in our web app the mail points to (shown as a link in both parts). */
  link?: string;
};

const SEPARATOR = '──────────';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A mail in Korean first, then English (the product's first language, then its fallback), as one
 * plain-text body and the same as simple HTML. Every line is escaped: notification texts can be
 * free text written by a person.
 */
export function bilingualMail({ to, appName, ko, en, link }: BilingualMail): Mail {
  const withLink = (lines: string[]) => (link ? [...lines, link] : lines);
  const lines = [...withLink(ko.lines), '', SEPARATOR, '', ...withLink(en.lines)];
  const html = lines
    .map((line) => {
      if (line === '') return '';
      if (line === SEPARATOR) return '<hr>';
      if (link && line === link)
        return `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
      return `<p>${escapeHtml(line)}</p>`;
    })
    .join('');
  return {
    to,
    subject: `[${appName}] ${ko.subject} / ${en.subject}`,
    text: lines.join('\n'),
    html,
  };
}
