/*
 * Which segment statuses leave the traveller without a seat on the flight. Such segments are still
 * listed (the agent must see a cancelled or refused leg to act on it), flagged `held: false`, and
 * never become flights of a trip. No imports: the web page loads this without the airport tables.
 *
 *   HX, XX, XK, XL  cancelled (by the airline, the agent, a schedule change, from the waitlist)
 *   UN              unable: flight not operating (the old leg of a schedule change)
 *   UC, NO          unable to confirm / no action taken: the request was refused or never answered
 *   US, UU          unable to sell: waitlisted instead, no seat yet
 *   WK, WL          was confirmed / waitlisted before a schedule change: the old leg (TK / TL is the new one)
 *
 * Held or pending (listed as flights): HK KK KL TK RR HS SS GK (confirmed), HL LL TL (waitlisted
 * by request), NN HN PN RQ DK BK MK SC TN (requested, passive, schedule change accepted), FLWN (flown).
 */
export const NOT_HELD_STATUSES: ReadonlySet<string> = new Set([
  'HX',
  'XX',
  'XK',
  'XL',
  'UN',
  'UC',
  'NO',
  'US',
  'UU',
  'WK',
  'WL',
]);

/** False when the status says the traveller holds no seat on the flight; true otherwise (also when unknown). */
export function isHeldStatus(status: string | null | undefined): boolean {
  return !status || !NOT_HELD_STATUSES.has(status.trim().toUpperCase().replace(/\d+$/, ''));
}
