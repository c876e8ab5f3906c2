import type { ReactNode } from 'react';
import {
  TRAIL_FIELDS,
  TRAIL_SHARED_FIELDS,
  TRAIL_TYPES,
  trailCreateSchema,
  trailUpdateSchema,
  type FieldSpec,
  type TrailType,
} from '@rumo/core';
import i18n from '../../../app/i18n.ts';
import { dateTimeError } from './DateTimeField.tsx';
import type { TrailItem } from '../useTravels.ts';

/**
 * The one itinerary form's values: every field of every type, flat, as the inputs hold them
 * (datetime as "yyyy-mm-ddTHH:MM", numbers as number or ''). TRAIL_FIELDS says which ones a type
 * sends.
 */
export type TrailFormValues = { type: TrailType } & Record<string, string | number>;

export const fieldsOf = (type: TrailType): readonly FieldSpec[] => TRAIL_FIELDS[type];
export const SHARED_FIELDS = TRAIL_SHARED_FIELDS;

const allSpecs = (): FieldSpec[] => {
  const byName = new Map<string, FieldSpec>();
  for (const type of TRAIL_TYPES) for (const spec of TRAIL_FIELDS[type]) byName.set(spec.name, spec);
  for (const spec of TRAIL_SHARED_FIELDS) byName.set(spec.name, spec);
  return [...byName.values()];
};

/** Empty form, or the item being edited. */
export function trailFormValues(trail: TrailItem | null, type: TrailType = 'flight'): TrailFormValues {
  const source = (trail ?? {}) as Record<string, unknown>;
  const values: TrailFormValues = { type: trail?.type ?? type };
  for (const spec of allSpecs()) {
    const raw = source[spec.name];
    if (raw == null) values[spec.name] = '';
    else if (spec.kind === 'datetime') values[spec.name] = String(raw).slice(0, 16);
    else if (spec.kind === 'number') values[spec.name] = Number(raw);
    else values[spec.name] = String(raw);
  }
  values.currency = (values.currency as string) || 'BRL';
  return values;
}

/** The request body of POST or PUT /travels/trail for the chosen type. */
export function trailPayload(values: TrailFormValues, target: { travelId: number; id?: number }): Record<string, unknown> {
  const payload: Record<string, unknown> = target.id ? { id: target.id, type: values.type } : { travel_id: target.travelId, type: values.type };
  for (const spec of [...fieldsOf(values.type), ...SHARED_FIELDS]) {
    const raw = values[spec.name];
    if (spec.kind === 'number') payload[spec.name] = raw === '' || raw == null ? null : Number(raw);
    else if (spec.kind === 'datetime') payload[spec.name] = raw ? `${String(raw)}:00` : '';
    else payload[spec.name] = typeof raw === 'string' ? raw.trim() : String(raw ?? '');
  }
  return payload;
}

/** The shared schema checks the form; empty dates and half-typed date-times get their own message. */
export function validateTrail(values: TrailFormValues, editing: boolean): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = {};
  const specs = [...fieldsOf(values.type), ...SHARED_FIELDS];
  for (const spec of specs) {
    const raw = String(values[spec.name] ?? '');
    if (spec.kind === 'datetime') {
      const key = dateTimeError(raw, spec.required);
      if (key) errors[spec.name] = i18n.t(key);
    } else if (spec.kind === 'date' && spec.required && !raw) {
      errors[spec.name] = i18n.t('validation.dateRequired');
    }
  }
  const schema = editing ? trailUpdateSchema : trailCreateSchema;
  const result = schema.safeParse(trailPayload(values, { travelId: 1, id: editing ? 1 : undefined }));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const key = issue.message.includes('.') ? issue.message : 'validation.invalid';
    errors[field] = i18n.t(key as 'validation.invalid');
  }
  return errors;
}

/** The part of the Mantine form the field inputs use. */
export interface TrailFormHandle {
  values: TrailFormValues;
  errors: Record<string, ReactNode>;
  setFieldValue: (path: string, value: string | number) => void;
  clearFieldError: (path: string) => void;
}
