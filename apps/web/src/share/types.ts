import type { SharedTrip as SharedTripWire } from '@rumo/core';

/** The public trip as it arrives: instants as ISO strings. */
type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;
export type SharedTrip = Wire<SharedTripWire>;
export type TripItem = SharedTrip['itinerary'][number];
export type TripVoucher = SharedTrip['vouchers'][number];
