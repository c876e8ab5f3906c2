ALTER TABLE "agencies" ADD COLUMN "locale" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "whatsapp_phone_number_id" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "whatsapp_token" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "whatsapp_display_phone" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "alerts_provider_message_id_idx" ON "alerts" USING btree ("provider_message_id") WHERE "alerts"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "alerts_delivery_key_idx" ON "alerts" USING btree ("delivery_key") WHERE "alerts"."delivery_key" is not null;
