import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stores } from './reference';

export const brands = pgTable('brand', {
  id: serial('id').primaryKey(),
  host: text('host').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  faviconUrl: text('favicon_url').notNull(),
  shareBannerUrl: text('share_banner_url').notNull(),
  website: text('website').notNull(),
  contactEmail: text('contact_email').notNull(),
  shareUrl: text('share_url').notNull(),
  partnerUrl: text('partner_url').notNull(),
  isPrime: boolean('is_prime').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  primaryColor: text('primary_color').notNull(),
  seoTitle: text('seo_title').notNull(),
  seoDescription: text('seo_description').notNull(),
  seoKeywords: text('seo_keywords').notNull().default(''),
  /** The brand's texts in Arabic; null: the English text (a Latin brand name stays Latin). */
  nameAr: text('name_ar'),
  seoTitleAr: text('seo_title_ar'),
  seoDescriptionAr: text('seo_description_ar'),
  seoKeywordsAr: text('seo_keywords_ar'),
  adPixelId: text('ad_pixel_id'),
  preselectedStoreId: integer('preselected_store_id').references(() => stores.id),
  /** New trainers and gyms registering on this brand stay unlisted until the operator approves them. */
  partnersNeedApproval: boolean('partners_need_approval').notNull().default(false),
});
