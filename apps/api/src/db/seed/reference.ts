import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, cancellationReasons, cities, classCategories, localities, stores } from '../schema';
import {
  BRAND_TEXTS_AR,
  CANCELLATION_REASONS_AR,
  CATEGORY_NAMES_AR,
  CITY_NAMES_AR,
  LOCALITY_NAMES_AR,
  STORE_NAMES_AR,
} from './arabic-names';
import { brandsFor, CANCELLATION_REASONS, CITIES, CLASS_CATEGORIES, STORES } from './reference-data';

/**
 * What every deployment needs before its first visitor: stores, activities, cities and
 * localities, the brands and the cancellation reasons. Without them registration has no store and the
 * page no brand. Written at every start, production included; idempotent (keyed on natural unique
 * keys), and it only adds or names rows, so an operator's own edits of other columns stay.
 */
export async function seedReferenceData(db: Db, options: { publicUrl: string }): Promise<void> {
  // Arabic names are written also into rows seeded before they existed.
  await db
    .insert(stores)
    .values(STORES.map((store) => ({ ...store, nameAr: STORE_NAMES_AR[store.name] ?? null })))
    .onConflictDoUpdate({ target: stores.id, set: { nameAr: sql`excluded.name_ar` } });
  await db
    .insert(classCategories)
    .values(
      CLASS_CATEGORIES.map((category, index) => ({
        ...category,
        nameAr: CATEGORY_NAMES_AR[category.name] ?? null,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({ target: classCategories.name, set: { nameAr: sql`excluded.name_ar` } });
  await db
    .insert(brands)
    .values(brandsFor(options.publicUrl).map((brand) => ({ ...brand, ...BRAND_TEXTS_AR[brand.host] })))
    .onConflictDoUpdate({
      target: brands.host,
      set: {
        seoTitleAr: sql`excluded.seo_title_ar`,
        seoDescriptionAr: sql`excluded.seo_description_ar`,
        seoKeywordsAr: sql`excluded.seo_keywords_ar`,
      },
    });
  for (const city of CITIES) {
    await db
      .insert(cities)
      .values({ storeId: city.storeId, name: city.name, nameAr: CITY_NAMES_AR[city.name] ?? null })
      .onConflictDoUpdate({ target: [cities.storeId, cities.name], set: { nameAr: sql`excluded.name_ar` } });
    const [row] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(sql`${cities.storeId} = ${city.storeId} and ${cities.name} = ${city.name}`);
    await db
      .insert(localities)
      .values(
        city.localities.map(([name, latitude, longitude]) => ({
          cityId: row!.id,
          name,
          nameAr: LOCALITY_NAMES_AR[name] ?? null,
          latitude,
          longitude,
        })),
      )
      .onConflictDoUpdate({
        target: [localities.cityId, localities.name],
        set: { nameAr: sql`excluded.name_ar` },
      });
  }

  await db
    .insert(cancellationReasons)
    .values(
      CANCELLATION_REASONS.map((name, sortOrder) => ({
        name,
        nameAr: CANCELLATION_REASONS_AR[name] ?? null,
        sortOrder,
      })),
    )
    .onConflictDoUpdate({ target: cancellationReasons.name, set: { nameAr: sql`excluded.name_ar` } });
}
