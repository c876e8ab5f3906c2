-- Opening a trip records its last access (at most once a minute per trip). That is not a change of
-- the agency's data for other processes' read caches: they show a trip's last access up to the
-- cache's TTL late, instead of dropping every cached answer of the agency each time a trip is opened.
-- The process that records it drops its own trip lists and that trip at once (openTravel).
CREATE OR REPLACE FUNCTION "rumo_travel_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'last_access') = (to_jsonb(NEW) - 'last_access') THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD.agency_id IS NOT NULL THEN PERFORM pg_notify('rumo_agency_data', OLD.agency_id::text); END IF;
  IF TG_OP <> 'DELETE' AND NEW.agency_id IS NOT NULL THEN PERFORM pg_notify('rumo_agency_data', NEW.agency_id::text); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "travels_agency_data_changed" ON "travels";--> statement-breakpoint
CREATE TRIGGER "travels_agency_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "travels" FOR EACH ROW EXECUTE FUNCTION "rumo_travel_data_changed"();
