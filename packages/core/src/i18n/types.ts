import type { messagesPt } from './messages/pt.ts';

/** Same shape as the Portuguese source, any strings. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MessageCatalog = Widen<typeof messagesPt>;

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every message key, e.g. 'validation.required'. */
export type MessageKey = Paths<typeof messagesPt>;
