import { relations } from 'drizzle-orm';
import { agencies } from './agencies.ts';
import { alerts } from './alerts.ts';
import { checklistTasks } from './checklist.ts';
import { customers } from './customers.ts';
import { dependents } from './dependents.ts';
import { documents } from './documents.ts';
import { travelFinancials, travelPayments } from './financial.ts';
import { trails } from './trails.ts';
import { travelers, travels } from './travels.ts';
import { users } from './users.ts';
import { vouchers } from './vouchers.ts';

/** Relations for db.query.*.findMany({ with }); foreign keys themselves are on the columns. */

export const agenciesRelations = relations(agencies, ({ many }) => ({ users: many(users) }));

export const usersRelations = relations(users, ({ one }) => ({
  agency: one(agencies, { fields: [users.agency_id], references: [agencies.id] }),
}));

export const customersRelations = relations(customers, ({ many }) => ({
  dependents: many(dependents),
  documents: many(documents),
  travels: many(travels),
}));

export const dependentsRelations = relations(dependents, ({ one, many }) => ({
  customer: one(customers, { fields: [dependents.customer_id], references: [customers.id] }),
  documents: many(documents),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  customer: one(customers, { fields: [documents.customer_id], references: [customers.id] }),
  dependent: one(dependents, { fields: [documents.dependent_id], references: [dependents.id] }),
}));

export const travelsRelations = relations(travels, ({ one, many }) => ({
  customer: one(customers, { fields: [travels.customer_id], references: [customers.id] }),
  creator: one(users, { fields: [travels.created_by], references: [users.id] }),
  trails: many(trails),
  travelers: many(travelers),
  vouchers: many(vouchers),
  alerts: many(alerts),
  checklistTasks: many(checklistTasks),
  financial: one(travelFinancials, { fields: [travels.id], references: [travelFinancials.travel_id] }),
  payments: many(travelPayments),
}));

export const travelersRelations = relations(travelers, ({ one }) => ({
  travel: one(travels, { fields: [travelers.travel_id], references: [travels.id] }),
  customer: one(customers, { fields: [travelers.customer_id], references: [customers.id] }),
  dependent: one(dependents, { fields: [travelers.dependent_id], references: [dependents.id] }),
}));

export const trailsRelations = relations(trails, ({ one, many }) => ({
  travel: one(travels, { fields: [trails.travel_id], references: [travels.id] }),
  vouchers: many(vouchers),
}));

export const vouchersRelations = relations(vouchers, ({ one }) => ({
  travel: one(travels, { fields: [vouchers.travel_id], references: [travels.id] }),
  trail: one(trails, { fields: [vouchers.trail_id], references: [trails.id] }),
}));

export const alertsRelations = relations(alerts, ({ one }) => ({
  travel: one(travels, { fields: [alerts.travel_id], references: [travels.id] }),
}));

export const checklistTasksRelations = relations(checklistTasks, ({ one }) => ({
  travel: one(travels, { fields: [checklistTasks.travel_id], references: [travels.id] }),
  user: one(users, { fields: [checklistTasks.user_id], references: [users.id] }),
}));

export const travelPaymentsRelations = relations(travelPayments, ({ one }) => ({
  travel: one(travels, { fields: [travelPayments.travel_id], references: [travels.id] }),
}));
