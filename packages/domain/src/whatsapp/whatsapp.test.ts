import { describe, expect, it } from 'vitest';
import { isStopReply } from './whatsapp';

describe('a STOP reply to a WhatsApp message', () => {
  it('is STOP and its usual variants, in English and Arabic, whatever the case and punctuation', () => {
    for (const text of [
      'STOP',
      'stop',
      ' Stop! ',
      'unsubscribe',
      'Stop all',
      'إيقاف',
      'ايقاف',
      'الغاء',
      'إلغاء الاشتراك',
      'توقف.',
    ]) {
      expect(isStopReply(text), text).toBe(true);
    }
  });

  it('is not a sentence that only mentions stopping', () => {
    for (const text of ['please do not stop', 'stop by tomorrow', 'شكراً', 'Booked!', '']) {
      expect(isStopReply(text), text).toBe(false);
    }
  });
});
