/** A legal page: numbered sections of paragraphs and bullet lists. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export const LEGAL_UPDATED = '1 November 2026';
