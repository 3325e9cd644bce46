export { BuyPackages } from './components/BuyPackages';
export { CurrentPackages } from './components/CurrentPackages';
export { MyFeesCard } from './components/MyFeesCard';
export { SubscriptionManager } from './components/SubscriptionManager';
export { WalletCard } from './components/WalletCard';
