/**
 * Seeds one realistic agency in bulk (set-based SQL, no row-by-row inserts): 20 staff, 5,000
 * clients, 10,000 trips spread over three years around today, their travellers, 30,000 itinerary
 * items and 2,000 tasks. Returns what the bench needs to build its URLs.
 */
import type { Database } from '../../apps/server/src/db/client.ts';

export const SCALE = { staff: 20, customers: 5_000, travels: 10_000, trails: 30_000, tasks: 2_000 };

export interface ScaleSeed {
  agencyId: number;
  ownerId: number;
  customerIds: number[];
  travelIds: number[];
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Vitória', 'Lucas'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa'];
const CITIES = ['Lisboa', 'Paris', 'Roma', 'Orlando', 'Santiago', 'Buenos Aires', 'Cancún', 'Madri', 'Londres', 'Nova York'];
const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export async function seedScale(database: Database, passwordHash: string): Promise<ScaleSeed> {
  const q = database.executeSql;
  const [agency] = (
    await q(
      `insert into agencies (name, document, phone, email, status, trial_ends_at)
       values ('Agência Escala', '11222333000181', '+5511987650000', 'owner@escala.test', 'paid', now() + interval '30 days') returning id`,
      [],
    )
  ).rows;
  const agencyId = Number(agency!.id);
  await q(
    `insert into users (agency_id, role, first_name, last_name, email, password_hash)
     select $1, case when i = 1 then 'owner' else 'staff' end, (${arr(FIRST)})[1 + i % 20], (${arr(LAST)})[1 + (i * 7) % 20],
            'staff' || i || '@escala.test', $2
     from generate_series(1, ${SCALE.staff}) i`,
    [agencyId, passwordHash],
  );
  const staff = (await q(`select id from users where agency_id = $1 order by id`, [agencyId])).rows.map((r) => Number(r.id));
  const ownerId = staff[0]!;
  await q(
    `insert into customers (agency_id, first_name, last_name, email, phone, birth_date, cpf, created_by)
     select $1, (${arr(FIRST)})[1 + i % 20], (${arr(LAST)})[1 + (i / 20) % 20] || ' ' || (${arr(LAST)})[1 + (i * 13) % 20],
            'cliente' || i || '@exemplo.com.br', '+55119' || lpad(i::text, 8, '0'),
            date '1960-01-01' + (i * 37 % 18000), lpad((i * 7919)::text, 11, '0'), $2
     from generate_series(1, ${SCALE.customers}) i`,
    [agencyId, ownerId],
  );
  const customerIds = (await q(`select id from customers where agency_id = $1 order by id`, [agencyId])).rows.map((r) => Number(r.id));
  // Three years of departures at 12:00 -03:00, two years back and one ahead, 3 to 20 days each.
  await q(
    `insert into travels (agency_id, customer_id, name, going, back, screenplay, created_by, created_at)
     select $1, c.ids[1 + (i * 31) % array_length(c.ids, 1)], 'Viagem ' || (${arr(CITIES)})[1 + i % 10] || ' ' || i,
            g.going, g.going + ((3 + i % 18) || ' days')::interval,
            jsonb_build_array((${arr(CITIES)})[1 + i % 10]), s.ids[1 + i % array_length(s.ids, 1)], g.going - interval '60 days'
     from generate_series(1, ${SCALE.travels}) i
     cross join (select array_agg(id order by id) ids from customers where agency_id = $1) c
     cross join (select array_agg(id order by id) ids from users where agency_id = $1) s
     cross join lateral (select date_trunc('day', now() - interval '730 days') + interval '15 hours'
                                + ((i * 1095 / ${SCALE.travels}) || ' days')::interval as going) g`,
    [agencyId],
  );
  const travelIds = (await q(`select id from travels where agency_id = $1 order by id`, [agencyId])).rows.map((r) => Number(r.id));
  // The client, and on every third trip a companion.
  await q(
    `insert into travelers (agency_id, travel_id, customer_id)
     select agency_id, id, customer_id from travels where agency_id = $1
     union all
     select t.agency_id, t.id, c.id from travels t
     join lateral (select id from customers where agency_id = $1 and id <> t.customer_id and id % 50 = t.id % 50 limit 1) c on true
     where t.agency_id = $1 and t.id % 3 = 0`,
    [agencyId],
  );
  // Three items a trip: the outbound flight, the hotel, a car.
  await q(
    `insert into trails (agency_id, travel_id, type, starts_at, ends_at, details, position)
     select t.agency_id, t.id, k.type, t.going + k.offset_at, t.going + k.offset_at + interval '3 hours',
            case when k.type = 'flight' then jsonb_build_object('departure_at', to_char(t.going at time zone 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS'), 'flight_number', 'LA' || (t.id % 9000))
                 else jsonb_build_object('name', k.type || ' ' || t.id) end, k.position
     from travels t
     cross join (values ('flight', interval '0 hours', 0), ('hotel', interval '8 hours', 1), ('car', interval '9 hours', 2)) k(type, offset_at, position)
     where t.agency_id = $1`,
    [agencyId],
  );
  await q(
    `insert into checklist_tasks (agency_id, travel_id, user_id, name, scheduled_to, checked, created_by)
     select $1, tv.ids[1 + (i * 5) % array_length(tv.ids, 1)], s.ids[1 + i % array_length(s.ids, 1)], 'Tarefa ' || i,
            now() + ((i - ${SCALE.tasks / 2}) || ' hours')::interval, i % 4 = 0, s.ids[1]
     from generate_series(1, ${SCALE.tasks}) i
     cross join (select array_agg(id order by id) ids from travels where agency_id = $1) tv
     cross join (select array_agg(id order by id) ids from users where agency_id = $1) s`,
    [agencyId],
  );
  await q('analyze', []);
  return { agencyId, ownerId, customerIds, travelIds };
}
