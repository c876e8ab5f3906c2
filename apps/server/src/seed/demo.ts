import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, DEFAULT_TIME_ZONE, todayIn, TRIAL_DAYS, zonedInstant } from '@rumo/core';
import { agencies, checklistTasks, customers, dependents, trails, travelers, travels, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { scoped, type Unstamped } from '../platform/context/scoped.ts';

export const DEMO_EMAIL = 'demo@rumo.app';
const DAY_MS = 86_400_000;

export interface DemoLogin {
  created: boolean;
  email: string;
  password: string;
}

/** The demo agency's zone: the default one of every new agency. */
const ZONE = DEFAULT_TIME_ZONE;
/** A calendar date n days from today on the demo agency's clock, as yyyy-mm-dd. */
const dayFromToday = (n: number): string => addDays(todayIn(ZONE), n);
/** A trip's day: noon on the agency's clock, as the trip form stores it. */
const at = (days: number) => zonedInstant(dayFromToday(days), '12:00:00', ZONE);
/** A wall-clock time on the agency's clock. */
const clock = (days: number, time: string) => zonedInstant(dayFromToday(days), time, ZONE);
const localTime = (days: number, time: string) => `${dayFromToday(days)}T${time}:00`;

/**
 * Creates the demo agency once, on an empty database: an owner and a staff member, a few clients
 * with a dependent, and trips around today with itineraries and open checklist tasks.
 */
export async function seedDemo(app: FastifyInstance): Promise<DemoLogin> {
  const password = process.env.DEMO_PASSWORD || 'rumo-demo-2026';
  const [{ count } = { count: 0 }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(agencies);
  if (count > 0) return { created: false, email: DEMO_EMAIL, password };

  await app.db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: 'Rumo Demo Viagens',
        document: '11222333000181',
        phone: '+5511987654321',
        email: DEMO_EMAIL,
        status: 'trial',
        trial_ends_at: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
        address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', city: 'São Paulo', state: 'SP', country: 'BR' },
      })
      .returning({ id: agencies.id });
    const { row } = scoped({ db: tx, agencyId: agency!.id });
    const hash = await hashPassword(password, app.config.passwordCost);
    const [owner, staff] = await tx
      .insert(users)
      .values([
        row({ role: 'owner' as const, first_name: 'Marina', last_name: 'Souza', email: DEMO_EMAIL, password_hash: hash }),
        row({ role: 'staff' as const, first_name: 'Rafael', last_name: 'Lima', email: 'rafael@rumo.app', password_hash: hash }),
      ])
      .returning({ id: users.id });

    const people = await tx
      .insert(customers)
      .values([
        { first_name: 'Ana', last_name: 'Ribeiro', email: 'ana.ribeiro@exemplo.com.br', phone: '+5511991234567', birth_date: '1986-04-12', nationality: 'BR', personality_tags: ['praia', 'gastronomia'], trips_per_year: 3 },
        { first_name: 'Carlos', last_name: 'Mendes', email: 'carlos.mendes@exemplo.com.br', phone: '+5521998765432', birth_date: '1979-09-30', nationality: 'BR', personality_tags: ['aventura'], trips_per_year: 2, mileage: 84000 },
        { first_name: 'Beatriz', last_name: 'Alves', email: 'bia.alves@exemplo.com.br', phone: '+5531987651234', birth_date: '1992-01-05', nationality: 'BR', personality_tags: ['cultura', 'compras'], trips_per_year: 4 },
        { first_name: 'João', last_name: 'Pereira', email: 'joao.pereira@exemplo.com.br', phone: '+5541999887766', birth_date: '1965-11-20', nationality: 'BR', trips_per_year: 1 },
      ].map((c) => row({ ...c, created_by: owner!.id })))
      .returning({ id: customers.id });
    const [ana, carlos, beatriz, joao] = people.map((p) => p.id) as [number, number, number, number];

    const [lucas] = await tx
      .insert(dependents)
      .values(row({ customer_id: ana, first_name: 'Lucas', last_name: 'Ribeiro', degree: 'filho', birth_date: '2015-06-18' }))
      .returning({ id: dependents.id });

    const trips = await tx
      .insert(travels)
      .values([
        { customer_id: ana, name: 'Férias em Lisboa e Porto', going: at(3), back: at(12), screenplay: ['Lisboa', 'Porto'], created_by: owner!.id },
        { customer_id: carlos, name: 'Patagônia', going: at(-2), back: at(6), screenplay: ['El Calafate', 'Ushuaia'], created_by: staff!.id },
        { customer_id: beatriz, name: 'Nova York', going: at(15), back: at(22), screenplay: ['Nova York'], created_by: owner!.id },
        { customer_id: joao, name: 'Cruzeiro pelo Caribe', going: at(30), back: at(38), screenplay: ['Miami', 'Nassau', 'Cozumel'], created_by: staff!.id },
      ].map(row))
      .returning({ id: travels.id });
    const [lisboa, patagonia, novaYork] = trips.map((t) => t.id) as [number, number, number, number];

    await tx.insert(travelers).values([
      row({ travel_id: lisboa, customer_id: ana }),
      row({ travel_id: lisboa, dependent_id: lucas!.id }),
      row({ travel_id: patagonia, customer_id: carlos }),
      row({ travel_id: novaYork, customer_id: beatriz }),
    ]);

    await tx.insert(trails).values(([
      {
        travel_id: lisboa, type: 'flight', position: 0, currency: 'BRL', investment: '4870.00', sale_price: '5480.00', payment_method: 'credit_card',
        starts_at: clock(3, '22:05:00'),
        details: { airline: 'TP', locator: 'KX7P2Q', flight_number: '88', departure_city: 'São Paulo (GRU)', arrival_city: 'Lisboa (LIS)', departure_at: localTime(3, '22:05'), arrival_at: localTime(4, '11:40') },
      },
      {
        travel_id: lisboa, type: 'hotel', position: 1, currency: 'EUR', investment: '1260.00', sale_price: '1450.00', payment_method: 'pix',
        starts_at: new Date(`${dayFromToday(4)}T14:00:00Z`),
        details: { hotel: 'Hotel Avenida Palace', reservation_code: 'AVP-55120', responsible_name: 'Ana Ribeiro', room_type: 'Duplo superior', guest_count: 2, check_in: dayFromToday(4), check_out: dayFromToday(8), nights: 4 },
      },
      {
        travel_id: patagonia, type: 'flight', position: 0, currency: 'BRL', investment: '3120.00', sale_price: '3590.00', payment_method: 'credit_card',
        starts_at: clock(-2, '08:15:00'),
        details: { airline: 'AR', locator: 'QH4TZ1', flight_number: '1249', departure_city: 'São Paulo (GRU)', arrival_city: 'Buenos Aires (AEP)', departure_at: localTime(-2, '08:15'), arrival_at: localTime(-2, '11:05') },
      },
    ] satisfies Unstamped<typeof trails.$inferInsert>[]).map(row));

    await tx.insert(checklistTasks).values([
      row({ travel_id: lisboa, user_id: owner!.id, name: 'Verificar passaporte', scheduled_to: clock(1, '23:59:00'), created_by: owner!.id }),
      row({ travel_id: lisboa, user_id: staff!.id, name: 'Assentos reservados', scheduled_to: clock(2, '23:59:00'), checked: true, checked_at: new Date(), created_by: owner!.id }),
      row({ travel_id: novaYork, user_id: staff!.id, name: 'Verificar visto', scheduled_to: clock(7, '23:59:00'), created_by: owner!.id }),
    ]);
  });
  return { created: true, email: DEMO_EMAIL, password };
}
