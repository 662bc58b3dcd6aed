CREATE TABLE "clearing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_no" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"actor" jsonb NOT NULL,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"phase" text,
	"phases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"error_message" text,
	"result" jsonb,
	CONSTRAINT "clearing_runs_state_check" CHECK ("clearing_runs"."state" in ('queued','running','succeeded','failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clearing_runs_one_live_idx" ON "clearing_runs" USING btree ("market_no") WHERE "clearing_runs"."state" <> 'failed';