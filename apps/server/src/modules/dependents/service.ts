import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Degree, DependentCreate, DependentUpdate, Gender } from '@rumo/core';
import { dependents, documents } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { normalizeOptionalPhone } from '../../lib/phone.ts';
import { audit } from '../../platform/audit/audit.ts';
import { saveDataUrl } from '../../platform/storage/uploads.ts';
import { IMAGE_RULES } from '../account/service.ts';
import { scoped } from '../../platform/context/scoped.ts';

type DependentRow = typeof dependents.$inferSelect;

const toDependent = (app: FastifyInstance, row: DependentRow) => ({
  id: row.id,
  customer_id: row.customer_id,
  first_name: row.first_name,
  last_name: row.last_name,
  degree: row.degree as Degree,
  birth_date: row.birth_date,
  cpf: row.cpf,
  gender: (row.gender as Gender | null) ?? null,
  nationality: row.nationality,
  email: row.email,
  phone: row.phone,
  picture: app.fileUrls.url(row.picture),
  notes: row.notes,
  created_at: row.created_at,
});

async function findDependent(app: FastifyInstance, agencyId: number, id: number): Promise<DependentRow> {
  const [row] = await app.db
    .select()
    .from(dependents)
    .where(and(eq(dependents.id, id), eq(dependents.agency_id, agencyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const savePicture = async (app: FastifyInstance, value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : (await saveDataUrl(app.storage, value, 'dependents', 'picture', IMAGE_RULES)).key;

/** GET /customers/dependents/cus/{customer id} */
export async function listDependents(app: FastifyInstance, agencyId: number, customerId: number) {
  await scoped({ db: app.db, agencyId }).customers.require(customerId);
  const rows = await app.db
    .select()
    .from(dependents)
    .where(and(eq(dependents.agency_id, agencyId), eq(dependents.customer_id, customerId)))
    .orderBy(asc(dependents.first_name), asc(dependents.last_name), asc(dependents.id));
  return rows.map((row) => toDependent(app, row));
}

export async function createDependent(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, input: DependentCreate) {
  await scoped({ db: app.db, agencyId }).customers.require(input.customer_id);
  const phone = normalizeOptionalPhone(input.phone) ?? null;
  const picture = (await savePicture(app, input.picture)) ?? null;
  const [row] = await app.db
    .insert(dependents)
    .values({
      agency_id: agencyId,
      customer_id: input.customer_id,
      first_name: input.first_name,
      last_name: input.last_name,
      degree: input.degree,
      birth_date: input.birth_date ?? null,
      cpf: input.cpf ?? null,
      gender: input.gender ?? null,
      nationality: input.nationality ?? null,
      email: input.email ?? null,
      phone,
      picture,
      notes: input.notes ?? null,
    })
    .returning();
  await audit(app, request, { agencyId, userId, action: 'create', entity: 'dependent', entityId: row!.id, details: { customer_id: input.customer_id } });
  return toDependent(app, row!);
}

export async function updateDependent(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, input: DependentUpdate) {
  const current = await findDependent(app, agencyId, input.id);
  const picture = await savePicture(app, input.picture);
  const [row] = await app.db
    .update(dependents)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      degree: input.degree,
      birth_date: input.birth_date,
      cpf: input.cpf,
      gender: input.gender,
      nationality: input.nationality,
      email: input.email,
      phone: normalizeOptionalPhone(input.phone),
      picture,
      notes: input.notes,
      updated_at: new Date(),
    })
    .where(and(eq(dependents.id, current.id), eq(dependents.agency_id, agencyId)))
    .returning();
  if (picture !== undefined && current.picture && current.picture !== picture) await app.storage.delete(current.picture).catch(() => {});
  const fields = Object.entries(input).filter(([key, value]) => key !== 'id' && value !== undefined).map(([key]) => key);
  await audit(app, request, { agencyId, userId, action: 'update', entity: 'dependent', entityId: current.id, details: { fields } });
  return toDependent(app, row!);
}

/** Deletes a dependent; their documents go with them (cascade) and the stored files are removed. */
export async function deleteDependent(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, id: number) {
  const current = await findDependent(app, agencyId, id);
  const files = await app.db
    .select({ key: documents.file_key })
    .from(documents)
    .where(and(eq(documents.agency_id, agencyId), eq(documents.dependent_id, current.id)));
  await app.db.delete(dependents).where(and(eq(dependents.id, current.id), eq(dependents.agency_id, agencyId)));
  const keys = [current.picture, ...files.map((f) => f.key)].filter((key): key is string => !!key);
  await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
  await audit(app, request, { agencyId, userId, action: 'delete', entity: 'dependent', entityId: current.id, details: { customer_id: current.customer_id } });
}
