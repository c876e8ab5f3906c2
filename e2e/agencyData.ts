import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, uniqueEmail, type Owner } from './support.ts';

/** Data of a test's own agency, made through the API as the owner would make it on screen. */

export type Headers = Record<string, string>;
export interface Trip {
  id: number;
  customer_id: number;
  name: string;
}

const DAY_MS = 86_400_000;

/** A calendar date n days from today in São Paulo (-03:00, a new agency's zone), as yyyy-mm-dd. */
export const dayFromToday = (n: number) => new Date(Date.now() - 3 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);

/** "yyyy-mm-dd" -> "dd/mm/yyyy". */
export const br = (ymd: string) => ymd.split('-').reverse().join('/');

/** A name no other test (or run) uses. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/**
 * Ana Ribeiro (mobile +55 11 99123-4567) and her son Lucas, the client the trip screens are tested
 * with. Phones are unique within an agency, so call it once per agency.
 */
export async function createAna(request: APIRequestContext, headers: Headers) {
  const ana = await created<{ id: number }>(
    await request.post('/api/v1/customers/', {
      headers,
      data: { first_name: 'Ana', last_name: 'Ribeiro', email: 'ana.ribeiro@exemplo.com.br', phone: '+5511991234567' },
    }),
  );
  await created(
    await request.post('/api/v1/customers/dependents', {
      headers,
      data: { customer_id: ana.id, first_name: 'Lucas', last_name: 'Ribeiro', degree: 'filho', birth_date: '2015-06-18' },
    }),
  );
  return ana;
}

/** A trip through POST /travels/, by default 40 to 45 days from today, in Lisboa. */
export async function createTrip(
  request: APIRequestContext,
  headers: Headers,
  customerId: number,
  { name = unique('Viagem e2e'), going = dayFromToday(40), back = dayFromToday(45), screenplay = ['Lisboa'] } = {},
): Promise<Trip> {
  return created<Trip>(
    await request.post('/api/v1/travels/', {
      headers,
      data: { name, customer_id: customerId, going: `${going}T12:00:00-03:00`, back: `${back}T12:00:00-03:00`, screenplay },
    }),
  );
}

/** An itinerary item of a trip; answers its id. */
export async function createTrail(request: APIRequestContext, headers: Headers, travelId: number, data: Record<string, unknown>) {
  return (await created<{ id: number }>(await request.post('/api/v1/travels/trail', { headers, data: { travel_id: travelId, ...data } }))).id;
}

/** A checklist task of the signed-in user (`scheduled_to` as "dd/mm/yyyy HH:MM:SS"), done when `checked`. */
export async function createTask(
  request: APIRequestContext,
  headers: Headers,
  body: { name: string; travel_id: number; scheduled_to: string },
  checked = false,
) {
  const info = (await (await request.get('/api/v1/agencies/accounts/info', { headers })).json()) as { user: { pk: number } };
  const { id } = await created<{ id: number }>(
    await request.post('/api/v1/travels/check-list', { headers, data: { ...body, user_id: Number(info.user.pk) } }),
  );
  if (checked) expect((await request.put('/api/v1/travels/check-list', { headers, data: { id, checked: true } })).status()).toBe(200);
  return id;
}

/** A staff member of the owner's agency with a password, so a test can sign in as them. */
export async function createStaff(request: APIRequestContext, headers: Headers, owner: Owner, firstName = 'Rafael', lastName = 'Lima') {
  const email = uniqueEmail(firstName.toLowerCase());
  await created(
    await request.post('/api/v1/agencies/staff', {
      headers,
      data: { first_name: firstName, last_name: lastName, email, password: owner.password },
    }),
  );
  return { email, password: owner.password, name: `${firstName} ${lastName}` };
}

/** The owner's bearer header and Ana, for spec files whose tests all start from her. */
export async function agencyWithAna(request: APIRequestContext, owner: Owner) {
  const headers = await authHeaders(request, owner);
  return { headers, ana: await createAna(request, headers) };
}
