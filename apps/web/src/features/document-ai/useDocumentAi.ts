import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DocumentExtractionResult, DocumentType, ExtractionField } from '@rumo/core';
import { api } from '../../api/client.ts';
import { dateBR } from '../customers/format.ts';
import { toAlpha2 } from './countryCodes.ts';

/** The document form's fields the reading fills in. */
export const FILLED_FIELDS = ['number', 'issue_date', 'expiry_date', 'issuing_country'] as const;
export type FilledField = (typeof FILLED_FIELDS)[number];
export type FilledValues = Partial<Record<FilledField, string>>;

/** The holder's data read on the document, shown beside the record (never written by the reading). */
export const PERSON_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'birth_date',
  'nationality',
  'gender',
  'cpf',
  'rg',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** Read on the document but with no field in the record: shown for the agent to note (SSP/SP, DETRAN-SP). */
export const NOTED_FIELDS = ['issuing_body'] as const;
export type NotedField = (typeof NOTED_FIELDS)[number];

/** Under this confidence a filled field is flagged to be checked. */
export const LOW_CONFIDENCE = 0.8;

/** Dark orange (Mantine's orange-9 is under 4.5:1 on white at the hint's small size). */
export const LOW_CONFIDENCE_COLOR = '#a8420a';

export interface ReadValue {
  /** As the form shows it (dd/mm/yyyy dates, alpha-2 countries). */
  value: string;
  confidence: number;
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** What the form shows for a read field: dates as dd/mm/yyyy, states as alpha-2. */
function formValue(field: ExtractionField, value: string): string {
  if (field.endsWith('_date')) return dateBR(value);
  if (field === 'issuing_country' || field === 'nationality') return toAlpha2(value) ?? value;
  return value;
}

function readValues<F extends ExtractionField>(
  result: DocumentExtractionResult,
  fields: readonly F[],
): Partial<Record<F, ReadValue>> {
  const read: Partial<Record<F, ReadValue>> = {};
  for (const field of fields) {
    const raw = result[field];
    if (typeof raw !== 'string' || !raw.trim()) continue;
    read[field] = {
      value: formValue(field, raw.trim()),
      confidence: result.confidences[field] ?? result.confidence,
    };
  }
  return read;
}

/**
 * "Ler com IA" of the document form: sends the chosen scan to POST /customers/{id}/agent/documents/
 * and hands the read values to the form (onFill) for the agent to check; nothing is saved here.
 */
export function useDocumentAi(customerId: number, onFill: (values: FilledValues) => void) {
  const [filled, setFilled] = useState<Partial<Record<FilledField, ReadValue>>>({});
  const [person, setPerson] = useState<Partial<Record<PersonField, ReadValue>>>({});
  const [noted, setNoted] = useState<Partial<Record<NotedField, ReadValue>>>({});
  const [elapsed, setElapsed] = useState(0);

  const mutation = useMutation({
    mutationFn: async ({ file, documentType }: { file: File; documentType: DocumentType }) =>
      api.post<DocumentExtractionResult>(`/customers/${customerId}/agent/documents/`, {
        file: await readFile(file),
        document_type: documentType,
      }),
    onMutate: () => {
      setFilled({});
      setPerson({});
      setNoted({});
    },
    onSuccess: (result) => {
      const values = readValues(result, FILLED_FIELDS);
      setFilled(values);
      setPerson(readValues(result, PERSON_FIELDS));
      setNoted(readValues(result, NOTED_FIELDS));
      onFill(
        Object.fromEntries(
          Object.entries(values).map(([field, read]) => [field, read.value]),
        ) as FilledValues,
      );
    },
  });

  // OCR takes 10-20 s: a running count tells the agent it is still working
  useEffect(() => {
    if (!mutation.isPending) return;
    setElapsed(0);
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [mutation.isPending]);

  return {
    read: (file: File, documentType: DocumentType) => mutation.mutate({ file, documentType }),
    reading: mutation.isPending,
    elapsed,
    error: mutation.error,
    done: mutation.isSuccess,
    filled,
    person,
    noted,
    /** The read value and confidence of a form field while it still holds what was read. */
    readOf: (field: FilledField, current: string | null | undefined): ReadValue | null => {
      const read = filled[field];
      return read && read.value === (current ?? '') ? read : null;
    },
  };
}

export type DocumentAi = ReturnType<typeof useDocumentAi>;
