export { ShareBrand } from './components/ShareBrand';
