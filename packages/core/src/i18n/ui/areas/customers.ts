import type { Widen } from '../types.ts';

/** Screen text of the customers area; es and en have exactly the keys of pt. */
export const customersPt = {} as const;

export const customersEs: Widen<typeof customersPt> = {};

export const customersEn: Widen<typeof customersPt> = {};
