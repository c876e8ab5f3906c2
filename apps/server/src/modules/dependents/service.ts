import { asc, eq } from 'drizzle-orm';
import type { Degree, DependentCreate, DependentUpdate, Gender } from '@rumo/core';
import { dependents, documents } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { normalizeOptionalPhone } from '../../lib/phone.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { inTransaction, type Context } from '../../platform/context/context.ts';
import { saveDataUrl } from '../../platform/storage/uploads.ts';
import { IMAGE_RULES } from '../account/service.ts';
import { scoped } from '../../platform/context/scoped.ts';

type DependentRow = typeof dependents.$inferSelect;

const toDependent = (ctx: Context, row: DependentRow) => ({
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
  picture: ctx.deps.fileUrls.url(row.picture),
  notes: row.notes,
  created_at: row.created_at,
});

async function findDependent(ctx: Context, id: number): Promise<DependentRow> {
  const [row] = await ctx.db
    .select()
    .from(dependents)
    .where(scoped(ctx).where(dependents, eq(dependents.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const savePicture = async (ctx: Context, value: string | null | undefined) =>
  value === undefined
    ? undefined
    : value === null
      ? null
      : (await saveDataUrl(ctx.deps.storage, value, 'dependents', 'picture', IMAGE_RULES)).key;

/** GET /customers/dependents/cus/{customer id} */
export async function listDependents(ctx: Context, customerId: number) {
  await scoped(ctx).customers.require(customerId);
  const rows = await ctx.db
    .select()
    .from(dependents)
    .where(scoped(ctx).where(dependents, eq(dependents.customer_id, customerId)))
    .orderBy(asc(dependents.first_name), asc(dependents.last_name), asc(dependents.id));
  return rows.map((row) => toDependent(ctx, row));
}

export async function createDependent(ctx: Context, input: DependentCreate) {
  await scoped(ctx).customers.require(input.customer_id);
  const phone = normalizeOptionalPhone(input.phone) ?? null;
  const picture = (await savePicture(ctx, input.picture)) ?? null;
  const row = await inTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(dependents)
      .values(
        scoped(tx).row({
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
        }),
      )
      .returning();
    await recordAudit(tx, {
      action: 'create',
      entity: 'dependent',
      entityId: created!.id,
      details: { customer_id: input.customer_id },
    });
    return created!;
  });
  return toDependent(ctx, row);
}

export async function updateDependent(ctx: Context, input: DependentUpdate) {
  const current = await findDependent(ctx, input.id);
  const picture = await savePicture(ctx, input.picture);
  const fields = Object.entries(input)
    .filter(([key, value]) => key !== 'id' && value !== undefined)
    .map(([key]) => key);
  const row = await inTransaction(ctx, async (tx) => {
    const [updated] = await tx.db
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
      .where(scoped(tx).where(dependents, eq(dependents.id, current.id)))
      .returning();
    await recordAudit(tx, {
      action: 'update',
      entity: 'dependent',
      entityId: current.id,
      details: { fields },
    });
    return updated!;
  });
  if (picture !== undefined && current.picture && current.picture !== picture)
    await ctx.deps.storage.delete(current.picture).catch(() => {});
  return toDependent(ctx, row);
}

/** Deletes a dependent; their documents go with them (cascade) and the stored files are removed. */
export async function deleteDependent(ctx: Context, id: number) {
  const current = await findDependent(ctx, id);
  const files = await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const docs = await tx.db
      .select({ key: documents.file_key })
      .from(documents)
      .where(scope.where(documents, eq(documents.dependent_id, current.id)));
    await tx.db.delete(dependents).where(scope.where(dependents, eq(dependents.id, current.id)));
    await recordAudit(tx, {
      action: 'delete',
      entity: 'dependent',
      entityId: current.id,
      details: { customer_id: current.customer_id },
    });
    return docs;
  });
  const keys = [current.picture, ...files.map((f) => f.key)].filter((key): key is string => !!key);
  await Promise.allSettled(keys.map((key) => ctx.deps.storage.delete(key)));
}
