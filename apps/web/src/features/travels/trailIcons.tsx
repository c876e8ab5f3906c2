import {
  IconBed,
  IconBus,
  IconCar,
  IconDots,
  IconPlane,
  IconShieldCheck,
  IconShip,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { ITINERARY_ACTIVITIES, type Locale, type TrailType } from '@rumo/core';

/** ITINERARY_ACTIVITIES names a Tabler icon per type ("plane" → IconPlane); only these ten are bundled. */
const ICONS: Record<string, Icon> = {
  ticket: IconTicket,
  plane: IconPlane,
  bed: IconBed,
  'tools-kitchen-2': IconToolsKitchen2,
  users: IconUsers,
  car: IconCar,
  bus: IconBus,
  ship: IconShip,
  dots: IconDots,
  'shield-check': IconShieldCheck,
};

export const trailIcon = (type: TrailType): Icon => ICONS[ITINERARY_ACTIVITIES[type].icon] ?? IconDots;

export const trailTypeLabel = (type: TrailType, locale: Locale): string => ITINERARY_ACTIVITIES[type].labels[locale];
