/**
 * Where WhatsApp template messages go (docs/adr/0049), behind one small interface like the mailer:
 * the WhatsApp Business Cloud API in production, its local fake in development and tests.
 */
export interface TemplateMessage {
  /** The recipient's number in international form, digits only (96551234567). */
  to: string;
  /** An approved template's name (modules/whatsapp/templates.ts). */
  template: string;
  language: 'en' | 'ar';
  /** The body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

export interface WhatsAppProvider {
  /** Hands the message to WhatsApp; answers its message id (wamid.…), or throws a WhatsAppSendError. */
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>;
}

/**
 * A message WhatsApp did not take. `retry`: a passing trouble (a rate limit, the service busy or out
 * of reach) worth trying again, at the earliest after `retryAfterMs`; otherwise it will never go
 * (an unknown number, a template not approved, a refused token).
 */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code: number | null = null,
    readonly retryAfterMs = 0,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}
