import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AgencyStatus, UserRole } from '@rumo/core';
import { agencies, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/password.ts';

const DAY_MS = 86_400_000;
export const TEST_PASSWORD = 'senha-de-teste-123';

export interface AgencyOptions {
  status?: AgencyStatus;
  trialDaysLeft?: number;
  plan?: string | null;
  name?: string;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  role: UserRole;
}

export interface TestAgency {
  id: number;
  name: string;
  owner: TestUser;
}

/** Builds test data through the real database; every call makes a new, isolated agency. */
export function factories(app: FastifyInstance) {
  const unique = () => crypto.randomBytes(5).toString('hex');

  async function user(agencyId: number | null, role: UserRole = 'staff', overrides: { email?: string } = {}): Promise<TestUser> {
    const email = overrides.email ?? `${role}-${unique()}@agencia.test`;
    const [row] = await app.db
      .insert(users)
      .values({
        agency_id: agencyId,
        role,
        first_name: role === 'owner' ? 'Dona' : 'Colaborador',
        last_name: `Teste ${unique()}`,
        email,
        password_hash: await hashPassword(TEST_PASSWORD, app.config.passwordCost),
      })
      .returning({ id: users.id, version: users.token_version });
    const token = await app.tokens.issue({ userId: row!.id, version: row!.version });
    return { id: row!.id, email, password: TEST_PASSWORD, token, role };
  }

  async function agency(options: AgencyOptions = {}): Promise<TestAgency> {
    const name = options.name ?? `Agência ${unique()}`;
    const [row] = await app.db
      .insert(agencies)
      .values({
        name,
        status: options.status ?? 'trial',
        plan: options.plan ?? null,
        trial_ends_at: new Date(Date.now() + (options.trialDaysLeft ?? 10) * DAY_MS - 60_000),
      })
      .returning({ id: agencies.id });
    const owner = await user(row!.id, 'owner');
    return { id: row!.id, name, owner };
  }

  async function setStatus(agencyId: number, status: AgencyStatus) {
    await app.db.update(agencies).set({ status }).where(eq(agencies.id, agencyId));
  }

  return { agency, user, setStatus };
}

// ---------- trips (travels, travelers, trails) ----------
import * as tripSchema from '../src/db/schema/index.ts';

/** Customers, dependents and trips straight in the database, for the trip tests. */
export function tripFactories(app: FastifyInstance) {
  const unique = () => crypto.randomBytes(4).toString('hex');

  async function customer(agencyId: number, values: { first_name?: string; last_name?: string; picture?: string | null } = {}) {
    const [row] = await app.db
      .insert(tripSchema.customers)
      .values({ agency_id: agencyId, first_name: values.first_name ?? 'Cliente', last_name: values.last_name ?? `Teste ${unique()}`, picture: values.picture ?? null })
      .returning();
    return row!;
  }

  async function dependent(agencyId: number, customerId: number, values: { first_name?: string; degree?: (typeof tripSchema.dependents.$inferInsert)['degree'] } = {}) {
    const [row] = await app.db
      .insert(tripSchema.dependents)
      .values({ agency_id: agencyId, customer_id: customerId, first_name: values.first_name ?? 'Dependente', last_name: `Teste ${unique()}`, degree: values.degree ?? 'filho', birth_date: '2015-06-18' })
      .returning();
    return row!;
  }

  /** A trip; going/back as "yyyy-mm-dd" are stored at 12:00:00 -03:00. */
  async function travel(
    agencyId: number,
    customerId: number,
    values: { name?: string; going?: string; back?: string; created_by?: number | null; last_access?: Date | null } = {},
  ) {
    const at = (date: string) => new Date(`${date}T12:00:00-03:00`);
    const [row] = await app.db
      .insert(tripSchema.travels)
      .values({
        agency_id: agencyId,
        customer_id: customerId,
        name: values.name ?? `Viagem ${unique()}`,
        going: at(values.going ?? '2030-05-01'),
        back: at(values.back ?? values.going ?? '2030-05-10'),
        screenplay: ['Lisboa'],
        created_by: values.created_by ?? null,
        last_access: values.last_access ?? null,
      })
      .returning();
    return row!;
  }

  return { customer, dependent, travel };
}

// ---------- itinerary items (vouchers, financial, share, trip PDF) ----------
import { trailTimeline, type TrailType } from '@rumo/core';

/** Itinerary items and travellers straight in the database, for the voucher, financial, share and PDF tests. */
export function itineraryFactories(app: FastifyInstance) {
  async function trail(
    agencyId: number,
    travelId: number,
    values: {
      type?: TrailType;
      details?: Record<string, unknown>;
      currency?: string;
      investment?: string | null;
      sale_price?: string | null;
      payment_method?: string | null;
      notes?: string | null;
      position?: number;
    } = {},
  ) {
    const type = values.type ?? 'activity';
    const details = values.details ?? { name: 'Passeio', starts_at: '2030-05-02T09:00:00' };
    const { starts_at, ends_at } = trailTimeline({ type, ...details } as { type: TrailType });
    const [row] = await app.db
      .insert(tripSchema.trails)
      .values({
        agency_id: agencyId,
        travel_id: travelId,
        type,
        starts_at,
        ends_at,
        details,
        currency: values.currency ?? 'BRL',
        investment: values.investment ?? null,
        sale_price: values.sale_price ?? null,
        payment_method: values.payment_method ?? null,
        notes: values.notes ?? null,
        position: values.position ?? 0,
      })
      .returning();
    return row!;
  }

  async function traveler(agencyId: number, travelId: number, person: { customer_id: number } | { dependent_id: number }) {
    const [row] = await app.db
      .insert(tripSchema.travelers)
      .values({ agency_id: agencyId, travel_id: travelId, ...person })
      .returning();
    return row!;
  }

  return { trail, traveler };
}
