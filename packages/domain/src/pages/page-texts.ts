/**
 * The titles and descriptions of the pages whose words do not depend on data (SPEC 2.1: every screen
 * has its own). The web app's catalogues read them from here, and the server writes them into the HTML
 * it sends (page-meta.ts), so crawlers and link previews see the page's own words.
 * `{{brand}}` stands for the brand's name.
 */
export const PAGE_TEXTS = {
  about: {
    title: 'About us',
    description:
      '{{brand}} helps you find and book fitness classes, personal training and gym memberships across the Gulf.',
  },
  contact: {
    title: 'Contact us',
    description: 'Get in touch with the {{brand}} team by e-mail or feedback form.',
  },
  feedback: { title: 'Send feedback', description: 'Tell the {{brand}} team what you think.' },
  privacy: {
    title: 'Privacy policy',
    description: 'How {{brand}} collects, uses and protects your personal data.',
  },
  terms: {
    title: 'Terms',
    description: 'The terms for booking classes, packages and memberships with {{brand}}.',
  },
  trainers: {
    title: 'Trainers',
    description: 'Meet our trainers, see what they teach and book their classes.',
  },
  gyms: { title: 'Gyms', description: 'Studios and gyms near you, their branches and upcoming classes.' },
  explore: { title: 'Explore', description: 'Activities, popular classes, featured gyms and trainers.' },
  personalTraining: {
    title: 'Personal Training',
    description: 'Book a one-to-one personal training session with a certified trainer.',
  },
  notFound: { title: 'Page not found', description: 'The page you asked for does not exist.' },
};

export type PageTextKey = keyof typeof PAGE_TEXTS;
/** A page's words in one language: the Arabic twin has the same keys. */
export type PageTexts = Record<PageTextKey, { title: string; description: string }>;
