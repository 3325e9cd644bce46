/** A legal page: numbered sections of paragraphs and bullet lists, its texts in the staticPages catalogue. */
export interface LegalSection {
  heading: string;
  paragraphs?: Record<string, string>;
  bullets?: Record<string, string>;
}

export type LegalKind = 'privacy' | 'terms';

/** The day the legal pages last changed (shown as '1 November 2026' in English). */
export const LEGAL_UPDATED = '2026-11-01';
