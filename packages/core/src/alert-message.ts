import type { Locale } from './constants.ts';
import type { AlertKind } from './enums.ts';
import { formatDateBR } from './dates.ts';
import { alertTextsEn } from './i18n/alert-texts/en.ts';
import { alertTextsEs } from './i18n/alert-texts/es.ts';
import { alertTextsPt } from './i18n/alert-texts/pt.ts';

const TEXTS = { pt: alertTextsPt, es: alertTextsEs, en: alertTextsEn } as const;

/** Meta's language code of each of our languages, for the templates' `language.code`. */
export const WHATSAPP_TEMPLATE_LANGUAGE: Record<Locale, string> = { pt: 'pt_BR', es: 'es', en: 'en_US' };
/** Default start of every template name: `rumo_<kind>` and `rumo_message` (WHATSAPP_TEMPLATE_PREFIX). */
export const DEFAULT_WHATSAPP_TEMPLATE_PREFIX = 'rumo_';
/** The template that carries a message the agent wrote (or changed), after the prefix. */
export const WHATSAPP_MESSAGE_TEMPLATE = 'message';

/** What fills an alert's placeholders: the client's first name, the trip's name, its date as dd/mm/yyyy, the agency. */
export interface AlertValues {
  customer: string;
  trip: string;
  date: string;
  agency: string;
}

/** The values of a trip's alert: {{date}} is the return day for 'return', else the going day, on the agency's clock. */
export function alertValues(
  kind: AlertKind,
  trip: { customer: string; trip: string; going: string | Date; back: string | Date; agency: string },
  timeZone: string,
): AlertValues {
  return {
    customer: trip.customer,
    trip: trip.trip,
    agency: trip.agency,
    date: formatDateBR(kind === 'return' ? trip.back : trip.going, timeZone),
  };
}

/** How the message reaches the client: it decides the words they read. */
export type AlertDelivery = 'email' | 'click_to_chat' | 'whatsapp_template';

export interface WhatsappTemplate {
  name: string;
  /** Meta's language code, e.g. pt_BR. */
  language: string;
  /** Named body parameters ({{customer}} in the registered template is the parameter "customer"). */
  parameters: { name: string; value: string }[];
}

export interface RenderedAlert {
  /** The words the client reads. */
  text: string;
  /** With the Cloud API: the approved template that carries them; null otherwise. */
  template: WhatsappTemplate | null;
}

const PLACEHOLDER = /\{\{\s*(customer|trip|date|agency|message)\s*\}\}/g;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** The kind's predefined message in a language, placeholders kept; '' for a custom alert. */
export function alertTemplateText(locale: Locale, kind: AlertKind): string {
  return kind === 'custom' ? '' : TEXTS[locale].templates[kind];
}

/** {{customer}}, {{trip}} and {{date}} filled in; anything else left as typed. */
export function fillAlertText(text: string, values: Pick<AlertValues, 'customer' | 'trip' | 'date'>): string {
  return fill(text, { customer: values.customer, trip: values.trip, date: values.date });
}

/** Meta refuses line breaks, tabs and more than four spaces in a row inside a template parameter. */
export function templateParameterText(text: string): string {
  return text
    .replace(/\s*[\n\r\t]+\s*/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
}

/** The named placeholders of a text, in order of first appearance. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * The message exactly as the client will read it, shared by the composer's preview and the
 * sender so the two cannot drift. `message` may still hold placeholders (the composer) or be
 * filled already (the stored alert). E-mail and click-to-chat carry the text as it is. The Cloud
 * API carries templates: the kind's own (`<prefix><kind>`) when the text is still the kind's
 * predefined message in the client's language, else `<prefix>message`, which wraps the agent's
 * words (on one line: Meta's rule for parameters) between a greeting and a reply hint.
 */
export function renderAlert(input: {
  kind: AlertKind;
  message: string;
  locale: Locale;
  values: AlertValues;
  delivery: AlertDelivery;
  templatePrefix?: string;
}): RenderedAlert {
  const { kind, locale, values, delivery } = input;
  const text = fillAlertText(input.message, values).trim();
  if (delivery !== 'whatsapp_template') return { text, template: null };
  const prefix = input.templatePrefix ?? DEFAULT_WHATSAPP_TEMPLATE_PREFIX;
  const language = WHATSAPP_TEMPLATE_LANGUAGE[locale];
  const predefined = alertTemplateText(locale, kind);
  if (predefined && text === fillAlertText(predefined, values)) {
    const parameters = placeholdersOf(predefined).map((name) => ({
      name,
      value: values[name as keyof AlertValues],
    }));
    return { text, template: { name: `${prefix}${kind}`, language, parameters } };
  }
  const wrapper = TEXTS[locale].whatsappMessage;
  const params: Record<string, string> = {
    agency: templateParameterText(values.agency),
    message: templateParameterText(text),
  };
  return {
    text: fill(wrapper, params),
    template: {
      name: `${prefix}${WHATSAPP_MESSAGE_TEMPLATE}`,
      language,
      parameters: placeholdersOf(wrapper).map((name) => ({ name, value: params[name]! })),
    },
  };
}
