/** Escapes %, _ and \ for a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[%_\\]/g, (c) => `\\${c}`);

/** A contains-match pattern for LIKE / ILIKE. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;
