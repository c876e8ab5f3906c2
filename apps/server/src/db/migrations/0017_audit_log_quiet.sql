-- The audit log is written on every read of a client's details (the LGPD read audit), and no cached
-- answer shows it: its rows must not drop the agency's cached answers (platform/cache/read-cache.ts).
DROP TRIGGER IF EXISTS "audit_log_agency_data_changed" ON "audit_log";
