/** SPEC 2.1 `share`: where the brand's share URL can be sent, with a short invitation. */
export interface ShareLink {
  label: string;
  href: string;
}

export function shareText(brandName: string): string {
  return `Book fitness classes, personal training and gym memberships with ${brandName}.`;
}

export function shareLinks(brandName: string, url: string): ShareLink[] {
  const text = shareText(brandName);
  const e = encodeURIComponent;
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${e(`${text} ${url}`)}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}` },
    { label: 'E-mail', href: `mailto:?subject=${e(`Join me on ${brandName}`)}&body=${e(`${text}\n${url}`)}` },
  ];
}
