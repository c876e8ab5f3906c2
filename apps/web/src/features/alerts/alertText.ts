import type { AlertKind } from '@rumo/core';
import { formatDateBR } from '@rumo/core';
import i18n from '../../app/i18n.ts';
import { agencyZone } from '../../app/agencyZone.ts';

/** The placeholders of alertTemplates.*, kept as written so the agent sees and can move them. */
const PLACEHOLDERS = { customer: '{{customer}}', trip: '{{trip}}', date: '{{date}}' };

/** The kind's predefined message with its placeholders, or '' for a custom alert. */
export function alertTemplate(kind: AlertKind): string {
  return kind === 'custom' ? '' : i18n.t(`alertTemplates.${kind}`, PLACEHOLDERS);
}

export interface AlertTrip {
  name: string;
  going: string;
  back: string;
  customer: { first_name: string };
}

/** The text as the client will read it: the placeholders filled like the server fills them. */
export function fillAlertText(message: string, trip: AlertTrip, kind: AlertKind): string {
  return message
    .replaceAll('{{customer}}', trip.customer.first_name)
    .replaceAll('{{trip}}', trip.name)
    .replaceAll('{{date}}', formatDateBR(kind === 'return' ? trip.back : trip.going, agencyZone()));
}
