import type { Widen } from '../types.ts';

/** Screen text of the pnr area; es and en have exactly the keys of pt. */
export const pnrPt = {} as const;

export const pnrEs: Widen<typeof pnrPt> = {};

export const pnrEn: Widen<typeof pnrPt> = {};
