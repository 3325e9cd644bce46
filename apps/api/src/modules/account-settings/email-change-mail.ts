import type { Language } from '@kinetic/domain';
import { type MailBlock, mailHtml, mailText } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mailer';

export interface EmailChangeMailInput {
  /** The new address: the mail proves its owner reads it. */
  to: string;
  firstName: string;
  /** The brand's name in the recipient's language. */
  brandName: string;
  link: string;
  ttlHours: number;
}

/** The link that makes a new e-mail address the account's, in the account's language. */
export function emailChangeMail(
  language: Language,
  input: EmailChangeMailInput,
): MailMessage & { html: string } {
  const { to, firstName, brandName, link, ttlHours } = input;
  const blocks: MailBlock[] =
    language === 'ar'
      ? [
          `مرحبًا ${firstName}،`,
          `طلبت أن يصبح هذا العنوان بريدك الإلكتروني في ${brandName}. افتح هذا الرابط خلال ${ttlHours} ساعة لتأكيده:`,
          { link },
          'إذا لم تطلب ذلك، تجاهل هذه الرسالة: يبقى بريدك الإلكتروني كما هو.',
        ]
      : [
          `Hello ${firstName},`,
          `You asked to make this address your ${brandName} e-mail. Open this link within ${ttlHours} hours to confirm it:`,
          { link },
          'If you did not ask for this, you can ignore this e-mail: your address stays the same.',
        ];
  return {
    to,
    subject:
      language === 'ar'
        ? `أكّد بريدك الإلكتروني الجديد في ${brandName}`
        : `Confirm your new ${brandName} e-mail`,
    text: mailText(blocks),
    html: mailHtml(language, blocks),
  };
}
