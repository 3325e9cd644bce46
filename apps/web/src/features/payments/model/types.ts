/** The payments contract's shapes (issue 4) come from the domain package, shared with the API. */
export type {
  CardDto,
  EditSubscriptionResultDto,
  PackageDto,
  PaymentMethod,
  PaymentStatus as TransactionStatus,
  PromoResponseDto,
  PurchaseBody,
  PurchaseResultDto,
  QuoteBody,
  QuoteDto,
  SubscriptionDto,
  TransactionDto,
  TransactionPageDto,
  UserPackageDto,
  WalletDto,
} from '@kinetic/domain';
