import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Visitor insight (issue 41): raw beacons (kept at most 7 days), daily figures per
 * dimension, Core Web Vitals histograms, and the day's salt of the visitor hash.
 * Only new tables: nothing existing changes.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`visitor_beacons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`referrer_host\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`device\` text,
  	\`visitor\` text,
  	\`lcp\` numeric,
  	\`inp\` numeric,
  	\`cls\` numeric,
  	\`ttfb\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`visitor_beacons_day_idx\` ON \`visitor_beacons\` (\`day\`);`)
  await db.run(sql`CREATE TABLE \`visitor_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`dimension\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`views\` numeric NOT NULL,
  	\`visitors\` numeric NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`visitor_days_day_idx\` ON \`visitor_days\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_dimension_key_idx\` ON \`visitor_days\` (\`day\`,\`dimension\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`visitor_vitals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`count\` numeric NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`visitor_vitals_day_idx\` ON \`visitor_vitals\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_path_metric_value_idx\` ON \`visitor_vitals\` (\`day\`,\`path\`,\`metric\`,\`value\`);`)
  await db.run(sql`CREATE TABLE \`visitor_salts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`salt\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_salts_day_idx\` ON \`visitor_salts\` (\`day\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`visitor_beacons\`;`)
  await db.run(sql`DROP TABLE \`visitor_days\`;`)
  await db.run(sql`DROP TABLE \`visitor_vitals\`;`)
  await db.run(sql`DROP TABLE \`visitor_salts\`;`)
}
