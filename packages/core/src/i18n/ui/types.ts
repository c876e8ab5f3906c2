import type { uiPt } from './pt.ts';
import type { legalPt } from './legal/pt.ts';

/** Same keys as the Portuguese source, any strings; arrays keep their element shape. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

export type UiCatalog = Widen<typeof uiPt>;
export type LegalCatalog = Widen<typeof legalPt>;
