import type { Widen } from '../types.ts';

/** Screen text of the travels area; es and en have exactly the keys of pt. */
export const travelsPt = {} as const;

export const travelsEs: Widen<typeof travelsPt> = {};

export const travelsEn: Widen<typeof travelsPt> = {};
