CREATE TABLE "change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"params" jsonb NOT NULL,
	"basis" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_login_id" text NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_login_id" text,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "change_requests_state_check" CHECK ("change_requests"."state" in ('pending','approved','rejected','withdrawn','expired')),
	CONSTRAINT "change_requests_kind_check" CHECK ("change_requests"."kind" in ('maintenance','business-date','clearing'))
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_pending_idx" ON "change_requests" USING btree ("subject") WHERE "change_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "change_requests_state_idx" ON "change_requests" USING btree ("state","requested_at");