import {
  IconBed,
  IconBulb,
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
import type { Locale, TrailType } from '@rumo/core';
// The zod-free module, so the light trip page can share these icons.
import { ITINERARY_ACTIVITIES } from '@rumo/core/activities';

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
  bulb: IconBulb,
  'shield-check': IconShieldCheck,
};

export const trailIcon = (type: TrailType): Icon => ICONS[ITINERARY_ACTIVITIES[type].icon] ?? IconDots;

export const trailTypeLabel = (type: TrailType, locale: Locale): string => ITINERARY_ACTIVITIES[type].labels[locale];
