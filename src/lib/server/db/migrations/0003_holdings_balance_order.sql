-- Balance inquiry: the member filter followed by the keyset order (facility id in byte order,
-- then holding class), so a page is one index range scan whatever the collation of the database.
DROP INDEX "holdings_member_query_idx";--> statement-breakpoint
CREATE INDEX "holdings_member_query_idx" ON "holdings" USING btree ("organization_id","target_year_id","product_cd","facility_id" collate "C","holding_class_cd");