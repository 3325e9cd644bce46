import {
  FEE_ORDER_ITEM,
  type Language,
  minutesToTime,
  nameIn,
  PAYMENT_MSG,
  type TransactionDto,
} from '@kinetic/domain';
import type { PaymentsQueries } from './payments.repository';

type Row = Awaited<ReturnType<PaymentsQueries['transactions']>>['rows'][number];

function messageOf(row: Row): string {
  const p = row.purchase;
  if (p.kind === 'CARD_VERIFY') {
    if (p.status === 'PAID') return PAYMENT_MSG.cardSaved;
    if (p.status === 'FAILED') return PAYMENT_MSG.cardDeclined;
  }
  switch (p.status) {
    case 'PAID':
      if (row.packageType === 'AUTOJOINWITHPACKAGE' && p.bookingId) {
        return p.bookingError
          ? `${PAYMENT_MSG.paymentSuccessBooked} ${p.bookingError}`
          : PAYMENT_MSG.paymentSuccessProgram;
      }
      if (p.bookingId) return PAYMENT_MSG.paymentSuccessBooked;
      if (p.bookingError) return `${PAYMENT_MSG.bookingFailedAfterPayment}${p.bookingError}`;
      return PAYMENT_MSG.paymentSuccess;
    case 'FAILED':
      return PAYMENT_MSG.paymentDeclined;
    case 'CANCELED':
      return p.creditedAt ? PAYMENT_MSG.paymentCreditedToWallet : PAYMENT_MSG.paymentCanceled;
    default:
      return PAYMENT_MSG.paymentUnderProcessTitle;
  }
}

type SessionRow = Awaited<ReturnType<PaymentsQueries['programSessions']>>[number];

/**
 * A purchase as its buyer reads it, the package named in `language`, with the sessions a
 * program purchase booked when the caller read them (`programSessions`).
 */
export function toTransactionDto(
  row: Row,
  language: Language = 'en',
  programSessions: SessionRow[] = [],
): TransactionDto {
  const p = row.purchase;
  return {
    referenceId: p.referenceId,
    status: p.status as TransactionDto['status'],
    amount: p.amount,
    price: p.price,
    promoDiscount: p.promoDiscount,
    subscriptionDiscount: p.subscriptionDiscount,
    currencyCode: p.currencyCode,
    packageName:
      p.kind === 'FEE'
        ? FEE_ORDER_ITEM[language]
        : row.packageName === null
          ? PAYMENT_MSG.cardVerification
          : nameIn({ name: row.packageName, nameAr: row.packageNameAr }, language),
    packageId: p.packageId,
    promoName: row.promoName,
    walletApplied: p.walletApplied,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    message: messageOf(row),
    creditedToWallet: p.creditedAt !== null,
    userPackageId: p.userPackageId,
    booking:
      p.bookingId && row.bookingSessionId && row.title && row.classDate && row.fromMinute !== null
        ? {
            bookingId: p.bookingId,
            classSessionId: row.bookingSessionId,
            title: row.title,
            classDate: row.classDate,
            fromTime: minutesToTime(row.fromMinute),
          }
        : null,
    programSessions: programSessions.map((session) => ({
      bookingId: session.bookingId,
      classSessionId: session.classSessionId,
      title: session.title,
      classDate: session.classDate,
      fromTime: minutesToTime(session.fromMinute),
    })),
  };
}
