import type { Language } from '@kinetic/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One paragraph of an e-mail: text, or a link shown as its address. */
export type MailBlock = string | { link: string };

/**
 * An e-mail's HTML in the recipient's language: `lang` and `dir` on the document (right to
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

/** The brand a mail is sent in: its name (in the recipient's language), colour and home page. */
export interface MailBrand {
  name: string;
  color: string;
  /** The brand's host, as an origin: every link of the mail starts here. */
  homeUrl: string;
}

const safeColor = (color: string) => (/^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#0f766e');

/**
 * A mail in the brand's dress: a header in the brand's colour with its name, the
 * paragraphs, a button to `action.url`, and a footer linking to the brand's home page. The text
 * version says the same, the button as its address.
 */
export function brandedMail(
  language: Language,
  brand: MailBrand,
  content: {
    lines: string[];
    action: { label: string; url: string };
    /** A picture under the text (a QR code to show at the door). */
    image?: { url: string; alt: string };
    footer: string;
  },
): { html: string; text: string } {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const color = safeColor(brand.color);
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand.name)}</title></head>
<body dir="${dir}" style="margin:0;background:#f4f4f5;font-family:Arial,Tahoma,sans-serif;line-height:1.6;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;text-align:start">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px;text-align:start">
${paragraphs}
${content.image ? `<p style="margin:16px 0;text-align:center"><img src="${escapeHtml(content.image.url)}" width="200" height="200" alt="${escapeHtml(content.image.alt)}" style="display:inline-block;border:0"></p>\n` : ''}<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(content.action.label)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#52525b;text-align:start;border-top:1px solid #e4e4e7">${escapeHtml(content.footer)}<br><a href="${escapeHtml(brand.homeUrl)}" dir="ltr" style="color:${color}">${escapeHtml(brand.homeUrl)}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  const text = [
    ...content.lines,
    `${content.action.label}: ${content.action.url}`,
    '--',
    content.footer,
    brand.homeUrl,
  ].join('\n\n');
  return { html, text };
}
