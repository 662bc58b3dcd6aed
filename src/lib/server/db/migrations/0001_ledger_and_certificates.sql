CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"organization_id" integer,
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('member','certification_source','fit_supply','retirement')),
	CONSTRAINT "accounts_member_has_org" CHECK (("accounts"."kind" = 'member') = ("accounts"."organization_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"prefecture_cd" text NOT NULL,
	"municipality_cd" text,
	"re_type_cd" integer NOT NULL,
	"plant_group_cd" integer NOT NULL,
	"capacity_w" bigint NOT NULL,
	"operation_start_date" date NOT NULL,
	"is_fit" boolean NOT NULL,
	"owner_organization_id" integer,
	CONSTRAINT "facilities_capacity_check" CHECK ("facilities"."capacity_w" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"organization_id" integer,
	"target_year_id" integer NOT NULL,
	"product_cd" integer NOT NULL,
	"holding_class_cd" integer NOT NULL,
	"facility_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "holdings_balance_nonnegative" CHECK ("holdings"."allow_negative" or "holdings"."balance" >= 0),
	CONSTRAINT "holdings_reserved_within_balance" CHECK ("holdings"."reserved" >= 0 and ("holdings"."allow_negative" or "holdings"."reserved" <= "holdings"."balance")),
	CONSTRAINT "holdings_product_check" CHECK ("holdings"."product_cd" in (1,2,3)),
	CONSTRAINT "holdings_class_check" CHECK ("holdings"."holding_class_cd" in (0,1,2,3) and (("holdings"."organization_id" is null) = ("holdings"."holding_class_cd" = 0)))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_date" date NOT NULL,
	"actor" text NOT NULL,
	"reference" text,
	"memo" text,
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('certify','load-fit-supply','transfer','issue-certificate','clearing','expire'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"holding_id" bigint NOT NULL,
	"organization_id" integer,
	"target_year_id" integer NOT NULL,
	"product_cd" integer NOT NULL,
	"holding_class_cd" integer NOT NULL,
	"facility_id" text NOT NULL,
	"volume" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_volume_nonzero" CHECK ("postings"."volume" <> 0)
);
--> statement-breakpoint
CREATE TABLE "certificate_counters" (
	"fiscal_year" integer PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certificate_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"facility_id" text NOT NULL,
	"facility_name" text NOT NULL,
	"facility_address" text NOT NULL,
	"re_type_cd" integer NOT NULL,
	"capacity_w" bigint NOT NULL,
	"operation_start_date" text NOT NULL,
	"re100" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "certificate_details_volume_check" CHECK ("certificate_details"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certificate_no" text NOT NULL,
	"organization_id" integer NOT NULL,
	"target_year_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"product_cd" integer NOT NULL,
	"nfc_type_cd" integer NOT NULL,
	"use_cd" integer NOT NULL,
	"consumer" text,
	"corporate_no" text,
	"office_name" text,
	"demand_location" text,
	"business_no" text,
	"menu_name" text,
	"remarks" text,
	"total_issue_volume" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hash" text NOT NULL,
	"pass_cd" text NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	CONSTRAINT "certificates_type_check" CHECK ("certificates"."nfc_type_cd" in (1,2) and "certificates"."use_cd" in (1,2)),
	CONSTRAINT "certificates_volume_check" CHECK ("certificates"."total_issue_volume" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_prefecture_cd_prefectures_code_fk" FOREIGN KEY ("prefecture_cd") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_municipality_cd_municipalities_code_fk" FOREIGN KEY ("municipality_cd") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_re_type_cd_renewable_types_code_fk" FOREIGN KEY ("re_type_cd") REFERENCES "public"."renewable_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_plant_group_cd_plant_groups_code_fk" FOREIGN KEY ("plant_group_cd") REFERENCES "public"."plant_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_owner_organization_id_organizations_id_fk" FOREIGN KEY ("owner_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_target_year_id_target_years_id_fk" FOREIGN KEY ("target_year_id") REFERENCES "public"."target_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_details" ADD CONSTRAINT "certificate_details_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_target_year_id_target_years_id_fk" FOREIGN KEY ("target_year_id") REFERENCES "public"."target_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_organization_idx" ON "accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_idx" ON "accounts" USING btree ("kind") WHERE "accounts"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "facilities_owner_idx" ON "facilities" USING btree ("owner_organization_id");--> statement-breakpoint
CREATE INDEX "facilities_pref_idx" ON "facilities" USING btree ("prefecture_cd","re_type_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_key_idx" ON "holdings" USING btree ("account_id","target_year_id","product_cd","holding_class_cd","facility_id");--> statement-breakpoint
CREATE INDEX "holdings_member_query_idx" ON "holdings" USING btree ("organization_id","target_year_id","product_cd","holding_class_cd");--> statement-breakpoint
CREATE INDEX "postings_member_history_idx" ON "postings" USING btree ("organization_id","target_year_id","product_cd","created_at","id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_details_line_idx" ON "certificate_details" USING btree ("certificate_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_idx" ON "certificates" USING btree ("fiscal_year","certificate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_hash_idx" ON "certificates" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "certificates_member_idx" ON "certificates" USING btree ("organization_id","fiscal_year","product_cd","issued_at");