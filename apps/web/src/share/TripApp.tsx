import { useEffect, useState } from 'react';
import { IconBrandWhatsapp, IconCalendarPlus, IconCloudCheck, IconId, IconLinkOff, IconMail, IconPhone, IconWifiOff } from '@tabler/icons-react';
import { ITINERARY_ACTIVITIES } from '@rumo/core/activities';
import { daysBetween, dayTitle, shortDate, today, tripDate } from './format.ts';
import { locale, t } from './i18n.ts';
import { keepOffline } from './offline.ts';
import { TripItem } from './TripItem.tsx';
import type { SharedTrip, TripItem as Item } from './types.ts';
import { tripApiUrl, useTrip } from './useTrip.ts';

/** /viagem-compartilhada/{token}: the traveller's trip, branded with the agency, readable offline. */
export function TripApp({ token }: { token: string }) {
  const trip = useTrip(token);
  if (trip.status === 'loading')
    return (
      <main className="page page--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  if (trip.status === 'error')
    return (
      <main className="page page--center">
        <IconLinkOff size={40} aria-hidden="true" />
        <h1 className="error-title">{t('invalidTitle')}</h1>
        <p role="alert">{trip.message}</p>
        <p className="muted">{t('invalidText')}</p>
        <button type="button" className="button" onClick={trip.retry}>
          {t('retry')}
        </button>
      </main>
    );
  return <Trip token={token} trip={trip.trip} />;
}

function useOfflineCopy(token: string, trip: SharedTrip): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const urls = [tripApiUrl(token), ...trip.vouchers.map((v) => v.url), ...(trip.agency.logo ? [trip.agency.logo] : [])];
    let live = true;
    keepOffline(token, urls)
      .then((ok) => live && setKept(ok))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, trip]);
  return kept;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function byDay(items: Item[]): { date: string | null; items: Item[] }[] {
  const days = new Map<string | null, Item[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([date, list]) => ({ date, items: list }));
}

function countdown(going: string, back: string): string {
  const now = today();
  const toGo = daysBetween(now, going);
  if (toGo > 0) return t('countdown.days', { count: toGo });
  if (toGo === 0) return t('countdown.today');
  if (now <= back) return t('countdown.during', { day: 1 - toGo, total: daysBetween(going, back) + 1 });
  return t('countdown.over');
}

function Trip({ token, trip }: { token: string; trip: SharedTrip }) {
  const kept = useOfflineCopy(token, trip);
  const online = useOnline();
  const going = tripDate(trip.trip.going);
  const back = tripDate(trip.trip.back);
  const days = byDay(trip.itinerary);
  const agency = trip.agency;
  useEffect(() => {
    document.title = `${trip.trip.name} · ${agency.name}`;
  }, [trip.trip.name, agency.name]);
  const vouchersOf = (id: number) => trip.vouchers.filter((voucher) => voucher.trail_id === id);
  const chatText = encodeURIComponent(`${trip.trip.name}: `);

  return (
    <>
      <header className="agency">
        <div className="agency-brand">
          {agency.logo ? <img className="agency-logo" src={agency.logo} alt="" /> : null}
          <p className="agency-name">{agency.name}</p>
        </div>
        <nav className="agency-actions" aria-label={t('contact')}>
          {agency.whatsapp_url ? (
            <a className="button button--whatsapp" href={`${agency.whatsapp_url}?text=${chatText}`} target="_blank" rel="noopener noreferrer">
              <IconBrandWhatsapp size={20} aria-hidden="true" />
              {t('whatsapp')}
            </a>
          ) : null}
          {agency.phone ? (
            <a className="button button--light" href={`tel:${agency.phone}`} aria-label={`${t('call')} ${agency.phone_display ?? agency.phone}`}>
              <IconPhone size={20} aria-hidden="true" />
              {t('call')}
            </a>
          ) : null}
          {!agency.phone && agency.email ? (
            <a className="button button--light" href={`mailto:${agency.email}`}>
              <IconMail size={20} aria-hidden="true" />
              {t('email')}
            </a>
          ) : null}
        </nav>
        {agency.phone_display ? <p className="agency-phone">{agency.phone_display}</p> : null}
      </header>

      <main className="page">
        {!online ? (
          <p className="notice" role="status">
            <IconWifiOff size={18} aria-hidden="true" /> {t('offlineNow')}
          </p>
        ) : null}
        <section className="hero" aria-labelledby="trip-name">
          <p className="eyebrow">{t('yourTrip')}</p>
          <h1 id="trip-name">{trip.trip.name}</h1>
          <p className="period">
            {t('period', { from: shortDate(going), to: shortDate(back) })}
            {trip.trip.cities.length ? ` · ${trip.trip.cities.join(' · ')}` : ''}
          </p>
          <p className="countdown">{countdown(going, back)}</p>
          <a className="button button--primary" href={`${tripApiUrl(token)}/calendar.ics`} download>
            <IconCalendarPlus size={20} aria-hidden="true" />
            {t('addToCalendar')}
          </a>
        </section>

        <section className="card" aria-labelledby="trip-itinerary">
          <h2 id="trip-itinerary">{t('itinerary')}</h2>
          {days.length === 0 ? <p className="muted">{t('noItinerary')}</p> : null}
          {days.map((day) => (
            <section key={day.date ?? 'undated'} className="day" aria-label={day.date ? dayTitle(day.date) : t('undated')}>
              <h3 className="day-title">{day.date ? dayTitle(day.date) : t('undated')}</h3>
              <ul className="items">
                {day.items.map((item) => (
                  <TripItem key={item.id} item={item} vouchers={vouchersOf(item.id)} typeLabel={ITINERARY_ACTIVITIES[item.type].labels[locale]} />
                ))}
              </ul>
            </section>
          ))}
        </section>

        <Documents trip={trip} />

        <footer className="footer">
          {kept ? (
            <p>
              <IconCloudCheck size={16} aria-hidden="true" /> {t('offlineReady')}
            </p>
          ) : null}
          <p>{t('expires', { date: shortDate(tripDate(trip.expires_at)) })}</p>
        </footer>
      </main>
    </>
  );
}

function Documents({ trip }: { trip: SharedTrip }) {
  const { passport_valid_until: until, travelers } = trip.documents;
  return (
    <section className="card" aria-labelledby="trip-documents">
      <h2 id="trip-documents">
        <IconId size={20} aria-hidden="true" /> {t('documents.title')}
      </h2>
      <ul className="checklist">
        <li>{t('documents.passport', { date: shortDate(until) })}</li>
        <li>{t('documents.id')}</li>
        {trip.vouchers.length ? <li>{t('documents.vouchers')}</li> : null}
      </ul>
      {travelers.length ? (
        <ul className="travelers">
          {travelers.map((traveler, index) => {
            const expiry = traveler.passport_expiry;
            const name = traveler.first_name;
            const text = !expiry
              ? t('documents.travelerMissing', { name })
              : expiry < until
                ? t('documents.travelerExpires', { name, date: shortDate(expiry) })
                : t('documents.travelerOk', { name, date: shortDate(expiry) });
            return (
              <li key={`${name}-${index}`} className={!expiry ? 'missing' : expiry < until ? 'warn' : undefined}>
                {text}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
