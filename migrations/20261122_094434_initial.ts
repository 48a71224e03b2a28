import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_template" AS ENUM('classic', 'showroom');
  CREATE TYPE "public"."enum_sites_finance_provider" AS ENUM('taurus', 'manual', 'angle', 'powertorque', 'nissan-finance', '360-finance', 'ausloans');
  CREATE TYPE "public"."enum_sites_features_search_grid_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_sites_features_default_finance_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_locations_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'used', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Hobart');
  CREATE TYPE "public"."enum_manufacturers_vehicle_kind" AS ENUM('car', 'motorcycle', 'truck', 'caravan');
  CREATE TYPE "public"."enum_models_status" AS ENUM('available', 'coming_soon');
  CREATE TYPE "public"."enum_promos_display" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_menus_placement" AS ENUM('header', 'footer');
  CREATE TYPE "public"."enum_legal_texts_kind" AS ENUM('privacy-policy', 'terms-and-conditions', 'vehicle-disclaimer', 'finance-disclaimer', 'footer');
  CREATE TYPE "public"."enum_pages_blocks_three_feature_banner_features_icon" AS ENUM('offers', 'service', 'sell');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_three_feature_banner_features_icon" AS ENUM('offers', 'service', 'sell');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('super-admin', 'editor');
  CREATE TYPE "public"."enum_users_sites_roles" AS ENUM('editor');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'finance', 'contact', 'trade-in', 'request-photos', 'find-similar', 'service', 'parts', 'careers');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'delivered', 'failed', 'contacted');
  CREATE TYPE "public"."enum_leads_car_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_sites_template" DEFAULT 'classic' NOT NULL,
  	"tagline" varchar,
  	"logo_id" integer,
  	"manufacturer_id" integer,
  	"finance_provider" "enum_sites_finance_provider",
  	"garage_enabled" boolean DEFAULT false,
  	"phone" varchar,
  	"features_phone_masking" boolean DEFAULT true,
  	"features_search_grid_columns" "enum_sites_features_search_grid_columns" DEFAULT '3',
  	"features_promo_every" numeric DEFAULT 0,
  	"features_sold_car_days" numeric DEFAULT 3,
  	"features_hide_price_zero_on_price_ascending" boolean DEFAULT false,
  	"features_favourites_enabled" boolean DEFAULT true,
  	"features_header_phone_visible" boolean DEFAULT true,
  	"features_dropdowns_open_on_hover" boolean DEFAULT false,
  	"features_default_finance_term_years" numeric DEFAULT 6,
  	"features_default_finance_frequency" "enum_sites_features_default_finance_frequency" DEFAULT 'weekly',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_group" varchar,
  	"manufacturer_id" integer,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar,
  	"url" varchar,
  	"service_booking_url" varchar,
  	"logo_id" integer,
  	"include_sold_cars_days" numeric DEFAULT 3,
  	"offers_subscription" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"visible" boolean DEFAULT true,
  	"primary" boolean DEFAULT false,
  	"location_type" "enum_locations_location_type",
  	"location_subtype" varchar,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"image_id" integer,
  	"average_rating" numeric,
  	"review_count" numeric,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_state" "enum_locations_address_state" NOT NULL,
  	"address_postcode" varchar NOT NULL,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_id" varchar,
  	"address_place_url" varchar,
  	"contact_phone" varchar,
  	"contact_landline_phone" varchar,
  	"time_zone" "enum_locations_time_zone" DEFAULT 'Australia/Sydney' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"vehicle_kind" "enum_manufacturers_vehicle_kind" DEFAULT 'car',
  	"logo_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"full_name" varchar,
  	"series" varchar,
  	"image_id" integer,
  	"dap_min_price" numeric,
  	"dap_max_price" numeric
  );
  
  CREATE TABLE "models_colours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"hex_code" varchar,
  	"photo_id" integer,
  	"variant_name" varchar,
  	"body_type" varchar
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"status" "enum_models_status" DEFAULT 'available',
  	"short_description" varchar,
  	"image_id" integer,
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "promos_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promos_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"position" numeric,
  	"strict_display" boolean DEFAULT false,
  	"content_heading" varchar NOT NULL,
  	"content_text" varchar,
  	"content_image_id" integer,
  	"content_link_label" varchar DEFAULT 'View offer',
  	"content_href" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brand_directories_sections_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"manufacturer_id" integer,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "brand_directories_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "brand_directories_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "brand_directories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"highlight" boolean DEFAULT false
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"placement" "enum_menus_placement" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"kind" "enum_legal_texts_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_three_feature_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_three_feature_banner_features_icon",
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_three_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest offers',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_facet_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_facet_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Browse by body type',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_location_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"dealership_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"directory_id" integer,
  	"show_stats" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_three_feature_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_three_feature_banner_features_icon",
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_three_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest offers',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_facet_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_facet_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Browse by body type',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"dealership_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"directory_id" integer,
  	"show_stats" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sites_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_users_sites_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL
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
  
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"postcode" varchar,
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
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"form" "enum_leads_form" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new',
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar,
  	"message" varchar,
  	"category" varchar,
  	"subcategory" varchar,
  	"opt_in" boolean DEFAULT false,
  	"page_url" varchar,
  	"location_id" integer,
  	"dealership_id" integer,
  	"car_car_id" varchar,
  	"car_stock_number" varchar,
  	"car_car_type" "enum_leads_car_car_type",
  	"car_make" varchar,
  	"car_model" varchar,
  	"car_status" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"sites_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"manufacturers_id" integer,
  	"models_id" integer,
  	"promos_id" integer,
  	"brand_directories_id" integer,
  	"menus_id" integer,
  	"legal_texts_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"customers_id" integer,
  	"leads_id" integer
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
  	"users_id" integer,
  	"customers_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_numbers" ADD CONSTRAINT "sites_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_variants" ADD CONSTRAINT "models_variants_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_variants" ADD CONSTRAINT "models_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_colours" ADD CONSTRAINT "models_colours_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_colours" ADD CONSTRAINT "models_colours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_texts" ADD CONSTRAINT "models_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos_display" ADD CONSTRAINT "promos_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_content_image_id_media_id_fk" FOREIGN KEY ("content_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_directories_sections_brands" ADD CONSTRAINT "brand_directories_sections_brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_directories_sections_brands" ADD CONSTRAINT "brand_directories_sections_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_directories_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_directories_sections" ADD CONSTRAINT "brand_directories_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_directories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_directories_stats" ADD CONSTRAINT "brand_directories_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_directories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_directories" ADD CONSTRAINT "brand_directories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_three_feature_banner_features" ADD CONSTRAINT "pages_blocks_three_feature_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_three_feature_banner" ADD CONSTRAINT "pages_blocks_three_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_strip" ADD CONSTRAINT "pages_blocks_promo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_facet_tiles_tiles" ADD CONSTRAINT "pages_blocks_facet_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_facet_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_facet_tiles" ADD CONSTRAINT "pages_blocks_facet_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_list" ADD CONSTRAINT "pages_blocks_location_list_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_list" ADD CONSTRAINT "pages_blocks_location_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_directory" ADD CONSTRAINT "pages_blocks_brand_directory_directory_id_brand_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."brand_directories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_directory" ADD CONSTRAINT "pages_blocks_brand_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_three_feature_banner_features" ADD CONSTRAINT "_pages_v_blocks_three_feature_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_three_feature_banner" ADD CONSTRAINT "_pages_v_blocks_three_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_strip" ADD CONSTRAINT "_pages_v_blocks_promo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_facet_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_facet_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_facet_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_facet_tiles" ADD CONSTRAINT "_pages_v_blocks_facet_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_list" ADD CONSTRAINT "_pages_v_blocks_location_list_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_list" ADD CONSTRAINT "_pages_v_blocks_location_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_directory" ADD CONSTRAINT "_pages_v_blocks_brand_directory_directory_id_brand_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."brand_directories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_directory" ADD CONSTRAINT "_pages_v_blocks_brand_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sites_roles" ADD CONSTRAINT "users_sites_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promos_fk" FOREIGN KEY ("promos_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_directories_fk" FOREIGN KEY ("brand_directories_id") REFERENCES "public"."brand_directories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_texts_fk" FOREIGN KEY ("legal_texts_id") REFERENCES "public"."legal_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE INDEX "sites_logo_idx" ON "sites" USING btree ("logo_id");
  CREATE INDEX "sites_manufacturer_idx" ON "sites" USING btree ("manufacturer_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites_numbers_order_parent_idx" ON "sites_numbers" USING btree ("order","parent_id");
  CREATE INDEX "dealerships_site_idx" ON "dealerships" USING btree ("site_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_manufacturer_idx" ON "dealerships" USING btree ("manufacturer_id");
  CREATE INDEX "dealerships_logo_idx" ON "dealerships" USING btree ("logo_id");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE UNIQUE INDEX "slug_site_idx" ON "dealerships" USING btree ("slug","site_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "slug_site_1_idx" ON "locations" USING btree ("slug","site_id");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations_rels_locations_id_idx" ON "locations_rels" USING btree ("locations_id");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_variants_order_idx" ON "models_variants" USING btree ("_order");
  CREATE INDEX "models_variants_parent_id_idx" ON "models_variants" USING btree ("_parent_id");
  CREATE INDEX "models_variants_image_idx" ON "models_variants" USING btree ("image_id");
  CREATE INDEX "models_colours_order_idx" ON "models_colours" USING btree ("_order");
  CREATE INDEX "models_colours_parent_id_idx" ON "models_colours" USING btree ("_parent_id");
  CREATE INDEX "models_colours_photo_idx" ON "models_colours" USING btree ("photo_id");
  CREATE INDEX "models_site_idx" ON "models" USING btree ("site_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_image_idx" ON "models" USING btree ("image_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE UNIQUE INDEX "slug_site_2_idx" ON "models" USING btree ("slug","site_id");
  CREATE INDEX "models_texts_order_parent" ON "models_texts" USING btree ("order","parent_id");
  CREATE INDEX "promos_display_order_idx" ON "promos_display" USING btree ("order");
  CREATE INDEX "promos_display_parent_idx" ON "promos_display" USING btree ("parent_id");
  CREATE INDEX "promos_site_idx" ON "promos" USING btree ("site_id");
  CREATE INDEX "promos_content_content_image_idx" ON "promos" USING btree ("content_image_id");
  CREATE INDEX "promos_updated_at_idx" ON "promos" USING btree ("updated_at");
  CREATE INDEX "promos_created_at_idx" ON "promos" USING btree ("created_at");
  CREATE INDEX "brand_directories_sections_brands_order_idx" ON "brand_directories_sections_brands" USING btree ("_order");
  CREATE INDEX "brand_directories_sections_brands_parent_id_idx" ON "brand_directories_sections_brands" USING btree ("_parent_id");
  CREATE INDEX "brand_directories_sections_brands_manufacturer_idx" ON "brand_directories_sections_brands" USING btree ("manufacturer_id");
  CREATE INDEX "brand_directories_sections_order_idx" ON "brand_directories_sections" USING btree ("_order");
  CREATE INDEX "brand_directories_sections_parent_id_idx" ON "brand_directories_sections" USING btree ("_parent_id");
  CREATE INDEX "brand_directories_stats_order_idx" ON "brand_directories_stats" USING btree ("_order");
  CREATE INDEX "brand_directories_stats_parent_id_idx" ON "brand_directories_stats" USING btree ("_parent_id");
  CREATE INDEX "brand_directories_site_idx" ON "brand_directories" USING btree ("site_id");
  CREATE INDEX "brand_directories_updated_at_idx" ON "brand_directories" USING btree ("updated_at");
  CREATE INDEX "brand_directories_created_at_idx" ON "brand_directories" USING btree ("created_at");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_site_idx" ON "menus" USING btree ("site_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "placement_site_idx" ON "menus" USING btree ("placement","site_id");
  CREATE INDEX "legal_texts_site_idx" ON "legal_texts" USING btree ("site_id");
  CREATE INDEX "legal_texts_updated_at_idx" ON "legal_texts" USING btree ("updated_at");
  CREATE INDEX "legal_texts_created_at_idx" ON "legal_texts" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_site_idx" ON "legal_texts" USING btree ("kind","site_id");
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_three_feature_banner_features_order_idx" ON "pages_blocks_three_feature_banner_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_three_feature_banner_features_parent_id_idx" ON "pages_blocks_three_feature_banner_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_three_feature_banner_order_idx" ON "pages_blocks_three_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_three_feature_banner_parent_id_idx" ON "pages_blocks_three_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_three_feature_banner_path_idx" ON "pages_blocks_three_feature_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_strip_order_idx" ON "pages_blocks_promo_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_strip_parent_id_idx" ON "pages_blocks_promo_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_strip_path_idx" ON "pages_blocks_promo_strip" USING btree ("_path");
  CREATE INDEX "pages_blocks_facet_tiles_tiles_order_idx" ON "pages_blocks_facet_tiles_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_facet_tiles_tiles_parent_id_idx" ON "pages_blocks_facet_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_facet_tiles_order_idx" ON "pages_blocks_facet_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_facet_tiles_parent_id_idx" ON "pages_blocks_facet_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_facet_tiles_path_idx" ON "pages_blocks_facet_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_list_order_idx" ON "pages_blocks_location_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_list_parent_id_idx" ON "pages_blocks_location_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_list_path_idx" ON "pages_blocks_location_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_list_dealership_idx" ON "pages_blocks_location_list" USING btree ("dealership_id");
  CREATE INDEX "pages_blocks_brand_directory_order_idx" ON "pages_blocks_brand_directory" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_directory_parent_id_idx" ON "pages_blocks_brand_directory" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_directory_path_idx" ON "pages_blocks_brand_directory" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_directory_directory_idx" ON "pages_blocks_brand_directory" USING btree ("directory_id");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_site_3_idx" ON "pages" USING btree ("slug","site_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locations_id_idx" ON "pages_rels" USING btree ("locations_id");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_features_order_idx" ON "_pages_v_blocks_three_feature_banner_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_features_parent_id_idx" ON "_pages_v_blocks_three_feature_banner_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_order_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_parent_id_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_path_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_strip_order_idx" ON "_pages_v_blocks_promo_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_strip_parent_id_idx" ON "_pages_v_blocks_promo_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_strip_path_idx" ON "_pages_v_blocks_promo_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_facet_tiles_tiles_order_idx" ON "_pages_v_blocks_facet_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_facet_tiles_tiles_parent_id_idx" ON "_pages_v_blocks_facet_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_facet_tiles_order_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_facet_tiles_parent_id_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_facet_tiles_path_idx" ON "_pages_v_blocks_facet_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_list_order_idx" ON "_pages_v_blocks_location_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_list_parent_id_idx" ON "_pages_v_blocks_location_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_list_path_idx" ON "_pages_v_blocks_location_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_list_dealership_idx" ON "_pages_v_blocks_location_list" USING btree ("dealership_id");
  CREATE INDEX "_pages_v_blocks_brand_directory_order_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_directory_parent_id_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_directory_path_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_directory_directory_idx" ON "_pages_v_blocks_brand_directory" USING btree ("directory_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_site_idx" ON "_pages_v" USING btree ("version_slug","version_site_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locations_id_idx" ON "_pages_v_rels" USING btree ("locations_id");
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sites_roles_order_idx" ON "users_sites_roles" USING btree ("order");
  CREATE INDEX "users_sites_roles_parent_idx" ON "users_sites_roles" USING btree ("parent_id");
  CREATE INDEX "users_sites_order_idx" ON "users_sites" USING btree ("_order");
  CREATE INDEX "users_sites_parent_id_idx" ON "users_sites" USING btree ("_parent_id");
  CREATE INDEX "users_sites_site_idx" ON "users_sites" USING btree ("site_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_site_idx" ON "customers" USING btree ("site_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");
  CREATE INDEX "payload_locked_documents_rels_promos_id_idx" ON "payload_locked_documents_rels" USING btree ("promos_id");
  CREATE INDEX "payload_locked_documents_rels_brand_directories_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_directories_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_legal_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_texts_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_numbers" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models_variants" CASCADE;
  DROP TABLE "models_colours" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "models_texts" CASCADE;
  DROP TABLE "promos_display" CASCADE;
  DROP TABLE "promos" CASCADE;
  DROP TABLE "brand_directories_sections_brands" CASCADE;
  DROP TABLE "brand_directories_sections" CASCADE;
  DROP TABLE "brand_directories_stats" CASCADE;
  DROP TABLE "brand_directories" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "legal_texts" CASCADE;
  DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_three_feature_banner_features" CASCADE;
  DROP TABLE "pages_blocks_three_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_promo_strip" CASCADE;
  DROP TABLE "pages_blocks_facet_tiles_tiles" CASCADE;
  DROP TABLE "pages_blocks_facet_tiles" CASCADE;
  DROP TABLE "pages_blocks_location_list" CASCADE;
  DROP TABLE "pages_blocks_brand_directory" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_three_feature_banner_features" CASCADE;
  DROP TABLE "_pages_v_blocks_three_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_facet_tiles_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_facet_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_location_list" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_directory" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sites_roles" CASCADE;
  DROP TABLE "users_sites" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_sites_finance_provider";
  DROP TYPE "public"."enum_sites_features_search_grid_columns";
  DROP TYPE "public"."enum_sites_features_default_finance_frequency";
  DROP TYPE "public"."enum_locations_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_locations_time_zone";
  DROP TYPE "public"."enum_manufacturers_vehicle_kind";
  DROP TYPE "public"."enum_models_status";
  DROP TYPE "public"."enum_promos_display";
  DROP TYPE "public"."enum_menus_placement";
  DROP TYPE "public"."enum_legal_texts_kind";
  DROP TYPE "public"."enum_pages_blocks_three_feature_banner_features_icon";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_three_feature_banner_features_icon";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_sites_roles";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_car_car_type";`)
}
