CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "travelers_travel_idx" ON "travelers" USING btree ("travel_id");--> statement-breakpoint
CREATE INDEX "checklist_tasks_travel_live_idx" ON "checklist_tasks" USING btree ("travel_id","scheduled_to") WHERE "checklist_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklist_tasks_agency_live_scheduled_idx" ON "checklist_tasks" USING btree ("agency_id","scheduled_to") WHERE "checklist_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("cpf", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rumo_user_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rumo_user_auth', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "token_version", "is_active", "agency_id", "role" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "rumo_user_auth_changed"();
