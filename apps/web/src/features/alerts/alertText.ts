import {
  alertTemplateText,
  alertValues,
  renderAlert,
  type AlertChannel,
  type AlertDelivery,
  type AlertKind,
  type Locale,
  type RenderedAlert,
} from '@rumo/core';
import { agencyZone } from '../../app/agencyZone.ts';

export interface AlertTrip {
  name: string;
  going: string;
  back: string;
  customer: { first_name: string };
}

/** What decides the words a client reads: their language (the agency's), its name, and how WhatsApp goes. */
export interface ClientMessaging {
  locale: Locale;
  agencyName: string;
  /** The agency sends WhatsApp through the Cloud API (templates); else click-to-chat. */
  cloudApi: boolean;
}

/** The kind's predefined message in the client's language, placeholders kept so the agent can move them; '' for custom. */
export const alertTemplate = (locale: Locale, kind: AlertKind): string => alertTemplateText(locale, kind);

export function deliveryOf(channel: AlertChannel, cloudApi: boolean): AlertDelivery {
  if (channel === 'email') return 'email';
  return cloudApi ? 'whatsapp_template' : 'click_to_chat';
}

/** The message as the client will read it: the same function the server sends with. */
export function previewAlert(
  message: string,
  trip: AlertTrip,
  kind: AlertKind,
  channel: AlertChannel,
  messaging: ClientMessaging,
): RenderedAlert {
  return renderAlert({
    kind,
    message,
    locale: messaging.locale,
    values: alertValues(
      kind,
      {
        customer: trip.customer.first_name,
        trip: trip.name,
        going: trip.going,
        back: trip.back,
        agency: messaging.agencyName,
      },
      agencyZone(),
    ),
    delivery: deliveryOf(channel, messaging.cloudApi),
  });
}
