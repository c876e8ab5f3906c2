import type { Locale } from './constants.ts';
import type { TrailType } from './enums.ts';

/**
 * The itinerary activity list: each trail type's label in pt, es and en and its icon (a Tabler
 * icon name, e.g. "plane" for IconPlane). Free of zod: the traveller's light trip page imports it.
 */
export const ITINERARY_ACTIVITIES: Record<TrailType, { icon: string; labels: Record<Locale, string> }> = {
  activity: { icon: 'ticket', labels: { pt: 'Atividade', es: 'Actividad', en: 'Activity' } },
  flight: { icon: 'plane', labels: { pt: 'Voo', es: 'Vuelo', en: 'Flight' } },
  hotel: { icon: 'bed', labels: { pt: 'Hospedagem', es: 'Alojamiento', en: 'Lodging' } },
  restaurant: { icon: 'tools-kitchen-2', labels: { pt: 'Restaurante', es: 'Restaurante', en: 'Restaurant' } },
  meeting: { icon: 'users', labels: { pt: 'Reunião', es: 'Reunión', en: 'Meeting' } },
  car: { icon: 'car', labels: { pt: 'Aluguel de carro', es: 'Alquiler de coche', en: 'Car rental' } },
  bus: { icon: 'bus', labels: { pt: 'Transporte terrestre', es: 'Transporte terrestre', en: 'Land transport' } },
  boat: { icon: 'ship', labels: { pt: 'Transporte marítimo', es: 'Transporte marítimo', en: 'Sea transport' } },
  other: { icon: 'bulb', labels: { pt: 'Dica', es: 'Consejo', en: 'Tip' } },
  shield: { icon: 'shield-check', labels: { pt: 'Seguro viagem', es: 'Seguro de viaje', en: 'Travel insurance' } },
};
