import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_case_studies_tags" AS ENUM('ai-digital-lab', 'branding-identity', 'design-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'software-development');
  CREATE TYPE "public"."enum_case_studies_section1_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum_case_studies_section2_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum_case_studies_section1_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum_case_studies_section2_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_tags" AS ENUM('ai-digital-lab', 'branding-identity', 'design-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'software-development');
  CREATE TYPE "public"."enum__case_studies_v_version_section1_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum__case_studies_v_version_section2_content_blocks_type" AS ENUM('card', 'outline', 'image');
  CREATE TYPE "public"."enum__case_studies_v_version_section1_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum__case_studies_v_version_section2_button_type" AS ENUM('blue', 'outline');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_blog_posts_category" AS ENUM('ai-technology', 'ecommerce', 'branding', 'digital-marketing', 'design-development');
  CREATE TYPE "public"."enum_blog_posts_format" AS ENUM('paragraphs', 'blocks');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_category" AS ENUM('ai-technology', 'ecommerce', 'branding', 'digital-marketing', 'design-development');
  CREATE TYPE "public"."enum__blog_posts_v_version_format" AS ENUM('paragraphs', 'blocks');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_dm_services_packages_tier" AS ENUM('basic', 'advanced');
  CREATE TYPE "public"."enum_dm_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dm_services_v_version_packages_tier" AS ENUM('basic', 'advanced');
  CREATE TYPE "public"."enum__dm_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dm_services_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('ai-digital-lab', 'branding-and-identity', 'design-and-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'general');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_group" AS ENUM('ai-digital-lab', 'branding-and-identity', 'design-and-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'general');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_case_filter_tags_service_key" AS ENUM('ai-digital-lab', 'branding-identity', 'design-development', 'digital-marketing', 'digital-transformation', 'ecommerce', 'software-development');
  CREATE TYPE "public"."enum_leads_subject" AS ENUM('new-project', 'existing-project', 'partnership', 'general');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_leads_notification_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_confirmation_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_quote_requests_goal" AS ENUM('quote', 'demo', 'support', 'other');
  CREATE TYPE "public"."enum_quote_requests_service" AS ENUM('ai', 'ecom', 'dev', 'websoft');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_quote_requests_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_quote_requests_notification_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_newsletter_subscribers_confirmation_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail', 'purge-personal-data', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail', 'purge-personal-data', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_query_presets_access_read_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_update_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_delete_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_related_collection" AS ENUM('leads', 'quote-requests');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('linkedin', 'instagram', 'facebook', 'youtube');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_social_links_platform" AS ENUM('linkedin', 'instagram', 'facebook', 'youtube');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_published_locale" AS ENUM('nl', 'en', 'fr');
  CREATE TYPE "public"."enum_chatbot_answer_options_key" AS ENUM('quote', 'demo', 'support', 'other');
  CREATE TYPE "public"."enum_chatbot_service_choices_key" AS ENUM('ai', 'ecom', 'dev', 'websoft');
  CREATE TYPE "public"."enum_chatbot_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__chatbot_v_version_answer_options_key" AS ENUM('quote', 'demo', 'support', 'other');
  CREATE TYPE "public"."enum__chatbot_v_version_service_choices_key" AS ENUM('ai', 'ecom', 'dev', 'websoft');
  CREATE TYPE "public"."enum__chatbot_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__chatbot_v_published_locale" AS ENUM('nl', 'en', 'fr');
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
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section1_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar
  );
  
  CREATE TABLE "case_studies_section1_metrics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_section1_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_case_studies_section1_content_blocks_type",
  	"image_id" integer
  );
  
  CREATE TABLE "case_studies_section1_content_blocks_locales" (
  	"title" varchar,
  	"text" varchar,
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
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"client" varchar,
  	"featured" boolean DEFAULT false,
  	"image_id" integer,
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
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "case_studies_locales" (
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"header_title" varchar,
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
  
  CREATE TABLE "_case_studies_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__case_studies_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_header_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_header_description_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_section1_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_section1_metrics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_section1_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__case_studies_v_version_section1_content_blocks_type",
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_section1_content_blocks_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_section2_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_section2_metrics_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_section2_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__case_studies_v_version_section2_content_blocks_type",
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_section2_content_blocks_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_results_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_client" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_video_id" integer,
  	"version_link" varchar,
  	"version_header_testimonial_person" varchar,
  	"version_header_testimonial_company" varchar,
  	"version_header_person_image_id" integer,
  	"version_section1_button_link" varchar,
  	"version_section1_button_type" "enum__case_studies_v_version_section1_button_type" DEFAULT 'blue',
  	"version_section2_existing" boolean DEFAULT false,
  	"version_section2_button_link" varchar,
  	"version_section2_button_type" "enum__case_studies_v_version_section2_button_type" DEFAULT 'blue',
  	"version_section2_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_header_title" varchar,
  	"version_header_subtitle" varchar,
  	"version_header_testimonial_quote" varchar,
  	"version_header_testimonial_role" varchar,
  	"version_section1_heading" varchar,
  	"version_section1_subheading" varchar,
  	"version_section1_button_text" varchar,
  	"version_section2_heading" varchar,
  	"version_section2_subheading" varchar,
  	"version_section2_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_rels" (
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
  	"tag" varchar,
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
  	"slug" varchar,
  	"author" varchar,
  	"date" timestamp(3) with time zone,
  	"read_time" numeric,
  	"category" "enum_blog_posts_category",
  	"featured" boolean DEFAULT false,
  	"image_id" integer,
  	"format" "enum_blog_posts_format" DEFAULT 'blocks',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"blocks" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_blog_posts_v_version_tags_locales" (
  	"tag" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v_version_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_author" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_read_time" numeric,
  	"version_category" "enum__blog_posts_v_version_category",
  	"version_featured" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_format" "enum__blog_posts_v_version_format" DEFAULT 'blocks',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_blocks" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"route" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_route" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
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
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dm_services_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier" "enum_dm_services_packages_tier"
  );
  
  CREATE TABLE "dm_services_packages_locales" (
  	"name" varchar,
  	"price" varchar,
  	"lead_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dm_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"route" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_dm_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "dm_services_locales" (
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dm_services_v_version_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dm_services_v_version_packages_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dm_services_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tier" "enum__dm_services_v_version_packages_tier",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dm_services_v_version_packages_locales" (
  	"name" varchar,
  	"price" varchar,
  	"lead_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dm_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_route" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__dm_services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__dm_services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_dm_services_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faqs_group",
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__faqs_v_version_group",
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
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
  	"is_public" boolean DEFAULT false,
  	"in_published_content" boolean DEFAULT false,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
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
  
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" "enum_leads_subject" NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new',
  	"owner_id" integer,
  	"status_changed_at" timestamp(3) with time zone,
  	"locale" "enum_leads_locale" NOT NULL,
  	"page" varchar,
  	"user_agent" varchar,
  	"client_hash" varchar,
  	"review" boolean DEFAULT false,
  	"source_landing_page" varchar,
  	"source_referrer_host" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"notification_status" "enum_leads_notification_status" DEFAULT 'queued',
  	"notification_attempts" numeric DEFAULT 0,
  	"notification_claimed_at" timestamp(3) with time zone,
  	"notification_sent_at" timestamp(3) with time zone,
  	"notification_last_error" varchar,
  	"notification_progress_at" timestamp(3) with time zone,
  	"confirmation_status" "enum_leads_confirmation_status" DEFAULT 'queued',
  	"confirmation_attempts" numeric DEFAULT 0,
  	"confirmation_claimed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmation_last_error" varchar,
  	"confirmation_progress_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"goal" "enum_quote_requests_goal" NOT NULL,
  	"service" "enum_quote_requests_service" NOT NULL,
  	"details" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"status" "enum_quote_requests_status" DEFAULT 'new',
  	"owner_id" integer,
  	"status_changed_at" timestamp(3) with time zone,
  	"locale" "enum_quote_requests_locale" NOT NULL,
  	"page" varchar,
  	"user_agent" varchar,
  	"client_hash" varchar,
  	"review" boolean DEFAULT false,
  	"source_landing_page" varchar,
  	"source_referrer_host" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"notification_status" "enum_quote_requests_notification_status" DEFAULT 'queued',
  	"notification_attempts" numeric DEFAULT 0,
  	"notification_claimed_at" timestamp(3) with time zone,
  	"notification_sent_at" timestamp(3) with time zone,
  	"notification_last_error" varchar,
  	"notification_progress_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_newsletter_subscribers_locale" NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"page" varchar,
  	"source_landing_page" varchar,
  	"source_referrer_host" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"client_hash" varchar,
  	"confirmation_status" "enum_newsletter_subscribers_confirmation_status" DEFAULT 'queued',
  	"confirmation_attempts" numeric DEFAULT 0,
  	"confirmation_claimed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmation_last_error" varchar,
  	"confirmation_progress_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
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
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer,
  	"blog_posts_id" integer,
  	"services_id" integer,
  	"dm_services_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"leads_id" integer,
  	"quote_requests_id" integer,
  	"newsletter_subscribers_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
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
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform",
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "site_settings_navigation_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "site_settings_footer_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency_name" varchar,
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"address_city" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"kvk_number" varchar,
  	"vat_number" varchar,
  	"copyright_year" numeric DEFAULT 2025,
  	"retention_handled_lead_months" numeric DEFAULT 24,
  	"retention_subscriber_days" numeric DEFAULT 30,
  	"_status" "enum_site_settings_status" DEFAULT 'draft',
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
  
  CREATE TABLE "_site_settings_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_social_links_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_navigation_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_agency_name" varchar,
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_city" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_kvk_number" varchar,
  	"version_vat_number" varchar,
  	"version_copyright_year" numeric DEFAULT 2025,
  	"version_retention_handled_lead_months" numeric DEFAULT 24,
  	"version_retention_subscriber_days" numeric DEFAULT 30,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_tagline" varchar,
  	"version_address_country" varchar,
  	"version_opening_hours" varchar,
  	"version_footer_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_hero_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"word" varchar
  );
  
  CREATE TABLE "home_about_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar
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
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_home_status" DEFAULT 'draft',
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
  
  CREATE TABLE "_home_v_version_hero_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"word" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_about_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_about_stats_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_partners_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_primary_cta" varchar,
  	"version_hero_secondary_cta" varchar,
  	"version_about_heading" varchar,
  	"version_about_text" varchar,
  	"version_services_heading" varchar,
  	"version_services_intro" varchar,
  	"version_contact_heading" varchar,
  	"version_contact_text" varchar,
  	"version_contact_button" varchar,
  	"version_work_heading" varchar,
  	"version_work_intro" varchar,
  	"version_partners_heading" varchar,
  	"version_testimonials_heading" varchar,
  	"version_faqs_heading" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
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
  	"name" varchar,
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
  	"_status" "enum_about_status" DEFAULT 'draft',
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
  
  CREATE TABLE "_about_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_version_why_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_why_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_version_how_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_how_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_version_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_team_members_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_header_image_id" integer,
  	"version__status" "enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_v_locales" (
  	"version_header_title" varchar,
  	"version_header_intro" varchar,
  	"version_why_heading" varchar,
  	"version_how_heading" varchar,
  	"version_team_heading" varchar,
  	"version_testimonials_heading" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "chatbot_answer_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_chatbot_answer_options_key"
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
  	"key" "enum_chatbot_service_choices_key"
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
  	"_status" "enum_chatbot_status" DEFAULT 'draft',
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
  
  CREATE TABLE "_chatbot_v_version_answer_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__chatbot_v_version_answer_options_key",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_chatbot_v_version_answer_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_chatbot_v_version_service_choices_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_chatbot_v_version_service_choices_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_chatbot_v_version_service_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__chatbot_v_version_service_choices_key",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_chatbot_v_version_service_choices_locales" (
  	"label" varchar,
  	"recommendation_title" varchar,
  	"recommendation_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_chatbot_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__chatbot_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__chatbot_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_chatbot_v_locales" (
  	"version_welcome" varchar,
  	"version_email_prompt" varchar,
  	"version_email_required" varchar,
  	"version_email_confirmed" varchar,
  	"version_questions_goal" varchar,
  	"version_questions_service" varchar,
  	"version_questions_details" varchar,
  	"version_questions_location" varchar,
  	"version_next_steps_heading" varchar,
  	"version_next_steps_contact" varchar,
  	"version_next_steps_start_over" varchar,
  	"version_thank_you" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  ALTER TABLE "_case_studies_v_version_tags" ADD CONSTRAINT "_case_studies_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_header_description" ADD CONSTRAINT "_case_studies_v_version_header_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_header_description_locales" ADD CONSTRAINT "_case_studies_v_version_header_description_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_header_description"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section1_metrics" ADD CONSTRAINT "_case_studies_v_version_section1_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section1_metrics_locales" ADD CONSTRAINT "_case_studies_v_version_section1_metrics_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_section1_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section1_content_blocks" ADD CONSTRAINT "_case_studies_v_version_section1_content_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section1_content_blocks" ADD CONSTRAINT "_case_studies_v_version_section1_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section1_content_blocks_locales" ADD CONSTRAINT "_case_studies_v_version_section1_content_blocks_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_section1_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section2_metrics" ADD CONSTRAINT "_case_studies_v_version_section2_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section2_metrics_locales" ADD CONSTRAINT "_case_studies_v_version_section2_metrics_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_section2_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section2_content_blocks" ADD CONSTRAINT "_case_studies_v_version_section2_content_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section2_content_blocks" ADD CONSTRAINT "_case_studies_v_version_section2_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_section2_content_blocks_locales" ADD CONSTRAINT "_case_studies_v_version_section2_content_blocks_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_section2_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_results" ADD CONSTRAINT "_case_studies_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_results_locales" ADD CONSTRAINT "_case_studies_v_version_results_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_header_person_image_id_media_id_fk" FOREIGN KEY ("version_header_person_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_section2_image_id_media_id_fk" FOREIGN KEY ("version_section2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_tags" ADD CONSTRAINT "blog_posts_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_tags_locales" ADD CONSTRAINT "blog_posts_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_paragraphs" ADD CONSTRAINT "blog_posts_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_tags" ADD CONSTRAINT "_blog_posts_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_tags_locales" ADD CONSTRAINT "_blog_posts_v_version_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v_version_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_paragraphs" ADD CONSTRAINT "_blog_posts_v_version_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_features" ADD CONSTRAINT "dm_services_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_features_locales" ADD CONSTRAINT "dm_services_packages_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages" ADD CONSTRAINT "dm_services_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_packages_locales" ADD CONSTRAINT "dm_services_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dm_services_locales" ADD CONSTRAINT "dm_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dm_services_v_version_packages_features" ADD CONSTRAINT "_dm_services_v_version_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dm_services_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dm_services_v_version_packages_features_locales" ADD CONSTRAINT "_dm_services_v_version_packages_features_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dm_services_v_version_packages_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dm_services_v_version_packages" ADD CONSTRAINT "_dm_services_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dm_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dm_services_v_version_packages_locales" ADD CONSTRAINT "_dm_services_v_version_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dm_services_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dm_services_v" ADD CONSTRAINT "_dm_services_v_parent_id_dm_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dm_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dm_services_v_locales" ADD CONSTRAINT "_dm_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dm_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_filter_tags_locales" ADD CONSTRAINT "case_filter_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_filter_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_digital_marketing_services_fk" FOREIGN KEY ("dm_services_id") REFERENCES "public"."dm_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_query_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_locales" ADD CONSTRAINT "site_settings_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links_locales" ADD CONSTRAINT "site_settings_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social_links" ADD CONSTRAINT "_site_settings_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation" ADD CONSTRAINT "_site_settings_v_version_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation_locales" ADD CONSTRAINT "_site_settings_v_version_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_links" ADD CONSTRAINT "_site_settings_v_version_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_links_locales" ADD CONSTRAINT "_site_settings_v_version_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_hero_rotating_words" ADD CONSTRAINT "home_hero_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_about_stats" ADD CONSTRAINT "home_about_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_about_stats_locales" ADD CONSTRAINT "home_about_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_about_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_partners_logos" ADD CONSTRAINT "home_partners_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_partners_logos" ADD CONSTRAINT "home_partners_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_rotating_words" ADD CONSTRAINT "_home_v_version_hero_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_about_stats" ADD CONSTRAINT "_home_v_version_about_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_about_stats_locales" ADD CONSTRAINT "_home_v_version_about_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_about_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_partners_logos" ADD CONSTRAINT "_home_v_version_partners_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_partners_logos" ADD CONSTRAINT "_home_v_version_partners_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_about_v_version_features" ADD CONSTRAINT "_about_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_features_locales" ADD CONSTRAINT "_about_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_why_steps" ADD CONSTRAINT "_about_v_version_why_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_why_steps_locales" ADD CONSTRAINT "_about_v_version_why_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_why_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_how_steps" ADD CONSTRAINT "_about_v_version_how_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_how_steps_locales" ADD CONSTRAINT "_about_v_version_how_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_how_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_team_members" ADD CONSTRAINT "_about_v_version_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_version_team_members" ADD CONSTRAINT "_about_v_version_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_team_members_locales" ADD CONSTRAINT "_about_v_version_team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_header_image_id_media_id_fk" FOREIGN KEY ("version_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_answer_options" ADD CONSTRAINT "chatbot_answer_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_answer_options_locales" ADD CONSTRAINT "chatbot_answer_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_answer_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_faqs" ADD CONSTRAINT "chatbot_service_choices_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_faqs_locales" ADD CONSTRAINT "chatbot_service_choices_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices" ADD CONSTRAINT "chatbot_service_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_service_choices_locales" ADD CONSTRAINT "chatbot_service_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chatbot_locales" ADD CONSTRAINT "chatbot_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chatbot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_answer_options" ADD CONSTRAINT "_chatbot_v_version_answer_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_answer_options_locales" ADD CONSTRAINT "_chatbot_v_version_answer_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v_version_answer_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_service_choices_faqs" ADD CONSTRAINT "_chatbot_v_version_service_choices_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v_version_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_service_choices_faqs_locales" ADD CONSTRAINT "_chatbot_v_version_service_choices_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v_version_service_choices_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_service_choices" ADD CONSTRAINT "_chatbot_v_version_service_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_version_service_choices_locales" ADD CONSTRAINT "_chatbot_v_version_service_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v_version_service_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chatbot_v_locales" ADD CONSTRAINT "_chatbot_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chatbot_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_rels_order_idx" ON "case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_media_id_idx" ON "case_studies_rels" USING btree ("media_id");
  CREATE INDEX "_case_studies_v_version_tags_order_idx" ON "_case_studies_v_version_tags" USING btree ("order");
  CREATE INDEX "_case_studies_v_version_tags_parent_idx" ON "_case_studies_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_header_description_order_idx" ON "_case_studies_v_version_header_description" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_header_description_parent_id_idx" ON "_case_studies_v_version_header_description" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_header_description_locales_locale_pa" ON "_case_studies_v_version_header_description_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_section1_metrics_order_idx" ON "_case_studies_v_version_section1_metrics" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_section1_metrics_parent_id_idx" ON "_case_studies_v_version_section1_metrics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_section1_metrics_locales_locale_pare" ON "_case_studies_v_version_section1_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_section1_content_blocks_order_idx" ON "_case_studies_v_version_section1_content_blocks" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_section1_content_blocks_parent_id_idx" ON "_case_studies_v_version_section1_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_section1_content_blocks_image_idx" ON "_case_studies_v_version_section1_content_blocks" USING btree ("image_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_section1_content_blocks_locales_loca" ON "_case_studies_v_version_section1_content_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_section2_metrics_order_idx" ON "_case_studies_v_version_section2_metrics" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_section2_metrics_parent_id_idx" ON "_case_studies_v_version_section2_metrics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_section2_metrics_locales_locale_pare" ON "_case_studies_v_version_section2_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_section2_content_blocks_order_idx" ON "_case_studies_v_version_section2_content_blocks" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_section2_content_blocks_parent_id_idx" ON "_case_studies_v_version_section2_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_section2_content_blocks_image_idx" ON "_case_studies_v_version_section2_content_blocks" USING btree ("image_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_section2_content_blocks_locales_loca" ON "_case_studies_v_version_section2_content_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_results_order_idx" ON "_case_studies_v_version_results" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_results_parent_id_idx" ON "_case_studies_v_version_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_results_locales_locale_parent_id_uni" ON "_case_studies_v_version_results_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_image_idx" ON "_case_studies_v" USING btree ("version_image_id");
  CREATE INDEX "_case_studies_v_version_version_video_idx" ON "_case_studies_v" USING btree ("version_video_id");
  CREATE INDEX "_case_studies_v_version_header_version_header_person_ima_idx" ON "_case_studies_v" USING btree ("version_header_person_image_id");
  CREATE INDEX "_case_studies_v_version_section2_version_section2_image_idx" ON "_case_studies_v" USING btree ("version_section2_image_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_rels_order_idx" ON "_case_studies_v_rels" USING btree ("order");
  CREATE INDEX "_case_studies_v_rels_parent_idx" ON "_case_studies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_rels_path_idx" ON "_case_studies_v_rels" USING btree ("path");
  CREATE INDEX "_case_studies_v_rels_media_id_idx" ON "_case_studies_v_rels" USING btree ("media_id");
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
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_version_tags_order_idx" ON "_blog_posts_v_version_tags" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_version_tags_parent_id_idx" ON "_blog_posts_v_version_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_blog_posts_v_version_tags_locales_locale_parent_id_unique" ON "_blog_posts_v_version_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_version_paragraphs_order_idx" ON "_blog_posts_v_version_paragraphs" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_version_paragraphs_parent_id_idx" ON "_blog_posts_v_version_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_version_paragraphs_locale_idx" ON "_blog_posts_v_version_paragraphs" USING btree ("_locale");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_image_idx" ON "_blog_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dm_services_packages_features_order_idx" ON "dm_services_packages_features" USING btree ("_order");
  CREATE INDEX "dm_services_packages_features_parent_id_idx" ON "dm_services_packages_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dm_services_packages_features_locales_locale_parent_id_uniqu" ON "dm_services_packages_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dm_services_packages_order_idx" ON "dm_services_packages" USING btree ("_order");
  CREATE INDEX "dm_services_packages_parent_id_idx" ON "dm_services_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dm_services_packages_locales_locale_parent_id_unique" ON "dm_services_packages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "dm_services_slug_idx" ON "dm_services" USING btree ("slug");
  CREATE INDEX "dm_services_updated_at_idx" ON "dm_services" USING btree ("updated_at");
  CREATE INDEX "dm_services_created_at_idx" ON "dm_services" USING btree ("created_at");
  CREATE INDEX "dm_services__status_idx" ON "dm_services" USING btree ("_status");
  CREATE UNIQUE INDEX "dm_services_locales_locale_parent_id_unique" ON "dm_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dm_services_v_version_packages_features_order_idx" ON "_dm_services_v_version_packages_features" USING btree ("_order");
  CREATE INDEX "_dm_services_v_version_packages_features_parent_id_idx" ON "_dm_services_v_version_packages_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_dm_services_v_version_packages_features_locales_locale_pare" ON "_dm_services_v_version_packages_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dm_services_v_version_packages_order_idx" ON "_dm_services_v_version_packages" USING btree ("_order");
  CREATE INDEX "_dm_services_v_version_packages_parent_id_idx" ON "_dm_services_v_version_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_dm_services_v_version_packages_locales_locale_parent_id_uni" ON "_dm_services_v_version_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dm_services_v_parent_idx" ON "_dm_services_v" USING btree ("parent_id");
  CREATE INDEX "_dm_services_v_version_version_slug_idx" ON "_dm_services_v" USING btree ("version_slug");
  CREATE INDEX "_dm_services_v_version_version_updated_at_idx" ON "_dm_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_dm_services_v_version_version_created_at_idx" ON "_dm_services_v" USING btree ("version_created_at");
  CREATE INDEX "_dm_services_v_version_version__status_idx" ON "_dm_services_v" USING btree ("version__status");
  CREATE INDEX "_dm_services_v_created_at_idx" ON "_dm_services_v" USING btree ("created_at");
  CREATE INDEX "_dm_services_v_updated_at_idx" ON "_dm_services_v" USING btree ("updated_at");
  CREATE INDEX "_dm_services_v_snapshot_idx" ON "_dm_services_v" USING btree ("snapshot");
  CREATE INDEX "_dm_services_v_published_locale_idx" ON "_dm_services_v" USING btree ("published_locale");
  CREATE INDEX "_dm_services_v_latest_idx" ON "_dm_services_v" USING btree ("latest");
  CREATE INDEX "_dm_services_v_autosave_idx" ON "_dm_services_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_dm_services_v_locales_locale_parent_id_unique" ON "_dm_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_group_idx" ON "_faqs_v" USING btree ("version_group");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_status_changed_at_idx" ON "leads" USING btree ("status_changed_at");
  CREATE INDEX "leads_client_hash_idx" ON "leads" USING btree ("client_hash");
  CREATE INDEX "leads_source_source_referrer_host_idx" ON "leads" USING btree ("source_referrer_host");
  CREATE INDEX "leads_source_source_utm_source_idx" ON "leads" USING btree ("source_utm_source");
  CREATE INDEX "leads_notification_notification_status_idx" ON "leads" USING btree ("notification_status");
  CREATE INDEX "leads_confirmation_confirmation_status_idx" ON "leads" USING btree ("confirmation_status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "quote_requests_notes_order_idx" ON "quote_requests_notes" USING btree ("_order");
  CREATE INDEX "quote_requests_notes_parent_id_idx" ON "quote_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_notes_author_idx" ON "quote_requests_notes" USING btree ("author_id");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
  CREATE INDEX "quote_requests_status_changed_at_idx" ON "quote_requests" USING btree ("status_changed_at");
  CREATE INDEX "quote_requests_client_hash_idx" ON "quote_requests" USING btree ("client_hash");
  CREATE INDEX "quote_requests_source_source_referrer_host_idx" ON "quote_requests" USING btree ("source_referrer_host");
  CREATE INDEX "quote_requests_source_source_utm_source_idx" ON "quote_requests" USING btree ("source_utm_source");
  CREATE INDEX "quote_requests_notification_notification_status_idx" ON "quote_requests" USING btree ("notification_status");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_source_source_referrer_host_idx" ON "newsletter_subscribers" USING btree ("source_referrer_host");
  CREATE INDEX "newsletter_subscribers_source_source_utm_source_idx" ON "newsletter_subscribers" USING btree ("source_utm_source");
  CREATE INDEX "newsletter_subscribers_confirmation_confirmation_status_idx" ON "newsletter_subscribers" USING btree ("confirmation_status");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_case_studies_id_idx" ON "redirects_rels" USING btree ("case_studies_id");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  CREATE INDEX "redirects_rels_services_id_idx" ON "redirects_rels" USING btree ("services_id");
  CREATE INDEX "redirects_rels_dm_services_id_idx" ON "redirects_rels" USING btree ("dm_services_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
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
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "payload_query_presets_updated_at_idx" ON "payload_query_presets" USING btree ("updated_at");
  CREATE INDEX "payload_query_presets_created_at_idx" ON "payload_query_presets" USING btree ("created_at");
  CREATE INDEX "payload_query_presets_rels_order_idx" ON "payload_query_presets_rels" USING btree ("order");
  CREATE INDEX "payload_query_presets_rels_parent_idx" ON "payload_query_presets_rels" USING btree ("parent_id");
  CREATE INDEX "payload_query_presets_rels_path_idx" ON "payload_query_presets_rels" USING btree ("path");
  CREATE INDEX "payload_query_presets_rels_users_id_idx" ON "payload_query_presets_rels" USING btree ("users_id");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_navigation_locales_locale_parent_id_unique" ON "site_settings_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_links_order_idx" ON "site_settings_footer_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_links_parent_id_idx" ON "site_settings_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_links_locales_locale_parent_id_unique" ON "site_settings_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_social_links_order_idx" ON "_site_settings_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_links_parent_id_idx" ON "_site_settings_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_navigation_order_idx" ON "_site_settings_v_version_navigation" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_navigation_parent_id_idx" ON "_site_settings_v_version_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_navigation_locales_locale_parent_id" ON "_site_settings_v_version_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_links_order_idx" ON "_site_settings_v_version_footer_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_links_parent_id_idx" ON "_site_settings_v_version_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_footer_links_locales_locale_parent_" ON "_site_settings_v_version_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_hero_rotating_words_order_idx" ON "home_hero_rotating_words" USING btree ("_order");
  CREATE INDEX "home_hero_rotating_words_parent_id_idx" ON "home_hero_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "home_about_stats_order_idx" ON "home_about_stats" USING btree ("_order");
  CREATE INDEX "home_about_stats_parent_id_idx" ON "home_about_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_about_stats_locales_locale_parent_id_unique" ON "home_about_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_partners_logos_order_idx" ON "home_partners_logos" USING btree ("_order");
  CREATE INDEX "home_partners_logos_parent_id_idx" ON "home_partners_logos" USING btree ("_parent_id");
  CREATE INDEX "home_partners_logos_logo_idx" ON "home_partners_logos" USING btree ("logo_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_hero_rotating_words_order_idx" ON "_home_v_version_hero_rotating_words" USING btree ("_order");
  CREATE INDEX "_home_v_version_hero_rotating_words_parent_id_idx" ON "_home_v_version_hero_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_about_stats_order_idx" ON "_home_v_version_about_stats" USING btree ("_order");
  CREATE INDEX "_home_v_version_about_stats_parent_id_idx" ON "_home_v_version_about_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_about_stats_locales_locale_parent_id_unique" ON "_home_v_version_about_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_partners_logos_order_idx" ON "_home_v_version_partners_logos" USING btree ("_order");
  CREATE INDEX "_home_v_version_partners_logos_parent_id_idx" ON "_home_v_version_partners_logos" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_partners_logos_logo_idx" ON "_home_v_version_partners_logos" USING btree ("logo_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_features_order_idx" ON "_about_v_version_features" USING btree ("_order");
  CREATE INDEX "_about_v_version_features_parent_id_idx" ON "_about_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_version_features_locales_locale_parent_id_unique" ON "_about_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_why_steps_order_idx" ON "_about_v_version_why_steps" USING btree ("_order");
  CREATE INDEX "_about_v_version_why_steps_parent_id_idx" ON "_about_v_version_why_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_version_why_steps_locales_locale_parent_id_unique" ON "_about_v_version_why_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_how_steps_order_idx" ON "_about_v_version_how_steps" USING btree ("_order");
  CREATE INDEX "_about_v_version_how_steps_parent_id_idx" ON "_about_v_version_how_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_version_how_steps_locales_locale_parent_id_unique" ON "_about_v_version_how_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_team_members_order_idx" ON "_about_v_version_team_members" USING btree ("_order");
  CREATE INDEX "_about_v_version_team_members_parent_id_idx" ON "_about_v_version_team_members" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_team_members_photo_idx" ON "_about_v_version_team_members" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_about_v_version_team_members_locales_locale_parent_id_uniqu" ON "_about_v_version_team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_header_version_header_image_idx" ON "_about_v" USING btree ("version_header_image_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_snapshot_idx" ON "_about_v" USING btree ("snapshot");
  CREATE INDEX "_about_v_published_locale_idx" ON "_about_v" USING btree ("published_locale");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "_about_v_autosave_idx" ON "_about_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_answer_options_order_idx" ON "chatbot_answer_options" USING btree ("_order");
  CREATE INDEX "chatbot_answer_options_parent_id_idx" ON "chatbot_answer_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_answer_options_locales_locale_parent_id_unique" ON "chatbot_answer_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_service_choices_faqs_order_idx" ON "chatbot_service_choices_faqs" USING btree ("_order");
  CREATE INDEX "chatbot_service_choices_faqs_parent_id_idx" ON "chatbot_service_choices_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_service_choices_faqs_locales_locale_parent_id_unique" ON "chatbot_service_choices_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot_service_choices_order_idx" ON "chatbot_service_choices" USING btree ("_order");
  CREATE INDEX "chatbot_service_choices_parent_id_idx" ON "chatbot_service_choices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chatbot_service_choices_locales_locale_parent_id_unique" ON "chatbot_service_choices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "chatbot__status_idx" ON "chatbot" USING btree ("_status");
  CREATE UNIQUE INDEX "chatbot_locales_locale_parent_id_unique" ON "chatbot_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_chatbot_v_version_answer_options_order_idx" ON "_chatbot_v_version_answer_options" USING btree ("_order");
  CREATE INDEX "_chatbot_v_version_answer_options_parent_id_idx" ON "_chatbot_v_version_answer_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_chatbot_v_version_answer_options_locales_locale_parent_id_u" ON "_chatbot_v_version_answer_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_chatbot_v_version_service_choices_faqs_order_idx" ON "_chatbot_v_version_service_choices_faqs" USING btree ("_order");
  CREATE INDEX "_chatbot_v_version_service_choices_faqs_parent_id_idx" ON "_chatbot_v_version_service_choices_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_chatbot_v_version_service_choices_faqs_locales_locale_paren" ON "_chatbot_v_version_service_choices_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_chatbot_v_version_service_choices_order_idx" ON "_chatbot_v_version_service_choices" USING btree ("_order");
  CREATE INDEX "_chatbot_v_version_service_choices_parent_id_idx" ON "_chatbot_v_version_service_choices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_chatbot_v_version_service_choices_locales_locale_parent_id_" ON "_chatbot_v_version_service_choices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_chatbot_v_version_version__status_idx" ON "_chatbot_v" USING btree ("version__status");
  CREATE INDEX "_chatbot_v_created_at_idx" ON "_chatbot_v" USING btree ("created_at");
  CREATE INDEX "_chatbot_v_updated_at_idx" ON "_chatbot_v" USING btree ("updated_at");
  CREATE INDEX "_chatbot_v_snapshot_idx" ON "_chatbot_v" USING btree ("snapshot");
  CREATE INDEX "_chatbot_v_published_locale_idx" ON "_chatbot_v" USING btree ("published_locale");
  CREATE INDEX "_chatbot_v_latest_idx" ON "_chatbot_v" USING btree ("latest");
  CREATE INDEX "_chatbot_v_autosave_idx" ON "_chatbot_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_chatbot_v_locales_locale_parent_id_unique" ON "_chatbot_v_locales" USING btree ("_locale","_parent_id");`)
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
  DROP TABLE "_case_studies_v_version_tags" CASCADE;
  DROP TABLE "_case_studies_v_version_header_description" CASCADE;
  DROP TABLE "_case_studies_v_version_header_description_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_section1_metrics" CASCADE;
  DROP TABLE "_case_studies_v_version_section1_metrics_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_section1_content_blocks" CASCADE;
  DROP TABLE "_case_studies_v_version_section1_content_blocks_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_section2_metrics" CASCADE;
  DROP TABLE "_case_studies_v_version_section2_metrics_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_section2_content_blocks" CASCADE;
  DROP TABLE "_case_studies_v_version_section2_content_blocks_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_results" CASCADE;
  DROP TABLE "_case_studies_v_version_results_locales" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "_case_studies_v_rels" CASCADE;
  DROP TABLE "blog_posts_tags" CASCADE;
  DROP TABLE "blog_posts_tags_locales" CASCADE;
  DROP TABLE "blog_posts_paragraphs" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "_blog_posts_v_version_tags" CASCADE;
  DROP TABLE "_blog_posts_v_version_tags_locales" CASCADE;
  DROP TABLE "_blog_posts_v_version_paragraphs" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "dm_services_packages_features" CASCADE;
  DROP TABLE "dm_services_packages_features_locales" CASCADE;
  DROP TABLE "dm_services_packages" CASCADE;
  DROP TABLE "dm_services_packages_locales" CASCADE;
  DROP TABLE "dm_services" CASCADE;
  DROP TABLE "dm_services_locales" CASCADE;
  DROP TABLE "_dm_services_v_version_packages_features" CASCADE;
  DROP TABLE "_dm_services_v_version_packages_features_locales" CASCADE;
  DROP TABLE "_dm_services_v_version_packages" CASCADE;
  DROP TABLE "_dm_services_v_version_packages_locales" CASCADE;
  DROP TABLE "_dm_services_v" CASCADE;
  DROP TABLE "_dm_services_v_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "case_filter_tags" CASCADE;
  DROP TABLE "case_filter_tags_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "quote_requests_notes" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "payload_query_presets" CASCADE;
  DROP TABLE "payload_query_presets_rels" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_navigation_locales" CASCADE;
  DROP TABLE "site_settings_footer_links" CASCADE;
  DROP TABLE "site_settings_footer_links_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_social_links" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_links_locales" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "home_hero_rotating_words" CASCADE;
  DROP TABLE "home_about_stats" CASCADE;
  DROP TABLE "home_about_stats_locales" CASCADE;
  DROP TABLE "home_partners_logos" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "_home_v_version_hero_rotating_words" CASCADE;
  DROP TABLE "_home_v_version_about_stats" CASCADE;
  DROP TABLE "_home_v_version_about_stats_locales" CASCADE;
  DROP TABLE "_home_v_version_partners_logos" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
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
  DROP TABLE "_about_v_version_features" CASCADE;
  DROP TABLE "_about_v_version_features_locales" CASCADE;
  DROP TABLE "_about_v_version_why_steps" CASCADE;
  DROP TABLE "_about_v_version_why_steps_locales" CASCADE;
  DROP TABLE "_about_v_version_how_steps" CASCADE;
  DROP TABLE "_about_v_version_how_steps_locales" CASCADE;
  DROP TABLE "_about_v_version_team_members" CASCADE;
  DROP TABLE "_about_v_version_team_members_locales" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_about_v_locales" CASCADE;
  DROP TABLE "chatbot_answer_options" CASCADE;
  DROP TABLE "chatbot_answer_options_locales" CASCADE;
  DROP TABLE "chatbot_service_choices_faqs" CASCADE;
  DROP TABLE "chatbot_service_choices_faqs_locales" CASCADE;
  DROP TABLE "chatbot_service_choices" CASCADE;
  DROP TABLE "chatbot_service_choices_locales" CASCADE;
  DROP TABLE "chatbot" CASCADE;
  DROP TABLE "chatbot_locales" CASCADE;
  DROP TABLE "_chatbot_v_version_answer_options" CASCADE;
  DROP TABLE "_chatbot_v_version_answer_options_locales" CASCADE;
  DROP TABLE "_chatbot_v_version_service_choices_faqs" CASCADE;
  DROP TABLE "_chatbot_v_version_service_choices_faqs_locales" CASCADE;
  DROP TABLE "_chatbot_v_version_service_choices" CASCADE;
  DROP TABLE "_chatbot_v_version_service_choices_locales" CASCADE;
  DROP TABLE "_chatbot_v" CASCADE;
  DROP TABLE "_chatbot_v_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_case_studies_tags";
  DROP TYPE "public"."enum_case_studies_section1_content_blocks_type";
  DROP TYPE "public"."enum_case_studies_section2_content_blocks_type";
  DROP TYPE "public"."enum_case_studies_section1_button_type";
  DROP TYPE "public"."enum_case_studies_section2_button_type";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_tags";
  DROP TYPE "public"."enum__case_studies_v_version_section1_content_blocks_type";
  DROP TYPE "public"."enum__case_studies_v_version_section2_content_blocks_type";
  DROP TYPE "public"."enum__case_studies_v_version_section1_button_type";
  DROP TYPE "public"."enum__case_studies_v_version_section2_button_type";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum__case_studies_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_category";
  DROP TYPE "public"."enum_blog_posts_format";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_category";
  DROP TYPE "public"."enum__blog_posts_v_version_format";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum_dm_services_packages_tier";
  DROP TYPE "public"."enum_dm_services_status";
  DROP TYPE "public"."enum__dm_services_v_version_packages_tier";
  DROP TYPE "public"."enum__dm_services_v_version_status";
  DROP TYPE "public"."enum__dm_services_v_published_locale";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_group";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_case_filter_tags_service_key";
  DROP TYPE "public"."enum_leads_subject";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_notification_status";
  DROP TYPE "public"."enum_leads_confirmation_status";
  DROP TYPE "public"."enum_quote_requests_goal";
  DROP TYPE "public"."enum_quote_requests_service";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_quote_requests_locale";
  DROP TYPE "public"."enum_quote_requests_notification_status";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_newsletter_subscribers_confirmation_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_payload_query_presets_access_read_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_update_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_delete_constraint";
  DROP TYPE "public"."enum_payload_query_presets_related_collection";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_social_links_platform";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";
  DROP TYPE "public"."enum__about_v_published_locale";
  DROP TYPE "public"."enum_chatbot_answer_options_key";
  DROP TYPE "public"."enum_chatbot_service_choices_key";
  DROP TYPE "public"."enum_chatbot_status";
  DROP TYPE "public"."enum__chatbot_v_version_answer_options_key";
  DROP TYPE "public"."enum__chatbot_v_version_service_choices_key";
  DROP TYPE "public"."enum__chatbot_v_version_status";
  DROP TYPE "public"."enum__chatbot_v_published_locale";`)
}
