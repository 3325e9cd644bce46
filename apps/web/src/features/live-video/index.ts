/** Live video classes: the live page's content; links to it come from lib/links (livePath). */
export { LiveClass } from './components/LiveClass';
