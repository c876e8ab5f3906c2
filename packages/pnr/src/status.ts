import type { StatusText } from './types.ts';

const STATUS: Record<string, StatusText> = {
  HK: { pt: 'Confirmado', es: 'Confirmado', en: 'Confirmed' },
  KK: { pt: 'Confirmado pela companhia', es: 'Confirmado por la aerolínea', en: 'Confirmed by the airline' },
  KL: {
    pt: 'Confirmado da lista de espera',
    es: 'Confirmado desde lista de espera',
    en: 'Confirmed from waitlist',
  },
  TK: {
    pt: 'Confirmado com mudança de horário',
    es: 'Confirmado con cambio de horario',
    en: 'Confirmed with schedule change',
  },
  RR: { pt: 'Reconfirmado', es: 'Reconfirmado', en: 'Reconfirmed' },
  HS: { pt: 'Vendido (confirmado)', es: 'Vendido (confirmado)', en: 'Sold (confirmed)' },
  SS: { pt: 'Vendido (confirmado)', es: 'Vendido (confirmado)', en: 'Sold (confirmed)' },
  GK: {
    pt: 'Segmento passivo confirmado',
    es: 'Segmento pasivo confirmado',
    en: 'Passive segment, confirmed',
  },
  BK: { pt: 'Segmento passivo reservado', es: 'Segmento pasivo reservado', en: 'Passive segment, booked' },
  DK: {
    pt: 'Reservado (aguardando envio)',
    es: 'Reservado (pendiente de envío)',
    en: 'Booked (not yet sent to the airline)',
  },
  MK: {
    pt: 'Segmento passivo de outro sistema',
    es: 'Segmento pasivo de otro sistema',
    en: 'Passive segment from another system',
  },
  HL: { pt: 'Lista de espera', es: 'Lista de espera', en: 'Waitlisted' },
  LL: { pt: 'Lista de espera solicitada', es: 'Lista de espera solicitada', en: 'Waitlist requested' },
  TL: {
    pt: 'Lista de espera com mudança de horário',
    es: 'Lista de espera con cambio de horario',
    en: 'Waitlisted, schedule changed',
  },
  NN: { pt: 'Solicitado', es: 'Solicitado', en: 'Requested (need)' },
  HN: {
    pt: 'Solicitado, aguardando resposta',
    es: 'Solicitado, esperando respuesta',
    en: 'Requested, awaiting reply',
  },
  PN: { pt: 'Pendente de confirmação', es: 'Pendiente de confirmación', en: 'Pending confirmation' },
  RQ: { pt: 'Solicitado', es: 'Solicitado', en: 'Requested' },
  US: {
    pt: 'Não vendido, em lista de espera',
    es: 'No vendido, en lista de espera',
    en: 'Unable to sell, waitlisted',
  },
  UU: {
    pt: 'Indisponível, em lista de espera',
    es: 'No disponible, en lista de espera',
    en: 'Unable, waitlisted',
  },
  UC: { pt: 'Indisponível, não confirmado', es: 'No disponible, no confirmado', en: 'Unable to confirm' },
  UN: {
    pt: 'Voo cancelado / inexistente',
    es: 'Vuelo cancelado / inexistente',
    en: 'Unable, flight not operating',
  },
  NO: { pt: 'Sem ação tomada', es: 'Sin acción tomada', en: 'No action taken' },
  HX: { pt: 'Cancelado pela companhia', es: 'Cancelado por la aerolínea', en: 'Cancelled by the airline' },
  XX: { pt: 'Cancelado', es: 'Cancelado', en: 'Cancelled' },
  XK: {
    pt: 'Cancelado (mudança de horário)',
    es: 'Cancelado (cambio de horario)',
    en: 'Cancelled (schedule change)',
  },
  WK: {
    pt: 'Horário anterior (mudança de horário)',
    es: 'Horario anterior (cambio de horario)',
    en: 'Was confirmed, schedule changed',
  },
  WL: {
    pt: 'Lista de espera (horário alterado)',
    es: 'Lista de espera (horario cambiado)',
    en: 'Was waitlisted, schedule changed',
  },
  SC: { pt: 'Mudança de horário', es: 'Cambio de horario', en: 'Schedule change' },
  TN: {
    pt: 'Solicitado com mudança de horário',
    es: 'Solicitado con cambio de horario',
    en: 'Requested, schedule changed',
  },
  FLWN: { pt: 'Voado', es: 'Volado', en: 'Flown' },
};

/** Meaning of a segment status code in pt / es / en, or null when unknown. */
export function statusMeaning(code: string | null | undefined): StatusText | null {
  if (!code) return null;
  const key = String(code).trim().toUpperCase().replace(/\d+$/, '');
  return STATUS[key] ?? null;
}

export function isKnownStatus(code: string): boolean {
  return statusMeaning(code) !== null;
}
