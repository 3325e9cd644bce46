import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { shareLinks } from './share-links';

/** The English words, filled in as the catalogue's {{brand}} would be. */
const words = (brand: string) => ({
  text: en.share.invite.replace('{{brand}}', brand),
  subject: en.share.subject.replace('{{brand}}', brand),
  email: en.share.email,
});

describe('shareLinks', () => {
  it('sends the brand share URL, encoded, to each place', () => {
    const links = shareLinks('https://kinetic.example/?ref=a b', words('Kinetic & Co'));
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'X', 'Facebook', 'E-mail']);
    expect(links[0]!.href).toBe(
      'https://wa.me/?text=Book%20fitness%20classes%2C%20personal%20training%20and%20gym%20memberships%20with%20Kinetic%20%26%20Co.%20https%3A%2F%2Fkinetic.example%2F%3Fref%3Da%20b',
    );
    expect(links[2]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkinetic.example%2F%3Fref%3Da%20b',
    );
    expect(links[3]!.href.startsWith('mailto:?subject=Join%20me%20on%20Kinetic%20%26%20Co&body=')).toBe(true);
    for (const link of links) expect(link.href).toContain(encodeURIComponent('https://kinetic.example/'));
  });
});
