export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar events are text). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender, `Name <address>`; the configured MAIL_FROM when absent. */
  from?: string;
  attachments?: MailAttachment[];
  /** A stable Message-ID (the queued mail's), so a receiver can tell a resend from a new mail. */
  messageId?: string;
}

/** The mail provider: the local outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
