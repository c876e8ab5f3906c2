import { ROUTES } from '@rumo/core';

export interface SigninPayload {
  email: string;
  password: string;
}

type Translate = (key: 'validation.required' | 'validation.email') => string;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in form's checks, by hand on purpose: the sign-in page is the first load and stays
 * free of zod and the schemas; the server checks again and answers {field: [messages]}.
 */
export function validateSignin(values: SigninPayload, t: Translate): Partial<Record<keyof SigninPayload, string>> {
  const errors: Partial<Record<keyof SigninPayload, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = t('validation.required');
  else if (!EMAIL.test(email)) errors.email = t('validation.email');
  if (!values.password) errors.password = t('validation.required');
  return errors;
}

/** Query parameter of /login naming where the user was going (set by the app's guards). */
export const RETURN_PARAM = 'from';

/** Where to go after signing in: the page asked for when it is one of ours, else home. */
export function returnTarget(search: string): string {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(ROUTES.login) ? from : ROUTES.home;
}
