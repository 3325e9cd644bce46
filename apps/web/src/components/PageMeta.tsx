import { useEffect } from 'react';
import { useBrand } from '../lib/brand';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** SPEC 2.1: every screen has its own page title and meta description, suffixed by the brand. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const brand = useBrand();
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
    setMeta('description', description ?? brand.seoDescription);
  }, [title, description, brand]);
  return null;
}
