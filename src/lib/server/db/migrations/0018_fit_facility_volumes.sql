CREATE TABLE "fit_facility_volumes" (
	"target_year" integer NOT NULL,
	"facility_id" text NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "fit_facility_volumes_target_year_facility_id_pk" PRIMARY KEY("target_year","facility_id"),
	CONSTRAINT "fit_facility_volumes_volume_check" CHECK ("fit_facility_volumes"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "fit_supply_rests" (
	"auction_id" integer NOT NULL,
	"facility_id" text NOT NULL,
	"volume" bigint NOT NULL,
	"reoffered_auction_id" integer,
	CONSTRAINT "fit_supply_rests_auction_id_facility_id_pk" PRIMARY KEY("auction_id","facility_id"),
	CONSTRAINT "fit_supply_rests_volume_check" CHECK ("fit_supply_rests"."volume" > 0)
);
--> statement-breakpoint
ALTER TABLE "fit_facility_volumes" ADD CONSTRAINT "fit_facility_volumes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_supply_rests" ADD CONSTRAINT "fit_supply_rests_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_supply_rests" ADD CONSTRAINT "fit_supply_rests_reoffered_auction_id_auctions_id_fk" FOREIGN KEY ("reoffered_auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;
