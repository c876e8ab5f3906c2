import { IconDownload, IconMapPin, IconPhone } from '@tabler/icons-react';
import { trailIcon } from '../features/travels/trailIcons.tsx';
import { dayMonth, shortDate, wallTime } from './format.ts';
import { t } from './i18n.ts';
import type { TripItem as Item, TripVoucher } from './types.ts';

type Fact = { label: string; value: string };
const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** "22:05 · 2 de mai." of a wall time on another day than the item's, else just the time. */
function timeOn(value: unknown, day: string | null): string {
  const time = wallTime(value);
  const date = str(value).slice(0, 10);
  return date && day && date !== day ? `${time} · ${dayMonth(date)}` : time;
}

/** The few facts a traveller looks for on each type of item, labelled. */
function factsOf(item: Item): Fact[] {
  const f = item.fields;
  const facts: [string, string][] = [];
  const add = (label: string, value: string) => value && facts.push([label, value]);
  switch (item.type) {
    case 'flight':
      add(t('fields.flight'), [str(f.airline), str(f.flight_number)].filter(Boolean).join(' '));
      add(t('fields.terminal'), str(f.terminal));
      add(t('fields.locator'), str(f.locator));
      break;
    case 'hotel':
      add(t('fields.checkIn'), f.check_in ? shortDate(str(f.check_in)) : '');
      add(t('fields.checkOut'), f.check_out ? shortDate(str(f.check_out)) : '');
      if (typeof f.nights === 'number' && f.nights > 0) facts.push(['', t('fields.nights', { count: f.nights })]);
      add(t('fields.room'), str(f.room_type));
      break;
    case 'car':
      add(t('fields.pickup'), timeOn(f.pickup_at, item.date));
      add(t('fields.return'), [timeOn(f.return_at, item.date), str(f.return_address)].filter(Boolean).join(' · '));
      break;
    case 'bus':
    case 'boat':
      add(t(item.type === 'bus' ? 'fields.seat' : 'fields.cabin'), str(item.type === 'bus' ? f.seat : f.cabin));
      break;
    case 'shield':
      add(t('fields.policy'), str(f.policy_number));
      add(t('fields.coverage'), str(f.coverage));
      add(t('fields.validity'), [f.start_date, f.end_date].filter(Boolean).map((d) => shortDate(str(d))).join(' – '));
      break;
    default:
      break;
  }
  if (item.type !== 'flight') add(t('fields.reservation'), str(f.reservation_code));
  return facts.map(([label, value]) => ({ label, value }));
}

/** Transport: "22:05 → 11:40 · 2 de mai." (local times of each end); others: the start time. */
function headline(item: Item): string {
  const f = item.fields;
  if (item.type === 'flight' || item.type === 'bus' || item.type === 'boat') {
    const from = wallTime(f.departure_at);
    const to = timeOn(f.arrival_at, item.date);
    return from && to ? `${from} → ${to}` : from;
  }
  const start = wallTime(f.starts_at);
  const end = wallTime(f.ends_at);
  return start && end ? `${start} – ${end}` : start;
}

/** A flight's title is its route (the airline and number are among its facts). */
function titleOf(item: Item): string {
  const f = item.fields;
  if (item.type === 'flight' && str(f.departure_city) && str(f.arrival_city)) return `${str(f.departure_city)} → ${str(f.arrival_city)}`;
  return item.description;
}

const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** One itinerary item as a compact card: icon, what and when, the codes to show at a counter, vouchers. */
export function TripItem({ item, vouchers, typeLabel }: { item: Item; vouchers: TripVoucher[]; typeLabel: string }) {
  const IconOf = trailIcon(item.type);
  const f = item.fields;
  const address = str(f.address ?? f.pickup_address);
  const phone = str(f.contact_phone ?? f.emergency_phone);
  const line = headline(item);
  const facts = factsOf(item);
  return (
    <li className="item">
      <span className={`item-icon item-icon--${item.type}`} aria-hidden="true">
        <IconOf size={20} stroke={1.8} />
      </span>
      <div className="item-body">
        <p className="item-type">{typeLabel}</p>
        <h4 className="item-title">{titleOf(item) || typeLabel}</h4>
        {line ? <p className="item-time">{line}</p> : null}
        {facts.length ? (
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact.label + fact.value} className="fact">
                {fact.label ? <dt>{fact.label}</dt> : null}
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {address ? (
          <a className="item-link" href={mapUrl(address)} target="_blank" rel="noopener noreferrer" aria-label={t('openMap', { address })}>
            <IconMapPin size={16} aria-hidden="true" />
            <span>{address}</span>
          </a>
        ) : null}
        {phone ? (
          <a className="item-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('callNumber', { phone })}>
            <IconPhone size={16} aria-hidden="true" />
            <span>{phone}</span>
          </a>
        ) : null}
        {vouchers.length ? (
          <ul className="vouchers" aria-label={t('vouchers')}>
            {vouchers.map((voucher) => (
              <li key={voucher.id}>
                <a className="voucher" href={voucher.url} download={voucher.file_name} aria-label={t('download', { name: voucher.file_name })}>
                  <IconDownload size={16} aria-hidden="true" />
                  <span>{voucher.file_name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
