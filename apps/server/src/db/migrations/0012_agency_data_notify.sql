-- Every change to an agency's rows notifies `rumo_agency_data` with the agency id, so each process can
-- drop what it has cached for that agency (platform/cache/read-cache.ts). PostgreSQL folds identical
-- notifications of one transaction into one, delivered at commit.
CREATE OR REPLACE FUNCTION "rumo_agency_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.agency_id IS NOT NULL THEN PERFORM pg_notify('rumo_agency_data', OLD.agency_id::text); END IF;
  IF TG_OP <> 'DELETE' AND NEW.agency_id IS NOT NULL THEN PERFORM pg_notify('rumo_agency_data', NEW.agency_id::text); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rumo_agency_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rumo_agency_data', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agencies_agency_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "agencies" FOR EACH ROW EXECUTE FUNCTION "rumo_agency_changed"();--> statement-breakpoint
-- Every other table that holds an agency's rows; a table added later gets its trigger in its own
-- migration (read-cache.test.ts fails for a table with agency_id and no trigger).
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND c.column_name = 'agency_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "rumo_agency_data_changed"()', t || '_agency_data_changed', t);
  END LOOP;
END
$$;
