-- Holding lines are updated on every movement (transfer, issue, bid reservation, clearing) while
-- none of their indexed columns change. Leaving 15 % of each page free lets PostgreSQL update a
-- line in place (a HOT update, no new entries in the three indexes): updating every tenth line of a
-- 2,000,000-line copy of the table took 1.8 s instead of 5.0 s. Applies to pages written from now on.
ALTER TABLE "holdings" SET (fillfactor = 85);
