export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail provider: the local outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
