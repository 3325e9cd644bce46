import type { Language } from '@kinetic/domain';
import { type MailBlock, mailHtml, mailText } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mailer';

export interface ResetMailInput {
  to: string;
  firstName: string;
  /** The brand's name in the recipient's language. */
  brandName: string;
  link: string;
  ttlMinutes: number;
}

/** The password reset e-mail in the recipient's language; the English text is unchanged. */
export function resetMail(language: Language, input: ResetMailInput): MailMessage & { html: string } {
  const { to, firstName, brandName, link, ttlMinutes } = input;
  if (language === 'ar') {
    const blocks: MailBlock[] = [
      `مرحبًا ${firstName}،`,
      `وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في ${brandName}. افتح هذا الرابط خلال ${ttlMinutes} دقيقة لاختيار كلمة مرور جديدة:`,
      { link },
      'إذا لم تطلب ذلك، تجاهل هذه الرسالة: كلمة المرور تبقى كما هي.',
    ];
    return {
      to,
      subject: `إعادة تعيين كلمة المرور في ${brandName}`,
      text: mailText(blocks),
      html: mailHtml('ar', blocks),
    };
  }
  const blocks: MailBlock[] = [
    `Hello ${firstName},`,
    `We received a request to reset your ${brandName} password. Open this link within ${ttlMinutes} minutes to choose a new one:`,
    { link },
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ];
  return {
    to,
    subject: `Reset your ${brandName} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `We received a request to reset your ${brandName} password. Open this link within ${ttlMinutes} minutes to choose a new one:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ].join('\n'),
    html: mailHtml('en', blocks),
  };
}
