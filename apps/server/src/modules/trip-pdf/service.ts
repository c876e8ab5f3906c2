import { asc, eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { fileTypeFromBuffer } from 'file-type';
import { ITINERARY_ACTIVITIES, TRAIL_FIELDS, uiCatalogs, zonedParts, type Locale, type TrailType, type Voucher } from '@rumo/core';
import { agencies, customers, dependents, trails, travelers, travels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { trailOrder } from '../trails/service.ts';
import { describeTrail, fileSlug, trailDate, trailTime } from '../vouchers/labels.ts';
import { vouchersOfTravel } from '../vouchers/service.ts';
import { FONT_BOLD, FONT_REGULAR } from './fonts.ts';

const EXTRA = {
  pt: { day: 'Dia {{n}}', vouchers: 'Vouchers', noVouchers: 'Nenhum voucher.', generated: 'Gerado em {{date}}', contact: 'Contato' },
  es: { day: 'Día {{n}}', vouchers: 'Vouchers', noVouchers: 'Ningún voucher.', generated: 'Generado el {{date}}', contact: 'Contacto' },
  en: { day: 'Day {{n}}', vouchers: 'Vouchers', noVouchers: 'No vouchers.', generated: 'Generated on {{date}}', contact: 'Contact' },
} satisfies Record<Locale, Record<string, string>>;

const WEEKDAY_LOCALE: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en-GB' };
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
/** A field value as printed: local date-times "2030-05-01T10:00:00" -> "01/05/2030 10:00". */
function printable(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  const dateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (dateTime) return `${brDate(dateTime[1]!)} ${dateTime[2]}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return brDate(value);
  return value;
}

interface TripData {
  trip: { id: number; name: string; going: Date; back: Date; screenplay: string[] };
  agency: { name: string; phone: string | null; email: string | null; logo: string | null };
  customer: { first_name: string; last_name: string };
  travellers: string[];
  items: (typeof trails.$inferSelect)[];
  vouchers: Voucher[];
}

async function loadTrip(ctx: Context, travelId: number): Promise<TripData> {
  const scope = scoped(ctx);
  const [[head], people, items, vouchers] = await Promise.all([
    ctx.db
      .select({
        trip: { id: travels.id, name: travels.name, going: travels.going, back: travels.back, screenplay: travels.screenplay },
        agency: { name: agencies.name, phone: agencies.phone, email: agencies.email, logo: agencies.logo },
        customer: { first_name: customers.first_name, last_name: customers.last_name },
      })
      .from(travels)
      .innerJoin(customers, eq(customers.id, travels.customer_id))
      .innerJoin(agencies, scope.agencyRowOf(travels))
      .where(scope.where(travels, eq(travels.id, travelId)))
      .limit(1),
    ctx.db
      .select({
        name: sql<string>`coalesce(${customers.first_name} || ' ' || ${customers.last_name}, ${dependents.first_name} || ' ' || ${dependents.last_name})`,
      })
      .from(travelers)
      .leftJoin(customers, eq(customers.id, travelers.customer_id))
      .leftJoin(dependents, eq(dependents.id, travelers.dependent_id))
      .where(scope.where(travelers, eq(travelers.travel_id, travelId)))
      .orderBy(sql`${travelers.customer_id} is null`, asc(travelers.id)),
    ctx.db
      .select()
      .from(trails)
      .where(scope.where(trails, eq(trails.travel_id, travelId)))
      .orderBy(...trailOrder),
    vouchersOfTravel(ctx, travelId),
  ]);
  if (!head) throw notFound();
  const travellers = people.map((p) => p.name).filter(Boolean);
  if (!travellers.length) travellers.push(`${head.customer.first_name} ${head.customer.last_name}`);
  return { ...head, trip: { ...head.trip, screenplay: head.trip.screenplay ?? [] }, travellers, items, vouchers };
}

/** The agency logo when it is a PNG or JPEG pdfkit can embed; anything else is left out. */
async function logoOf(ctx: Context, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const data = await ctx.deps.storage.get(key);
    if (!data) return null;
    const type = await fileTypeFromBuffer(data);
    return type?.mime === 'image/png' || type?.mime === 'image/jpeg' ? data : null;
  } catch {
    return null;
  }
}

/**
 * GET /travels/{id}/pdf: the trip as a PDF (agency header, trip, travellers, itinerary day by
 * day, vouchers), in the request's language and the agency's calendar days, with an embedded TrueType font. Costs and prices
 * are not printed: the document is meant for the client.
 */
export async function tripPdf(ctx: Context, travelId: number): Promise<{ body: Buffer; fileName: string }> {
  const { locale } = ctx;
  /** The calendar day of an instant on the agency's clock. */
  const tripDay = (instant: Date) => zonedParts(instant, ctx.timeZone).date;
  const data = await loadTrip(ctx, travelId);
  const logo = await logoOf(ctx, data.agency.logo);
  const ui = uiCatalogs[locale].travels;
  const extra = EXTRA[locale];

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: data.trip.name, Author: data.agency.name, Creator: 'Rumo' },
    // the tests read the text back with pdfjs, through the compression
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const width = doc.page.width - 100;
  const muted = '#555555';

  // agency header
  const top = doc.y;
  if (logo) {
    try {
      doc.image(logo, 50, top, { fit: [80, 50] });
    } catch {
      // an image pdfkit cannot read is left out
    }
  }
  const headerX = logo ? 140 : 50;
  doc.font('bold').fontSize(14).fillColor('black').text(data.agency.name, headerX, top, { width: width - (headerX - 50) });
  const contact = [data.agency.phone, data.agency.email].filter(Boolean).join(' · ');
  if (contact) doc.font('body').fontSize(9).fillColor(muted).text(`${extra.contact}: ${contact}`, headerX);
  doc.y = Math.max(doc.y, top + (logo ? 55 : 0)) + 10;
  doc.moveTo(50, doc.y).lineTo(50 + width, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown();

  // trip
  doc.x = 50;
  doc.font('bold').fontSize(20).fillColor('black').text(data.trip.name, { width });
  doc.moveDown(0.3);
  const going = tripDay(data.trip.going);
  const back = tripDay(data.trip.back);
  const days = Math.round((Date.parse(back) - Date.parse(going)) / 86_400_000) + 1;
  doc.font('body').fontSize(10).fillColor(muted);
  doc.text(`${ui.pdf.customer}: ${data.customer.first_name} ${data.customer.last_name}`);
  doc.text(`${ui.pdf.period}: ${brDate(going)} – ${brDate(back)} (${fill(days === 1 ? ui.detail.days_one : ui.detail.days_other, { count: days })})`);
  if (data.trip.screenplay.length) doc.text(`${ui.pdf.cities}: ${data.trip.screenplay.join(' · ')}`);
  doc.moveDown();

  // travellers
  doc.font('bold').fontSize(13).fillColor('black').text(ui.pdf.travelers);
  doc.font('body').fontSize(10);
  for (const name of data.travellers) doc.text(`• ${name}`);
  doc.moveDown();

  // itinerary, day by day (the items' own local dates), undated items last
  doc.font('bold').fontSize(13).text(ui.pdf.itinerary);
  doc.moveDown(0.3);
  if (!data.items.length) doc.font('body').fontSize(10).fillColor(muted).text(ui.pdf.emptyItinerary).fillColor('black');
  const groups = new Map<string, typeof data.items>();
  for (const item of data.items) {
    const day = trailDate(item.type, item.details ?? {}) ?? '';
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  const dayKeys = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  const weekday = new Intl.DateTimeFormat(WEEKDAY_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
  for (const day of dayKeys) {
    const n = day ? Math.round((Date.parse(day) - Date.parse(going)) / 86_400_000) + 1 : 0;
    const title = day
      ? `${n >= 1 ? `${fill(extra.day, { n })} — ` : ''}${brDate(day)} (${weekday.format(new Date(`${day}T00:00:00Z`))})`
      : ui.itinerary.undated;
    doc.moveDown(0.4).font('bold').fontSize(11).fillColor('#1f4e79').text(title).fillColor('black');
    for (const item of groups.get(day)!) {
      const details = item.details ?? {};
      const time = trailTime(item.type, details);
      const label = ITINERARY_ACTIVITIES[item.type as TrailType].labels[locale];
      const description = describeTrail(item.type, details);
      doc.font('bold').fontSize(10).text(`${time ? `${time}  ` : ''}${label}${description ? ` — ${description}` : ''}`, 60, doc.y, { width: width - 10 });
      const lines = TRAIL_FIELDS[item.type]
        .map((spec) => {
          const value = printable(details[spec.name]);
          const fieldLabel = (ui.trail.fields as Record<string, string>)[spec.name] ?? spec.name;
          return value ? `${fieldLabel}: ${value}` : null;
        })
        .filter(Boolean);
      if (lines.length) doc.font('body').fontSize(9).fillColor(muted).text(lines.join('   ·   '), 70, doc.y, { width: width - 20 }).fillColor('black');
      doc.moveDown(0.3);
    }
  }
  doc.x = 50;
  doc.moveDown();

  // vouchers
  doc.font('bold').fontSize(13).fillColor('black').text(extra.vouchers, 50, doc.y, { width });
  doc.font('body').fontSize(10);
  if (!data.vouchers.length) doc.fillColor(muted).text(extra.noVouchers).fillColor('black');
  for (const voucher of data.vouchers) {
    const label = ITINERARY_ACTIVITIES[voucher.trail.type].labels[locale];
    doc.text(`• ${voucher.file_name} — ${label}${voucher.trail.description ? `: ${voucher.trail.description}` : ''}`);
  }

  doc.moveDown(2);
  doc.font('body').fontSize(8).fillColor(muted).text(
    `${fill(ui.pdf.generatedBy, { agency: data.agency.name })} · ${fill(extra.generated, { date: brDate(tripDay(ctx.now)) })}`,
    { width },
  );
  doc.end();
  await done;

  const slug = fileSlug(data.trip.name);
  return { body: Buffer.concat(chunks), fileName: `${slug || `viagem-${data.trip.id}`}.pdf` };
}

