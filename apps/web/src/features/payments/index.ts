export {
  applyPromo,
  createPurchase,
  editSubscription,
  fetchTransaction,
  type PackageFilter,
  paymentKeys,
  useCancelSubscription,
  useCardSupport,
  useCards,
  usePackages,
  usePaymentModes,
  useQuote,
  useSubscriptions,
  useUserPackages,
  useWallet,
} from './api/payments';
export { PaymentResult } from './components/PaymentResult';
export { type CardOrder, SavedCards } from './components/SavedCards';
export { SpecialPackageForm } from './components/SpecialPackageForm';
export { TransactionList } from './components/TransactionList';
export {
  creditsText,
  dateLabel,
  daysUntil,
  groupByType,
  packageTypeLabel,
  usePackageName,
} from './model/package-format';
export { rememberSpecialPurchase, specialPurchaseEmail } from './model/special-purchase';
