/** The help centre's groups, in the order the page lists them. */
export const HELP_AREAS = ['travels', 'customers', 'agency', 'tools', 'privacy'] as const;
export type HelpArea = (typeof HELP_AREAS)[number];

/**
 * Every help article: its group and the screen it explains. The texts live in one file per
 * language (pt.ts, es.ts, en.ts), typed by these ids so no language can miss or add one.
 */
export const ARTICLES = {
  'trips-dashboard': { area: 'travels', screen: '/' },
  'trip-create': { area: 'travels', screen: '/' },
  'itinerary-pnr': { area: 'travels', screen: '/' },
  travelers: { area: 'travels', screen: '/' },
  vouchers: { area: 'travels', screen: '/' },
  financial: { area: 'travels', screen: '/' },
  alerts: { area: 'travels', screen: '/' },
  'checklist-tasks': { area: 'travels', screen: '/' },
  'customers-register': { area: 'customers', screen: '/clientes' },
  'customers-import-export': { area: 'customers', screen: '/clientes' },
  'customer-documents': { area: 'customers', screen: '/clientes' },
  staff: { area: 'agency', screen: '/colaboradores' },
  'my-account': { area: 'agency', screen: '/minha-conta' },
  'payments-plans': { area: 'agency', screen: '/pagamentos' },
  'pnr-decoder': { area: 'tools', screen: '/decodificador-pnr' },
  'privacy-lgpd': { area: 'privacy', screen: '/minha-conta' },
} as const satisfies Record<string, { area: HelpArea; screen: string }>;

export type ArticleId = keyof typeof ARTICLES;

/** One article's text: a title, a one-line summary for the list, then paragraphs and optional steps. */
export interface ArticleText {
  title: string;
  summary: string;
  paragraphs: readonly string[];
  /** Numbered steps, shown after the first paragraph. */
  steps?: readonly string[];
}

export type ArticleTexts = Record<ArticleId, ArticleText>;
