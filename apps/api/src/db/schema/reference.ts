import { doublePrecision, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const stores = pgTable('store', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The Arabic name; null: the name reads the same in Arabic. */
  nameAr: text('name_ar'),
  countryCode: text('country_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencyDecimals: smallint('currency_decimals').notNull(),
  timeZone: text('time_zone').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cities = pgTable(
  'city',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
  },
  (table) => [uniqueIndex('city_store_name_uq').on(table.storeId, table.name)],
);

export const localities = pgTable(
  'locality',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [uniqueIndex('locality_city_name_uq').on(table.cityId, table.name)],
);
