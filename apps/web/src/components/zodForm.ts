import type { ReactNode } from 'react';
import type { z } from 'zod';
import { zodIssueParams } from '@rumo/core';
import i18n from '../app/i18n.ts';

/**
 * A Mantine form `validate` function from a shared zod schema of @rumo/core: the schema's messages
 * are message keys (validation.*), translated here; each field shows its first issue under it,
 * at the issue's path joined by dots ('address.cep'). `extra` adds the checks the schema cannot
 * make (a password confirmation); its messages win over the schema's for the same field.
 */
export interface ZodValidateOptions<T> {
  /** The payload the schema checks, when the form holds other shapes (pickers, date ranges). */
  toInput?: (values: T) => unknown;
  /** Where an issue shows when the form's field names differ from the API's; undefined hides it. */
  fieldOf?: (path: string) => string | undefined;
}

export function zodValidate<T>(
  schema: z.ZodType,
  extra?: (values: T) => Record<string, ReactNode>,
  { toInput, fieldOf = (path) => path }: ZodValidateOptions<T> = {},
) {
  return (values: T): Record<string, ReactNode> => {
    const errors: Record<string, ReactNode> = {};
    const result = schema.safeParse(toInput ? toInput(values) : values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = fieldOf(issue.path.map(String).join('.'));
        if (path === undefined || path in errors) continue;
        const key = issue.message.includes('.') ? issue.message : 'validation.invalid';
        errors[path] = i18n.t(key as 'validation.invalid', zodIssueParams(issue as { minimum?: unknown; maximum?: unknown }));
      }
    }
    if (extra) {
      for (const [path, message] of Object.entries(extra(values))) {
        if (message) errors[path] = message;
      }
    }
    return errors;
  };
}
