import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The lead workflow (issue 27): status, owner, notes and the time of the last status
 * change on leads and quote requests; where each lead and sign-up came from; Payload's
 * query presets (saved list views). The "handled" tick becomes a status: a handled
 * lead had been answered, so it is "contacted", changed when it was last saved.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_payload_query_presets_access_read_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_update_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_delete_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_related_collection" AS ENUM('leads', 'quote-requests');
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "quote_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_query_presets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"is_shared" boolean DEFAULT false,
  	"access_read_constraint" "enum_payload_query_presets_access_read_constraint" DEFAULT 'onlyMe',
  	"access_update_constraint" "enum_payload_query_presets_access_update_constraint" DEFAULT 'onlyMe',
  	"access_delete_constraint" "enum_payload_query_presets_access_delete_constraint" DEFAULT 'onlyMe',
  	"where" jsonb,
  	"columns" jsonb,
  	"group_by" varchar,
  	"related_collection" "enum_payload_query_presets_related_collection" NOT NULL,
  	"is_temp" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_query_presets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  DROP INDEX "leads_handled_idx";
  DROP INDEX "quote_requests_handled_idx";
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "source_landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_referrer_host" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "status" "enum_quote_requests_status" DEFAULT 'new';
  ALTER TABLE "quote_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "quote_requests" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "source_landing_page" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_referrer_host" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_landing_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_referrer_host" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_query_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  CREATE INDEX "quote_requests_notes_order_idx" ON "quote_requests_notes" USING btree ("_order");
  CREATE INDEX "quote_requests_notes_parent_id_idx" ON "quote_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_notes_author_idx" ON "quote_requests_notes" USING btree ("author_id");
  CREATE INDEX "payload_query_presets_updated_at_idx" ON "payload_query_presets" USING btree ("updated_at");
  CREATE INDEX "payload_query_presets_created_at_idx" ON "payload_query_presets" USING btree ("created_at");
  CREATE INDEX "payload_query_presets_rels_order_idx" ON "payload_query_presets_rels" USING btree ("order");
  CREATE INDEX "payload_query_presets_rels_parent_idx" ON "payload_query_presets_rels" USING btree ("parent_id");
  CREATE INDEX "payload_query_presets_rels_path_idx" ON "payload_query_presets_rels" USING btree ("path");
  CREATE INDEX "payload_query_presets_rels_users_id_idx" ON "payload_query_presets_rels" USING btree ("users_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_status_changed_at_idx" ON "leads" USING btree ("status_changed_at");
  CREATE INDEX "leads_source_source_referrer_host_idx" ON "leads" USING btree ("source_referrer_host");
  CREATE INDEX "leads_source_source_utm_source_idx" ON "leads" USING btree ("source_utm_source");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
  CREATE INDEX "quote_requests_status_changed_at_idx" ON "quote_requests" USING btree ("status_changed_at");
  CREATE INDEX "quote_requests_source_source_referrer_host_idx" ON "quote_requests" USING btree ("source_referrer_host");
  CREATE INDEX "quote_requests_source_source_utm_source_idx" ON "quote_requests" USING btree ("source_utm_source");
  CREATE INDEX "newsletter_subscribers_source_source_referrer_host_idx" ON "newsletter_subscribers" USING btree ("source_referrer_host");
  CREATE INDEX "newsletter_subscribers_source_source_utm_source_idx" ON "newsletter_subscribers" USING btree ("source_utm_source");
  UPDATE "leads" SET "status" = 'contacted', "status_changed_at" = "updated_at" WHERE "handled" = true;
  UPDATE "quote_requests" SET "status" = 'contacted', "status_changed_at" = "updated_at" WHERE "handled" = true;
  ALTER TABLE "leads" DROP COLUMN "handled";
  ALTER TABLE "quote_requests" DROP COLUMN "handled";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_query_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_query_presets_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "quote_requests_notes" CASCADE;
  DROP TABLE "payload_query_presets" CASCADE;
  DROP TABLE "payload_query_presets_rels" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_owner_id_users_id_fk";
  
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "leads_status_changed_at_idx";
  DROP INDEX "leads_source_source_referrer_host_idx";
  DROP INDEX "leads_source_source_utm_source_idx";
  DROP INDEX "quote_requests_status_idx";
  DROP INDEX "quote_requests_owner_idx";
  DROP INDEX "quote_requests_status_changed_at_idx";
  DROP INDEX "quote_requests_source_source_referrer_host_idx";
  DROP INDEX "quote_requests_source_source_utm_source_idx";
  DROP INDEX "newsletter_subscribers_source_source_referrer_host_idx";
  DROP INDEX "newsletter_subscribers_source_source_utm_source_idx";
  ALTER TABLE "leads" ADD COLUMN "handled" boolean DEFAULT false;
  ALTER TABLE "quote_requests" ADD COLUMN "handled" boolean DEFAULT false;
  UPDATE "leads" SET "handled" = ("status" <> 'new');
  UPDATE "quote_requests" SET "handled" = ("status" <> 'new');
  CREATE INDEX "leads_handled_idx" ON "leads" USING btree ("handled");
  CREATE INDEX "quote_requests_handled_idx" ON "quote_requests" USING btree ("handled");
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "status_changed_at";
  ALTER TABLE "leads" DROP COLUMN "source_landing_page";
  ALTER TABLE "leads" DROP COLUMN "source_referrer_host";
  ALTER TABLE "leads" DROP COLUMN "source_utm_source";
  ALTER TABLE "leads" DROP COLUMN "source_utm_medium";
  ALTER TABLE "leads" DROP COLUMN "source_utm_campaign";
  ALTER TABLE "quote_requests" DROP COLUMN "status";
  ALTER TABLE "quote_requests" DROP COLUMN "owner_id";
  ALTER TABLE "quote_requests" DROP COLUMN "status_changed_at";
  ALTER TABLE "quote_requests" DROP COLUMN "source_landing_page";
  ALTER TABLE "quote_requests" DROP COLUMN "source_referrer_host";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_source";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_medium";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_campaign";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_landing_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_referrer_host";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_utm_source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_utm_medium";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_utm_campaign";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_payload_query_presets_access_read_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_update_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_delete_constraint";
  DROP TYPE "public"."enum_payload_query_presets_related_collection";`)
}
