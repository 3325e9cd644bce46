import { z } from 'zod';
import { pageSchemaOf } from '../classes/dto';
import { pageQuerySchema } from '../common/envelope';
import { requiredText } from '../common/fields';

/**
 * On a brand that asks for it (brand.partners_need_approval), a new trainer or gym waits for
 * the platform operator's review; until APPROVED their pages and classes are unlisted. Everyone else
 * (customers, partners of brands without review) is APPROVED from the start.
 */
export const PARTNER_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type PartnerReviewStatus = (typeof PARTNER_REVIEW_STATUSES)[number];

/** The longest reason a refusal may give (it is mailed and shown to the partner). */
export const PARTNER_REFUSAL_REASON_MAX = 500;

/** The caller's own review: what their space's banner says. */
export const partnerReviewStateSchema = z.object({
  status: z.enum(PARTNER_REVIEW_STATUSES),
  /** The operator's reason, when refused. */
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type PartnerReviewStateDto = z.infer<typeof partnerReviewStateSchema>;

/** A partner awaiting review, as the operator's screen lists it (oldest registration first). */
export const pendingPartnerSchema = z.object({
  userId: z.number(),
  kind: z.enum(['TRAINER', 'GYM']),
  /** The studio's name for a gym, the person's name for a trainer. */
  name: z.string(),
  /** A gym's contact person (null for a trainer). */
  contactName: z.string().nullable(),
  email: z.string(),
  /** The brand they registered on (in the reader's language where it has an Arabic name). */
  brandName: z.string(),
  registeredAt: z.string(),
});
export type PendingPartnerDto = z.infer<typeof pendingPartnerSchema>;
export const pendingPartnerPageSchema = pageSchemaOf(pendingPartnerSchema);

export const pendingPartnersQuerySchema = pageQuerySchema;

export const partnerRefusalBodySchema = z.object({
  reason: requiredText(PARTNER_REFUSAL_REASON_MAX),
});
export type PartnerRefusalBody = z.infer<typeof partnerRefusalBodySchema>;

/** What a decision answers: the partner's review as it now stands. */
export const partnerDecisionSchema = partnerReviewStateSchema.extend({ userId: z.number() });
export type PartnerDecisionDto = z.infer<typeof partnerDecisionSchema>;

/** A brand's review setting, as the operator's screen shows and turns it (brand.partners_need_approval). */
export const brandReviewSettingSchema = z.object({
  brandId: z.number(),
  name: z.string(),
  host: z.string(),
  partnersNeedApproval: z.boolean(),
});
export type BrandReviewSettingDto = z.infer<typeof brandReviewSettingSchema>;

export const brandReviewSettingBodySchema = z.object({ partnersNeedApproval: z.boolean() });
export type BrandReviewSettingBody = z.infer<typeof brandReviewSettingBodySchema>;
