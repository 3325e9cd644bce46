import type {
  Language,
  PaymentLinkDto,
  SpecialPackagePurchaseBody,
  SpecialPurchaseStatusBody,
  TransactionDto,
} from '@kinetic/domain';
import { fail, forbidden } from '../../lib/errors';
import type { CheckoutService } from './checkout.service';
import type { PaymentsRepository } from './payments.repository';
import { toTransactionDto } from './transactions';

/**
 * SPEC 3.2 special package purchase: email, firstName, description, optional userId, videoClassPackage.
 * A signed-in caller buys for themselves (a userId must be theirs). A guest's order belongs to no
 * account while it waits: naming an e-mail proves nothing, so nobody can fill another person's history
 * with orders. Once paid it goes to the customer account of that e-mail, if there is one
 * (fulfilment), else it stays a paid record of the buyer.
 */
export function createSpecialPackagesService(deps: {
  checkout: CheckoutService;
  payments: PaymentsRepository;
}) {
  return {
    async purchase(
      callerId: number | null,
      body: SpecialPackagePurchaseBody,
      origin: string,
    ): Promise<PaymentLinkDto> {
      if (body.userId && body.userId !== callerId) throw forbidden();
      const note = [body.description ?? '', body.videoClassPackage ? '(video class package)' : '']
        .filter(Boolean)
        .join(' ');
      const result = await deps.checkout.createPurchase(
        callerId,
        { packageId: body.packageId, useWallet: false, subscribe: false },
        origin,
        {
          kind: 'SPECIAL',
          requireType: 'SPECIAL',
          buyer: { email: body.email, name: body.firstName, note },
        },
      );
      return { referenceId: result.referenceId, paymentUrl: result.paymentUrl };
    },

    /**
     * POST /special-packages/status: the result of a special package order for whoever holds its
     * reference and the buyer's e-mail (a guest has no token for GET /transactions/:referenceId).
     * Anything else is the same 404, so the answer tells nothing about other orders.
     */
    async status(body: SpecialPurchaseStatusBody, language: Language = 'en'): Promise<TransactionDto> {
      const row = await deps.payments.specialTransaction(body.referenceId.trim(), body.email);
      if (!row) throw fail('TRANSACTION_NOT_FOUND');
      return toTransactionDto(row, language);
    },
  };
}
export type SpecialPackagesService = ReturnType<typeof createSpecialPackagesService>;
