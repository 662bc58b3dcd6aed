CREATE TABLE "upload_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"phase" text NOT NULL,
	"done" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
