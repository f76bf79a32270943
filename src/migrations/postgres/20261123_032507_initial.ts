import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_case_studies_tags" AS ENUM('ai-digital-lab', 'branding-identity', 'design-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'software-development');
  CREATE TYPE "public"."enum_case_studies_section1_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum_case_studies_section2_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum_case_studies_section1_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum_case_studies_section2_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum_blog_posts_category" AS ENUM('ai-technology', 'ecommerce', 'branding', 'digital-marketing', 'design-development');
  CREATE TYPE "public"."enum_blog_posts_format" AS ENUM('paragraphs', 'blocks');
  CREATE TYPE "public"."enum_dm_services_packages_tier" AS ENUM('basic', 'advanced');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('ai-digital-lab', 'branding-and-identity', 'design-and-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'general');
  CREATE TYPE "public"."enum_case_filter_tags_service_key" AS ENUM('ai-digital-lab', 'branding-identity', 'design-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'software-development');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('linkedin', 'instagram', 'facebook', 'youtube');
  CREATE TYPE "public"."enum_chatbot_answer_options_key" AS ENUM('quote', 'demo', 'support', 'other');
  CREATE TYPE "public"."enum_chatbot_service_choices_key" AS ENUM('ai', 'ecom', 'dev', 'websoft');
  CREATE TABLE "case_studies_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_case_studies_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_header_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_header_description_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section1_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section1_metrics_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section1_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_case_studies_section1_content_blocks_type" NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "case_studies_section1_content_blocks_locales" (
  	"title" varchar,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section2_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar
  );
  
  CREATE TABLE "case_studies_section2_metrics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section2_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_case_studies_section2_content_blocks_type",
  	"image_id" integer
  );
  
  CREATE TABLE "case_studies_section2_content_blocks_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_results_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"client" varchar NOT NULL,
  	"featured" boolean DEFAULT false,
  	"image_id" integer NOT NULL,
  	"video_id" integer,
  	"link" varchar,
  	"header_testimonial_person" varchar,
  	"header_testimonial_company" varchar,
  	"header_person_image_id" integer,
  	"section1_button_link" varchar,
  	"section1_button_type" "enum_case_studies_section1_button_type" DEFAULT 'blue',
  	"section2_existing" boolean DEFAULT false,
  	"section2_button_link" varchar,
  	"section2_button_type" "enum_case_studies_section2_button_type" DEFAULT 'blue',
  	"section2_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies_locales" (
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"header_title" varchar NOT NULL,
  	"header_subtitle" varchar,
  	"header_testimonial_quote" varchar,
  	"header_testimonial_role" varchar,
  	"section1_heading" varchar,
  	"section1_subheading" varchar,
  	"section1_button_text" varchar,
  	"section2_heading" varchar,
  	"section2_subheading" varchar,
  	"section2_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "blog_posts_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "blog_posts_tags_locales" (
  	"tag" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "blog_posts_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"read_time" numeric NOT NULL,
  	"category" "enum_blog_posts_category" NOT NULL,
  	"featured" boolean DEFAULT false,
  	"image_id" integer NOT NULL,
  	"format" "enum_blog_posts_format" DEFAULT 'blocks' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"blocks" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"route" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dm_services_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dm_services_packages_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dm_services_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier" "enum_dm_services_packages_tier" NOT NULL
  );
  
  CREATE TABLE "dm_services_packages_locales" (
  	"name" varchar NOT NULL,
  	"price" varchar NOT NULL,
  	"lead_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dm_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"route" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dm_services_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faqs_group" NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person" varchar NOT NULL,
  	"company" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar NOT NULL,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_filter_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_key" "enum_case_filter_tags_service_key" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_filter_tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer,
  	"blog_posts_id" integer,
  	"services_id" integer,
  	"dm_services_id" integer,
  	"faqs_id" integer,
  	"pages_id" integer,
  	"testimonials_id" integer,
  	"case_filter_tags_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency_name" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_postal_code" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"kvk_number" varchar NOT NULL,
  	"vat_number" varchar NOT NULL,
  	"copyright_year" numeric DEFAULT 2025 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"address_country" varchar,
  	"opening_hours" varchar,
  	"footer_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_hero_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"word" varchar NOT NULL
  );
  
  CREATE TABLE "home_about_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "home_about_stats_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_partners_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"hero_primary_cta" varchar,
  	"hero_secondary_cta" varchar,
  	"about_heading" varchar,
  	"about_text" varchar,
  	"services_heading" varchar,
  	"services_intro" varchar,
  	"contact_heading" varchar,
  	"contact_text" varchar,
  	"contact_button" varchar,
  	"work_heading" varchar,
  	"work_intro" varchar,
  	"partners_heading" varchar,
  	"testimonials_heading" varchar,
  	"faqs_heading" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_why_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_why_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_how_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_how_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "about_team_members_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_locales" (
  	"header_title" varchar,
  	"header_intro" varchar,
  	"why_heading" varchar,
  	"how_heading" varchar,
  	"team_heading" varchar,
  	"testimonials_heading" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "chatbot_answer_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_chatbot_answer_options_key" NOT NULL
  );
  
  CREATE TABLE "chatbot_answer_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "chatbot_service_choices_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "chatbot_service_choices_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "chatbot_service_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_chatbot_service_choices_key" NOT NULL
  );
  
  CREATE TABLE "chatbot_service_choices_locales" (
  	"label" varchar,
  	"recommendation_title" varchar,
  	"recommendation_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "chatbot" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "chatbot_locales" (
  	"welcome" varchar,
  	"email_prompt" varchar,
  	"email_required" varchar,
  	"email_confirmed" varchar,
  	"questions_goal" varchar,
  	"questions_service" varchar,
  	"questions_details" varchar,
  	"questions_location" varchar,
  	"next_steps_heading" varchar,
  	"next_steps_contact" varchar,
  	"next_steps_start_over" varchar,
  	"thank_you" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "case_studies_tags" ADD CONSTRAINT "case_studies_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_header_description" ADD CONSTRAINT "case_studies_header_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_header_description_locales" ADD CONSTRAINT "case_studies_header_description_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_header_description"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section1_metrics" ADD CONSTRAINT "case_studies_section1_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section1_metrics_locales" ADD CONSTRAINT "case_studies_section1_metrics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_section1_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section1_content_blocks" ADD CONSTRAINT "case_studies_section1_content_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_section1_content_blocks" ADD CONSTRAINT "case_studies_section1_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section1_content_blocks_locales" ADD CONSTRAINT "case_studies_section1_content_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_section1_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section2_metrics" ADD CONSTRAINT "case_studies_section2_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section2_metrics_locales" ADD CONSTRAINT "case_studies_section2_metrics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_section2_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section2_content_blocks" ADD CONSTRAINT "case_studies_section2_content_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_section2_content_blocks" ADD CONSTRAINT "case_studies_section2_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_section2_content_blocks_locales" ADD CONSTRAINT "case_studies_section2_content_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_section2_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_results" ADD CONSTRAINT "case_studies_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_results_locales" ADD CONSTRAINT "case_studies_results_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_header_person_image_id_media_id_fk" FOREIGN KEY ("header_person_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_section2_image_id_media_id_fk" FOREIGN KEY ("section2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_tags" ADD CONSTRAINT "blog_posts_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_tags_locales" ADD CONSTRAINT "blog_posts_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_paragraphs" ADD CONSTRAINT "blog_posts_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_features" ADD CONSTRAINT "dm_services_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_features_locales" ADD CONSTRAINT "dm_services_packages_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages" ADD CONSTRAINT "dm_services_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_locales" ADD CONSTRAINT "dm_services_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_locales" ADD CONSTRAINT "dm_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_filter_tags_locales" ADD CONSTRAINT "case_filter_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_filter_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_marketing_services_fk" FOREIGN KEY ("dm_services_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_filter_tags_fk" FOREIGN KEY ("case_filter_tags_id") REFERENCES "public"."case_filter_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_locales" ADD CONSTRAINT "site_settings_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links_locales" ADD CONSTRAINT "site_settings_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_hero_rotating_words" ADD CONSTRAINT "home_hero_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_about_stats" ADD CONSTRAINT "home_about_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_about_stats_locales" ADD CONSTRAINT "home_about_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_about_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_partners_logos" ADD CONSTRAINT "home_partners_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_partners_logos" ADD CONSTRAINT "home_partners_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_features" ADD CONSTRAINT "about_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_features_locales" ADD CONSTRAINT "about_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_why_steps" ADD CONSTRAINT "about_why_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_why_steps_locales" ADD CONSTRAINT "about_why_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_why_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_how_steps" ADD CONSTRAINT "about_how_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_how_steps_locales" ADD CONSTRAINT "about_how_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_how_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_team_members" ADD CONSTRAINT "about_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_team_members" ADD CONSTRAINT "about_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_team_members_locales" ADD CONSTRAINT "about_team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_answer_options" ADD CONSTRAINT "chatbot_answer_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_answer_options_locales" ADD CONSTRAINT "chatbot_answer_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_answer_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_faqs" ADD CONSTRAINT "chatbot_service_choices_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_faqs_locales" ADD CONSTRAINT "chatbot_service_choices_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices" ADD CONSTRAINT "chatbot_service_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_locales" ADD CONSTRAINT "chatbot_service_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_locales" ADD CONSTRAINT "chatbot_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_studies_tags_order_idx" ON "case_studies_tags" USING btree ("order");
  CREATE INDEX "case_studies_tags_parent_idx" ON "case_studies_tags" USING btree ("parent_id");
  CREATE INDEX "case_studies_header_description_order_idx" ON "case_studies_header_description" USING btree ("_order");
  CREATE INDEX "case_studies_header_description_parent_id_idx" ON "case_studies_header_description" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_header_description_locales_locale_parent_id_uni" ON "case_studies_header_description_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_section1_metrics_order_idx" ON "case_studies_section1_metrics" USING btree ("_order");
  CREATE INDEX "case_studies_section1_metrics_parent_id_idx" ON "case_studies_section1_metrics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_section1_metrics_locales_locale_parent_id_uniqu" ON "case_studies_section1_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_section1_content_blocks_order_idx" ON "case_studies_section1_content_blocks" USING btree ("_order");
  CREATE INDEX "case_studies_section1_content_blocks_parent_id_idx" ON "case_studies_section1_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "case_studies_section1_content_blocks_image_idx" ON "case_studies_section1_content_blocks" USING btree ("image_id");
  CREATE UNIQUE INDEX "case_studies_section1_content_blocks_locales_locale_parent_i" ON "case_studies_section1_content_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_section2_metrics_order_idx" ON "case_studies_section2_metrics" USING btree ("_order");
  CREATE INDEX "case_studies_section2_metrics_parent_id_idx" ON "case_studies_section2_metrics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_section2_metrics_locales_locale_parent_id_uniqu" ON "case_studies_section2_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_section2_content_blocks_order_idx" ON "case_studies_section2_content_blocks" USING btree ("_order");
  CREATE INDEX "case_studies_section2_content_blocks_parent_id_idx" ON "case_studies_section2_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "case_studies_section2_content_blocks_image_idx" ON "case_studies_section2_content_blocks" USING btree ("image_id");
  CREATE UNIQUE INDEX "case_studies_section2_content_blocks_locales_locale_parent_i" ON "case_studies_section2_content_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_results_order_idx" ON "case_studies_results" USING btree ("_order");
  CREATE INDEX "case_studies_results_parent_id_idx" ON "case_studies_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_results_locales_locale_parent_id_unique" ON "case_studies_results_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_image_idx" ON "case_studies" USING btree ("image_id");
  CREATE INDEX "case_studies_video_idx" ON "case_studies" USING btree ("video_id");
  CREATE INDEX "case_studies_header_header_person_image_idx" ON "case_studies" USING btree ("header_person_image_id");
  CREATE INDEX "case_studies_section2_section2_image_idx" ON "case_studies" USING btree ("section2_image_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_rels_order_idx" ON "case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_media_id_idx" ON "case_studies_rels" USING btree ("media_id");
  CREATE INDEX "blog_posts_tags_order_idx" ON "blog_posts_tags" USING btree ("_order");
  CREATE INDEX "blog_posts_tags_parent_id_idx" ON "blog_posts_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blog_posts_tags_locales_locale_parent_id_unique" ON "blog_posts_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_posts_paragraphs_order_idx" ON "blog_posts_paragraphs" USING btree ("_order");
  CREATE INDEX "blog_posts_paragraphs_parent_id_idx" ON "blog_posts_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_paragraphs_locale_idx" ON "blog_posts_paragraphs" USING btree ("_locale");
  CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_image_idx" ON "blog_posts" USING btree ("image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dm_services_packages_features_order_idx" ON "dm_services_packages_features" USING btree ("_order");
  CREATE INDEX "dm_services_packages_features_parent_id_idx" ON "dm_services_packages_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dm_services_packages_features_locales_locale_parent_id_uniqu" ON "dm_services_packages_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dm_services_packages_order_idx" ON "dm_services_packages" USING btree ("_order");
  CREATE INDEX "dm_services_packages_parent_id_idx" ON "dm_services_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dm_services_packages_locales_locale_parent_id_unique" ON "dm_services_packages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "dm_services_slug_idx" ON "dm_services" USING btree ("slug");
  CREATE INDEX "dm_services_updated_at_idx" ON "dm_services" USING btree ("updated_at");
  CREATE INDEX "dm_services_created_at_idx" ON "dm_services" USING btree ("created_at");
  CREATE UNIQUE INDEX "dm_services_locales_locale_parent_id_unique" ON "dm_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_filter_tags_service_key_idx" ON "case_filter_tags" USING btree ("service_key");
  CREATE INDEX "case_filter_tags_updated_at_idx" ON "case_filter_tags" USING btree ("updated_at");
  CREATE INDEX "case_filter_tags_created_at_idx" ON "case_filter_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_filter_tags_locales_locale_parent_id_unique" ON "case_filter_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_dm_services_id_idx" ON "payload_locked_documents_rels" USING btree ("dm_services_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_case_filter_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("case_filter_tags_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_navigation_locales_locale_parent_id_unique" ON "site_settings_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_links_order_idx" ON "site_settings_footer_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_links_parent_id_idx" ON "site_settings_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_links_locales_locale_parent_id_unique" ON "site_settings_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_hero_rotating_words_order_idx" ON "home_hero_rotating_words" USING btree ("_order");
  CREATE INDEX "home_hero_rotating_words_parent_id_idx" ON "home_hero_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "home_about_stats_order_idx" ON "home_about_stats" USING btree ("_order");
  CREATE INDEX "home_about_stats_parent_id_idx" ON "home_about_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_about_stats_locales_locale_parent_id_unique" ON "home_about_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_partners_logos_order_idx" ON "home_partners_logos" USING btree ("_order");
  CREATE INDEX "home_partners_logos_parent_id_idx" ON "home_partners_logos" USING btree ("_parent_id");
  CREATE INDEX "home_partners_logos_logo_idx" ON "home_partners_logos" USING btree ("logo_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_features_order_idx" ON "about_features" USING btree ("_order");
  CREATE INDEX "about_features_parent_id_idx" ON "about_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_features_locales_locale_parent_id_unique" ON "about_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_why_steps_order_idx" ON "about_why_steps" USING btree ("_order");
  CREATE INDEX "about_why_steps_parent_id_idx" ON "about_why_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_why_steps_locales_locale_parent_id_unique" ON "about_why_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_how_steps_order_idx" ON "about_how_steps" USING btree ("_order");
  CREATE INDEX "about_how_steps_parent_id_idx" ON "about_how_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_how_steps_locales_locale_parent_id_unique" ON "about_how_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_team_members_order_idx" ON "about_team_members" USING btree ("_order");
  CREATE INDEX "about_team_members_parent_id_idx" ON "about_team_members" USING btree ("_parent_id");
  CREATE INDEX "about_team_members_photo_idx" ON "about_team_members" USING btree ("photo_id");
  CREATE UNIQUE INDEX "about_team_members_locales_locale_parent_id_unique" ON "about_team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_header_header_image_idx" ON "about" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_answer_options_order_idx" ON "chatbot_answer_options" USING btree ("_order");
  CREATE INDEX "chatbot_answer_options_parent_id_idx" ON "chatbot_answer_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_answer_options_locales_locale_parent_id_unique" ON "chatbot_answer_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_service_choices_faqs_order_idx" ON "chatbot_service_choices_faqs" USING btree ("_order");
  CREATE INDEX "chatbot_service_choices_faqs_parent_id_idx" ON "chatbot_service_choices_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_service_choices_faqs_locales_locale_parent_id_unique" ON "chatbot_service_choices_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_service_choices_order_idx" ON "chatbot_service_choices" USING btree ("_order");
  CREATE INDEX "chatbot_service_choices_parent_id_idx" ON "chatbot_service_choices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_service_choices_locales_locale_parent_id_unique" ON "chatbot_service_choices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "chatbot_locales_locale_parent_id_unique" ON "chatbot_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "case_studies_tags" CASCADE;
  DROP TABLE "case_studies_header_description" CASCADE;
  DROP TABLE "case_studies_header_description_locales" CASCADE;
  DROP TABLE "case_studies_section1_metrics" CASCADE;
  DROP TABLE "case_studies_section1_metrics_locales" CASCADE;
  DROP TABLE "case_studies_section1_content_blocks" CASCADE;
  DROP TABLE "case_studies_section1_content_blocks_locales" CASCADE;
  DROP TABLE "case_studies_section2_metrics" CASCADE;
  DROP TABLE "case_studies_section2_metrics_locales" CASCADE;
  DROP TABLE "case_studies_section2_content_blocks" CASCADE;
  DROP TABLE "case_studies_section2_content_blocks_locales" CASCADE;
  DROP TABLE "case_studies_results" CASCADE;
  DROP TABLE "case_studies_results_locales" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "case_studies_rels" CASCADE;
  DROP TABLE "blog_posts_tags" CASCADE;
  DROP TABLE "blog_posts_tags_locales" CASCADE;
  DROP TABLE "blog_posts_paragraphs" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "dm_services_packages_features" CASCADE;
  DROP TABLE "dm_services_packages_features_locales" CASCADE;
  DROP TABLE "dm_services_packages" CASCADE;
  DROP TABLE "dm_services_packages_locales" CASCADE;
  DROP TABLE "dm_services" CASCADE;
  DROP TABLE "dm_services_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "case_filter_tags" CASCADE;
  DROP TABLE "case_filter_tags_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_navigation_locales" CASCADE;
  DROP TABLE "site_settings_footer_links" CASCADE;
  DROP TABLE "site_settings_footer_links_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "home_hero_rotating_words" CASCADE;
  DROP TABLE "home_about_stats" CASCADE;
  DROP TABLE "home_about_stats_locales" CASCADE;
  DROP TABLE "home_partners_logos" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "about_features" CASCADE;
  DROP TABLE "about_features_locales" CASCADE;
  DROP TABLE "about_why_steps" CASCADE;
  DROP TABLE "about_why_steps_locales" CASCADE;
  DROP TABLE "about_how_steps" CASCADE;
  DROP TABLE "about_how_steps_locales" CASCADE;
  DROP TABLE "about_team_members" CASCADE;
  DROP TABLE "about_team_members_locales" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "chatbot_answer_options" CASCADE;
  DROP TABLE "chatbot_answer_options_locales" CASCADE;
  DROP TABLE "chatbot_service_choices_faqs" CASCADE;
  DROP TABLE "chatbot_service_choices_faqs_locales" CASCADE;
  DROP TABLE "chatbot_service_choices" CASCADE;
  DROP TABLE "chatbot_service_choices_locales" CASCADE;
  DROP TABLE "chatbot" CASCADE;
  DROP TABLE "chatbot_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_case_studies_tags";
  DROP TYPE "public"."enum_case_studies_section1_content_blocks_type";
  DROP TYPE "public"."enum_case_studies_section2_content_blocks_type";
  DROP TYPE "public"."enum_case_studies_section1_button_type";
  DROP TYPE "public"."enum_case_studies_section2_button_type";
  DROP TYPE "public"."enum_blog_posts_category";
  DROP TYPE "public"."enum_blog_posts_format";
  DROP TYPE "public"."enum_dm_services_packages_tier";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum_case_filter_tags_service_key";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_chatbot_answer_options_key";
  DROP TYPE "public"."enum_chatbot_service_choices_key";`)
}
