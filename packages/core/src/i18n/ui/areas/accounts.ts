import type { Widen } from '../types.ts';

/** Screen text of the accounts area; es and en have exactly the keys of pt. */
export const accountsPt = {} as const;

export const accountsEs: Widen<typeof accountsPt> = {};

export const accountsEn: Widen<typeof accountsPt> = {};
