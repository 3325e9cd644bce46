import { arabicCount, type Language } from '@kinetic/domain';
import { type MailBlock, mailHtml, mailText } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail/mailer';

export interface LockoutMailInput {
  to: string;
  firstName: string;
  /** The brand's name in the recipient's language. */
  brandName: string;
  /** The brand's site, where "Forgot password?" is. */
  siteUrl: string;
  failures: number;
  minutes: number;
}

/**
 * Tells the owner that failed sign-ins locked their account, in their language: whoever
 * guessed cannot tell whether the address has an account, but the owner learns of it.
 */
export function lockoutMail(language: Language, input: LockoutMailInput): MailMessage & { html: string } {
  const { to, firstName, brandName, siteUrl, failures, minutes } = input;
  const blocks: MailBlock[] =
    language === 'ar'
      ? [
          `مرحبًا ${firstName}،`,
          `حاول أحدهم الدخول إلى حسابك في ${brandName} بكلمة مرور خاطئة ${arabicCount(failures, TIMES_AR)}، فأوقفنا الدخول إلى الحساب لمدة ${arabicCount(minutes, MINUTES_AR)} لحمايته.`,
          'إذا كنت أنت من حاول، فانتظر حتى تنتهي المدة، أو اختر كلمة مرور جديدة من «نسيت كلمة المرور؟» في نافذة تسجيل الدخول:',
          { link: siteUrl },
          'وإذا لم تكن أنت، فلم يدخل أحد إلى حسابك، لكننا ننصحك باختيار كلمة مرور جديدة لا تستخدمها في أي مكان آخر.',
        ]
      : [
          `Hello ${firstName},`,
          `Someone tried to sign in to your ${brandName} account with a wrong password ${failures} times, so we have paused sign-in to it for ${minutes} minutes to protect it.`,
          'If it was you, wait until then, or choose a new password with "Forgot password?" in the login window:',
          { link: siteUrl },
          'If it was not you, nobody has signed in, but we recommend choosing a new password that you do not use anywhere else.',
        ];
  return {
    to,
    subject:
      language === 'ar'
        ? `أوقفنا الدخول إلى حسابك في ${brandName} مؤقتًا`
        : `Sign-in to your ${brandName} account is paused`,
    text: mailText(blocks),
    html: mailHtml(language, blocks),
  };
}

const TIMES_AR = { one: 'مرة واحدة', two: 'مرتين', few: 'مرات', many: 'مرة' };
const MINUTES_AR = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
