-- Rate-limit counters are short-lived and need no durability: an unlogged table writes no WAL, so a hit's commit
-- does not wait for a disk flush while other requests from the same address queue on its row lock. After a
-- crash the counters start again from zero, which a one-minute window tolerates.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
