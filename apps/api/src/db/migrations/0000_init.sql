CREATE TABLE "auth_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"device_type" text DEFAULT 'webapp' NOT NULL,
	"device_token" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oauth_state" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"redirect_path" text,
	"user_type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kid_id" integer,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"source" text DEFAULT 'DIRECT' NOT NULL,
	"user_package_id" integer,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"classes_spent" integer DEFAULT 0 NOT NULL,
	"used_credit_seat" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"cancellation_reason_id" integer,
	"cancel_remark" text,
	"canceled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_status_ck" CHECK ("booking"."status" in ('BOOKED', 'CANCELED')),
	CONSTRAINT "booking_source_ck" CHECK ("booking"."source" in ('DIRECT', 'WAITLIST')),
	CONSTRAINT "booking_spent_ck" CHECK ("booking"."credits_spent" >= 0 and "booking"."classes_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cancellation_reason" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cancellation_reason_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "session_wish" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kid_id" integer,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_wish_type_ck" CHECK ("session_wish"."type" in ('WAITLIST', 'WISHLIST'))
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"favicon_url" text NOT NULL,
	"share_banner_url" text NOT NULL,
	"website" text NOT NULL,
	"contact_email" text NOT NULL,
	"share_url" text NOT NULL,
	"partner_url" text NOT NULL,
	"is_prime" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"ad_pixel_id" text,
	"preselected_store_id" integer,
	CONSTRAINT "brand_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "class_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"class_timing_id" integer NOT NULL,
	"trainer_user_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"seats" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"credit_seats" integer,
	"credit_booked" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_session_seats_ck" CHECK ("class_session"."booked" >= 0 and "class_session"."booked" <= "class_session"."seats"),
	CONSTRAINT "class_session_credit_seats_ck" CHECK ("class_session"."credit_booked" >= 0 and ("class_session"."credit_seats" is null or "class_session"."credit_booked" <= "class_session"."credit_seats")),
	CONSTRAINT "class_session_status_ck" CHECK ("class_session"."status" in ('SCHEDULED', 'CANCELED')),
	CONSTRAINT "class_session_time_ck" CHECK ("class_session"."ends_at" > "class_session"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "class_timing" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"days" smallint[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"trainer_user_id" integer,
	"seats" integer NOT NULL,
	"credit_seats" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_timing_time_ck" CHECK ("class_timing"."end_time" > "class_timing"."start_time"),
	CONSTRAINT "class_timing_dates_ck" CHECK ("class_timing"."to_date" >= "class_timing"."from_date"),
	CONSTRAINT "class_timing_seats_ck" CHECK ("class_timing"."seats" between 1 and 99999),
	CONSTRAINT "class_timing_credit_seats_ck" CHECK ("class_timing"."credit_seats" is null or "class_timing"."credit_seats" between 0 and "class_timing"."seats")
);
--> statement-breakpoint
CREATE TABLE "fitness_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"gym_user_id" integer,
	"branch_id" integer,
	"store_id" integer NOT NULL,
	"class_category_id" integer NOT NULL,
	"sub_class_category_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_model" text NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"gender_rule" text DEFAULT 'MIXED' NOT NULL,
	"fitness_level" text DEFAULT 'DONTSPECIFY' NOT NULL,
	"age_category" text DEFAULT 'ADULTS' NOT NULL,
	"seat_display" text DEFAULT 'SHOWALL' NOT NULL,
	"auto_wait_list_hours" smallint,
	"video_class" boolean DEFAULT false NOT NULL,
	"is_special_program" boolean DEFAULT false NOT NULL,
	"platform" text,
	"auto_join_package_id" integer,
	"reminder" text,
	"special_note" text,
	"media_url" text,
	"media_thumbnail_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_class_price_model_ck" CHECK ("fitness_class"."price_model" in ('PHYSICAL', 'VIRTUAL', 'PT', 'AUTOJOINWITHPACKAGE', 'FOC')),
	CONSTRAINT "fitness_class_gender_ck" CHECK ("fitness_class"."gender_rule" in ('MALE', 'FEMALE', 'MIXED')),
	CONSTRAINT "fitness_class_level_ck" CHECK ("fitness_class"."fitness_level" in ('BASIC', 'INTERMEDIATE', 'ADVANCED', 'DONTSPECIFY')),
	CONSTRAINT "fitness_class_age_ck" CHECK ("fitness_class"."age_category" in ('ADULTS', 'CHILD')),
	CONSTRAINT "fitness_class_seat_display_ck" CHECK ("fitness_class"."seat_display" in ('SHOWTHREEANDABOVEAVAILSEAT', 'HIDEALLAVAILSEAT', 'SHOWALL')),
	CONSTRAINT "fitness_class_amounts_ck" CHECK ("fitness_class"."credit" >= 0 and "fitness_class"."price" >= 0),
	CONSTRAINT "fitness_class_auto_wait_ck" CHECK ("fitness_class"."auto_wait_list_hours" is null or "fitness_class"."auto_wait_list_hours" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "trainer_follow" (
	"follower_user_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_follow_follower_user_id_trainer_user_id_pk" PRIMARY KEY("follower_user_id","trainer_user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interested_city" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type_id" smallint NOT NULL,
	"message" jsonb NOT NULL,
	"object_data_id" integer,
	"user_who_fired_event_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"delta_credits" integer NOT NULL,
	"delta_classes" integer DEFAULT 0 NOT NULL,
	"credits_after" integer NOT NULL,
	"classes_after" integer,
	"reason" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reason_ck" CHECK ("credit_ledger"."reason" in ('PURCHASE', 'GRANT', 'BOOKING', 'REFUND', 'ADJUST'))
);
--> statement-breakpoint
CREATE TABLE "package" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"gym_user_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"package_type" text NOT NULL,
	"package_category" text DEFAULT 'ADULTS' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"classes" integer,
	"validity_days" integer NOT NULL,
	"price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"visit_limit_per_gym" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_type_ck" CHECK ("package"."package_type" in ('DROPIN', 'GENERAL', 'ARIALPACK', 'SPECIALCLASSCATEGORY', 'GYMSPECIFIC', 'AUTOJOINWITHPACKAGE', 'PT', 'SPECIAL', 'extendValidity')),
	CONSTRAINT "package_category_ck" CHECK ("package"."package_category" in ('ADULTS', 'CHILD')),
	CONSTRAINT "package_amounts_ck" CHECK ("package"."credits" >= 0 and "package"."price" >= 0 and "package"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"kid_id" integer,
	"gym_user_id" integer,
	"package_type" text NOT NULL,
	"package_category" text DEFAULT 'ADULTS' NOT NULL,
	"credits_balance" integer NOT NULL,
	"classes_left" integer,
	"visit_limit_per_gym" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_package_credits_ck" CHECK ("user_package"."credits_balance" >= 0),
	CONSTRAINT "user_package_classes_ck" CHECK ("user_package"."classes_left" is null or "user_package"."classes_left" >= 0),
	CONSTRAINT "user_package_status_ck" CHECK ("user_package"."status" in ('ACTIVE', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "class_category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locality" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_decimals" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_branch" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"locality_id" integer,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"studio_instruction" text
);
--> statement-breakpoint
CREATE TABLE "gym_profile" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"studio_name" text NOT NULL,
	"website" text,
	"class_type" text NOT NULL,
	"no_of_branches" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"monthly_price" integer DEFAULT 0 NOT NULL,
	"yearly_price" integer DEFAULT 0 NOT NULL,
	"other_packages" text,
	"role" text DEFAULT 'OWNER' NOT NULL,
	"is_prime_gym" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_kid" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trainer_profile" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"trainer_type" text NOT NULL,
	"class_rate" integer DEFAULT 0 NOT NULL,
	"gym_names" text,
	"certificates" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"store_id" integer DEFAULT 1 NOT NULL,
	"gender" text,
	"mobile" text,
	"dob" date,
	"nationality" text,
	"location" text,
	"bio" text,
	"profile_image_url" text,
	"trainer_allow_edit" boolean DEFAULT true NOT NULL,
	"google_id" text,
	"facebook_id" text,
	"login_through" text DEFAULT 'EMAIL' NOT NULL,
	"time_preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"notifications_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_google_id_unique" UNIQUE("google_id"),
	CONSTRAINT "app_user_facebook_id_unique" UNIQUE("facebook_id"),
	CONSTRAINT "app_user_category_ck" CHECK ("app_user"."category" in (1, 2, 3, 6))
);
--> statement-breakpoint
CREATE TABLE "wallet" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "wallet_balance_ck" CHECK ("wallet"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_package_id_user_package_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_cancellation_reason_id_cancellation_reason_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."cancellation_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_wish" ADD CONSTRAINT "session_wish_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_wish" ADD CONSTRAINT "session_wish_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_wish" ADD CONSTRAINT "session_wish_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_preselected_store_id_store_id_fk" FOREIGN KEY ("preselected_store_id") REFERENCES "public"."store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session" ADD CONSTRAINT "class_session_class_id_fitness_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."fitness_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session" ADD CONSTRAINT "class_session_class_timing_id_class_timing_id_fk" FOREIGN KEY ("class_timing_id") REFERENCES "public"."class_timing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session" ADD CONSTRAINT "class_session_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_timing" ADD CONSTRAINT "class_timing_class_id_fitness_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."fitness_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_timing" ADD CONSTRAINT "class_timing_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_branch_id_gym_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."gym_branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_class_category_id_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_auto_join_package_id_package_id_fk" FOREIGN KEY ("auto_join_package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_follow" ADD CONSTRAINT "trainer_follow_follower_user_id_app_user_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_follow" ADD CONSTRAINT "trainer_follow_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_who_fired_event_id_app_user_id_fk" FOREIGN KEY ("user_who_fired_event_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_package_id_user_package_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package" ADD CONSTRAINT "package_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package" ADD CONSTRAINT "package_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality" ADD CONSTRAINT "locality_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_branch" ADD CONSTRAINT "gym_branch_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_branch" ADD CONSTRAINT "gym_branch_locality_id_locality_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."locality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_profile" ADD CONSTRAINT "gym_profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_kid" ADD CONSTRAINT "user_kid_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profile" ADD CONSTRAINT "trainer_profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_class_category_id_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_token_user_idx" ON "auth_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_active_uq" ON "booking" USING btree ("session_id","user_id",coalesce("kid_id", 0)) WHERE "booking"."status" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "booking_session_idx" ON "booking" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "booking_package_idx" ON "booking" USING btree ("user_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_wish_uq" ON "session_wish" USING btree ("session_id","user_id",coalesce("kid_id", 0));--> statement-breakpoint
CREATE INDEX "session_wish_queue_idx" ON "session_wish" USING btree ("session_id","type","id");--> statement-breakpoint
CREATE INDEX "session_wish_user_idx" ON "session_wish" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "class_session_timing_start_uq" ON "class_session" USING btree ("class_timing_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_session_starts_idx" ON "class_session" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_session_local_idx" ON "class_session" USING btree ("local_date","from_minute");--> statement-breakpoint
CREATE INDEX "class_session_class_idx" ON "class_session" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_session_trainer_idx" ON "class_session" USING btree ("trainer_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_timing_class_idx" ON "class_timing" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "fitness_class_gym_idx" ON "fitness_class" USING btree ("gym_user_id");--> statement-breakpoint
CREATE INDEX "fitness_class_category_idx" ON "fitness_class" USING btree ("class_category_id");--> statement-breakpoint
CREATE INDEX "trainer_follow_trainer_idx" ON "trainer_follow" USING btree ("trainer_user_id");--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_package_idx" ON "credit_ledger" USING btree ("user_package_id");--> statement-breakpoint
CREATE INDEX "user_package_user_idx" ON "user_package" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "city_store_name_uq" ON "city" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "locality_city_name_uq" ON "locality" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "user_kid_user_idx" ON "user_kid" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activity_uq" ON "user_activity" USING btree ("user_id","class_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user" USING btree (lower("email"));