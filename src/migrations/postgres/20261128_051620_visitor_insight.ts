import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Visitor insight (issue 41): raw beacons (kept at most 7 days), daily figures per
 * dimension, Core Web Vitals histograms, and the day's salt of the visitor hash.
 * Only new tables: nothing existing changes.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "visitor_beacons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"referrer_host" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"device" varchar,
  	"visitor" varchar,
  	"lcp" numeric,
  	"inp" numeric,
  	"cls" numeric,
  	"ttfb" numeric
  );
  
  CREATE TABLE "visitor_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"dimension" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"views" numeric NOT NULL,
  	"visitors" numeric NOT NULL
  );
  
  CREATE TABLE "visitor_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"value" numeric NOT NULL,
  	"count" numeric NOT NULL
  );
  
  CREATE TABLE "visitor_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL
  );
  
  CREATE INDEX "visitor_beacons_day_idx" ON "visitor_beacons" USING btree ("day");
  CREATE INDEX "visitor_days_day_idx" ON "visitor_days" USING btree ("day");
  CREATE UNIQUE INDEX "day_dimension_key_idx" ON "visitor_days" USING btree ("day","dimension","key");
  CREATE INDEX "visitor_vitals_day_idx" ON "visitor_vitals" USING btree ("day");
  CREATE UNIQUE INDEX "day_path_metric_value_idx" ON "visitor_vitals" USING btree ("day","path","metric","value");
  CREATE UNIQUE INDEX "visitor_salts_day_idx" ON "visitor_salts" USING btree ("day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "visitor_beacons" CASCADE;
  DROP TABLE "visitor_days" CASCADE;
  DROP TABLE "visitor_vitals" CASCADE;
  DROP TABLE "visitor_salts" CASCADE;`)
}
