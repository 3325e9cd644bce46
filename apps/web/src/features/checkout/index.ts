export { CheckoutModal } from './components/CheckoutModal';
