CREATE TABLE "allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"buy_bid_id" bigint NOT NULL,
	"sell_bid_id" bigint,
	"facility_id" text NOT NULL,
	"volume" bigint NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_supplies" (
	"auction_id" integer NOT NULL,
	"facility_id" text NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "auction_supplies_auction_id_facility_id_pk" PRIMARY KEY("auction_id","facility_id"),
	CONSTRAINT "auction_supplies_volume_check" CHECK ("auction_supplies"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_no" integer NOT NULL,
	"target_year_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"round_no" integer NOT NULL,
	"product_cd" integer NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"clearing_price_cents" integer,
	"summary" jsonb,
	CONSTRAINT "auctions_market_no_unique" UNIQUE("market_no"),
	CONSTRAINT "auctions_round_check" CHECK ("auctions"."round_no" between 1 and 4),
	CONSTRAINT "auctions_product_check" CHECK ("auctions"."product_cd" in (1,2,3)),
	CONSTRAINT "auctions_window_check" CHECK ("auctions"."opens_at" < "auctions"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "bid_counters" (
	"auction_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"last_bid_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_counters_auction_id_organization_id_pk" PRIMARY KEY("auction_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "bid_results" (
	"bid_id" bigint PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"contracted_volume" bigint NOT NULL,
	"contracted_price_cents" integer,
	"amount_yen" bigint NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"bid_no" integer NOT NULL,
	"bid_type_cd" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"volume" bigint NOT NULL,
	"entered_at" timestamp (6) with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"entered_by" integer NOT NULL,
	"holding_id" bigint,
	"facility_id" text,
	"preferences" jsonb,
	CONSTRAINT "bids_type_check" CHECK ("bids"."bid_type_cd" in (1,2)),
	CONSTRAINT "bids_price_check" CHECK ("bids"."price_cents" > 0),
	CONSTRAINT "bids_volume_check" CHECK ("bids"."volume" > 0),
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('active','deleted')),
	CONSTRAINT "bids_sell_line_check" CHECK (("bids"."bid_type_cd" = 1) = ("bids"."holding_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_no" text NOT NULL,
	"auction_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"direction" text NOT NULL,
	"subtotal_yen" bigint NOT NULL,
	"tax_yen" bigint NOT NULL,
	"total_yen" bigint NOT NULL,
	"statement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_regenerated_at" timestamp with time zone,
	CONSTRAINT "settlement_statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD CONSTRAINT "auction_supplies_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD CONSTRAINT "auction_supplies_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_target_year_id_target_years_id_fk" FOREIGN KEY ("target_year_id") REFERENCES "public"."target_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_results" ADD CONSTRAINT "bid_results_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocations_auction_idx" ON "allocations" USING btree ("auction_id","buy_bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_round_product_idx" ON "auctions" USING btree ("target_year_id","round_no","product_cd");--> statement-breakpoint
CREATE INDEX "bid_results_member_idx" ON "bid_results" USING btree ("organization_id","auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_member_no_idx" ON "bids" USING btree ("auction_id","organization_id","bid_no");--> statement-breakpoint
CREATE INDEX "bids_book_idx" ON "bids" USING btree ("auction_id","status","bid_type_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_member_auction_idx" ON "settlement_statements" USING btree ("auction_id","organization_id");--> statement-breakpoint
CREATE INDEX "settlement_statements_member_date_idx" ON "settlement_statements" USING btree ("organization_id","issue_date");