import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, ALERT_DELIVERY_STATUSES, ALERT_KINDS, ALERT_STATUSES } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { travels } from './travels.ts';
import { users } from './users.ts';

/** Messages to the client of a trip, sent now or at scheduled_at by a pg-boss job. */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    message: text().notNull(),
    channel: text({ enum: ALERT_CHANNELS }).notNull().default('email'),
    scheduled_at: instant(),
    sent_at: instant(),
    status: text({ enum: ALERT_STATUSES }).notNull().default('scheduled'),
    /** pg-boss job id, to cancel or reschedule. */
    job_id: text(),
    /**
     * Idempotency key of the message, fixed before the first attempt and reused by every retry:
     * the e-mail's Message-ID, or the WhatsApp message's client reference.
     */
    delivery_key: text(),
    /** Set when an attempt starts ('sending'); with status still scheduled it means "may have gone out". */
    delivery_started_at: instant(),
    delivery_attempts: integer().notNull().default(0),
    /** The provider's id of the sent message (WhatsApp wamid). */
    provider_message_id: text(),
    /** What WhatsApp last said of the sent message (status webhook): sent, delivered, read or failed. */
    delivery_status: text({ enum: ALERT_DELIVERY_STATUSES }),
    delivery_status_at: instant(),
    /** Last delivery error, when status is failed. */
    error: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    deleted_at: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('alerts_agency_travel_idx').on(t.agency_id, t.travel_id),
    // the sender's sweep: scheduled alerts that are due
    index('alerts_status_scheduled_at_idx').on(t.status, t.scheduled_at),
    // the WhatsApp status webhook finds the alert by the message id or by our reference
    index('alerts_provider_message_id_idx').on(t.provider_message_id).where(sql`${t.provider_message_id} is not null`),
    index('alerts_delivery_key_idx').on(t.delivery_key).where(sql`${t.delivery_key} is not null`),
  ],
);
