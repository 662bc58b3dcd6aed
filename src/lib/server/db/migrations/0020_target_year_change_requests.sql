-- Creating a target year is a market setting the console's two-person rule covers, so a
-- change request may be of the kind 'target-year' (subject target-year:<year>).
ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_kind_check";--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_kind_check" CHECK ("change_requests"."kind" in ('maintenance','business-date','clearing','target-year'));
