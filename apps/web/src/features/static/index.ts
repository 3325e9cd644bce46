export { AboutContent } from './components/AboutContent';
export { ContactContent } from './components/ContactContent';
export { FeedbackForm } from './components/FeedbackForm';
export { LegalDocument } from './components/LegalDocument';
