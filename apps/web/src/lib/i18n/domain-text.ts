import { localise } from '@kinetic/domain';
import { currentLanguage } from './language';

/** A text written by the domain (a form check's message, a price model's label) in the reader's language. */
export const domainText = (text: string): string => localise(text, currentLanguage());
