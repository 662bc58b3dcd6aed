-- Expiry of unused certificates after their usable period (decision 0029).
-- holdings.expired: what the expiry of the line's target year moved from this member line to the
-- retirement account, so the balance, its CSV and the history still show it as 失効. Inherited by
-- every lot (an inheritance child takes the parent's new columns and CHECKs).
ALTER TABLE "holdings" ADD COLUMN "expired" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_expired_check" CHECK ("expired" >= 0);--> statement-breakpoint
-- One row per expired target year: written in the expiry's own transaction, so a year expires
-- once whoever runs it (the job on any server, or ops expire-year).
CREATE TABLE "year_expiries" (
	"target_year_id" integer PRIMARY KEY NOT NULL,
	"fiscal_year" integer NOT NULL,
	"journal_entry_id" bigint,
	"business_date" date NOT NULL,
	"actor" text NOT NULL,
	"lines" integer NOT NULL,
	"volume" bigint NOT NULL,
	"fit_supply_volume" bigint NOT NULL,
	"totals" jsonb NOT NULL,
	"expired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "year_expiries_fiscal_year_unique" UNIQUE("fiscal_year")
);
