import { z } from 'zod';
import type { MessageKey } from './i18n/types.ts';

type RawIssue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>["customError"]>>[0];

/**
 * Maps a zod issue without a custom message to a shared message key, so the server and the web
 * show the same localised text. Custom messages in schemas are keys already and win over this.
 */
export function zodIssueMessageKey(issue: RawIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooSmall';
      return 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'date' || issue.format === 'datetime') return 'validation.dateInvalid';
      if (issue.format === 'time') return 'validation.timeInvalid';
      return 'validation.invalid';
    case 'invalid_value':
    case 'invalid_union':
      return 'validation.invalidChoice';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

let installed = false;
/** Makes every zod message in this process a shared message key. Idempotent. */
export function installZodMessageKeys(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => zodIssueMessageKey(issue) });
}

/** Interpolation values a message key may use, taken from a zod issue's details. */
export function zodIssueParams(issue: { minimum?: unknown; maximum?: unknown }): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  return params;
}

installZodMessageKeys();
