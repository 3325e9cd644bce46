/** SPEC 2.1 `share`: where the brand's share URL can be sent, with a short invitation. */
export interface ShareLink {
  label: string;
  href: string;
}

/** The invitation in the reader's language (from the share catalogue). */
export interface ShareWords {
  /** 'Book fitness classes, … with Kinetic.' */
  text: string;
  /** The e-mail's subject: 'Join me on Kinetic'. */
  subject: string;
  /** The e-mail link's own label. */
  email: string;
}

export function shareLinks(url: string, words: ShareWords): ShareLink[] {
  const { text, subject } = words;
  const e = encodeURIComponent;
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${e(`${text} ${url}`)}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}` },
    { label: words.email, href: `mailto:?subject=${e(subject)}&body=${e(`${text}\n${url}`)}` },
  ];
}
