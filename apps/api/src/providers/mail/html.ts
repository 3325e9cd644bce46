import type { Language } from '@kinetic/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One paragraph of an e-mail: text, or a link shown as its address. */
export type MailBlock = string | { link: string };

/**
 * An e-mail's HTML in the recipient's language (issue 11): `lang` and `dir` on the document (right to
 * left for Arabic), text aligned to the start, links kept left to right inside Arabic text.
 */
export function mailHtml(language: Language, blocks: MailBlock[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p><a href="${escapeHtml(block.link)}" dir="ltr">${escapeHtml(block.link)}</a></p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"></head>
<body dir="${dir}" style="text-align:start;font-family:Arial,Tahoma,sans-serif;line-height:1.6">
${body}
</body>
</html>`;
}

/** The same blocks as plain text, a blank line between paragraphs. */
export const mailText = (blocks: MailBlock[]): string =>
  blocks.map((block) => (typeof block === 'string' ? block : block.link)).join('\n\n');
