export { ShareBrand } from './components/ShareBrand';
export { type ShareLink, shareLinks } from './model/share-links';
