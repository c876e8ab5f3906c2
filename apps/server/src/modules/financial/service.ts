import { asc, eq } from 'drizzle-orm';
import {
  centsToDecimal,
  REPORT_CURRENCY,
  toCents,
  type FinancialCurrencyTotals,
  type FinancialItem,
  type FinancialReport,
  type TravelFinancialUpdate,
  type TravelPayment,
  type TravelPaymentCreate,
} from '@rumo/core';
import { agencies, customers, trails, travelFinancials, travelPayments, travels } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { trailOrder } from '../trails/service.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { describeTrail, trailDate } from '../vouchers/labels.ts';
import { convert, formatRate, ONE, parseRate, percentHundredths } from './decimal.ts';
import { financialXlsx } from './export.ts';

type Rates = Map<string, bigint>;
type PaymentRow = typeof travelPayments.$inferSelect;

const money = (cents: bigint) => centsToDecimal(cents);
const maybe = (cents: bigint | null) => (cents === null ? null : centsToDecimal(cents));
const cents = (value: string | null | undefined): bigint | null => (value == null ? null : toCents(value));

/** The trip's rates as millionths; BRL is always 1. */
function ratesOf(stored: Record<string, string> | null | undefined): Rates {
  const rates: Rates = new Map([[REPORT_CURRENCY, ONE]]);
  for (const [code, value] of Object.entries(stored ?? {})) {
    const rate = parseRate(String(value));
    if (rate !== null && rate > 0n && code !== REPORT_CURRENCY) rates.set(code.toUpperCase(), rate);
  }
  return rates;
}

function toPayment(row: PaymentRow, rates: Rates): TravelPayment {
  const rate = rates.get(row.currency) ?? null;
  return {
    id: row.id,
    travel_id: row.travel_id,
    trail_id: row.trail_id,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    amount_brl: rate === null ? null : money(convert(toCents(row.amount)!, rate)),
    paid_at: row.paid_at,
    method: row.method,
    notes: row.notes,
    created_at: row.created_at,
  };
}

interface Sums {
  investment: bigint;
  sale: bigint;
  received: bigint;
  paid: bigint;
  investmentBrl: bigint;
  saleBrl: bigint;
  receivedBrl: bigint;
  paidBrl: bigint;
}
const emptySums = (): Sums => ({ investment: 0n, sale: 0n, received: 0n, paid: 0n, investmentBrl: 0n, saleBrl: 0n, receivedBrl: 0n, paidBrl: 0n });

/**
 * GET /travels/financial/{travel id}. Each item and each payment is converted on its own (half-up
 * to the cent) and the converted values are summed, so the printed columns add up to the totals.
 * Markup = sale - cost; margin = markup + the trip's commission; margin % = margin / sale.
 * When the trip has a package price, that is the client's total instead of the items' sum.
 */
export async function financialReport(ctx: Context, travelId: number): Promise<FinancialReport> {
  const scope = scoped(ctx);
  const [[head], [settings], trailRows, paymentRows] = await Promise.all([
    ctx.db
      .select({
        id: travels.id,
        name: travels.name,
        going: travels.going,
        back: travels.back,
        customer: { id: customers.id, first_name: customers.first_name, last_name: customers.last_name },
        agency: { name: agencies.name, logo: agencies.logo },
      })
      .from(travels)
      .innerJoin(customers, eq(customers.id, travels.customer_id))
      .innerJoin(agencies, scope.agencyRowOf(travels))
      .where(scope.where(travels, eq(travels.id, travelId)))
      .limit(1),
    ctx.db
      .select()
      .from(travelFinancials)
      .where(scope.where(travelFinancials, eq(travelFinancials.travel_id, travelId)))
      .limit(1),
    ctx.db
      .select()
      .from(trails)
      .where(scope.where(trails, eq(trails.travel_id, travelId)))
      .orderBy(...trailOrder),
    ctx.db
      .select()
      .from(travelPayments)
      .where(scope.where(travelPayments, eq(travelPayments.travel_id, travelId)))
      .orderBy(asc(travelPayments.paid_at), asc(travelPayments.id)),
  ]);
  if (!head) throw notFound();

  const rates = ratesOf(settings?.exchange_rates);
  const byCurrency = new Map<string, Sums>();
  const sumsOf = (currency: string) => {
    let sums = byCurrency.get(currency);
    if (!sums) byCurrency.set(currency, (sums = emptySums()));
    return sums;
  };
  const missing = new Set<string>();

  const items: FinancialItem[] = trailRows.map((row) => {
    const rate = rates.get(row.currency) ?? null;
    const investment = cents(row.investment);
    const sale = cents(row.sale_price);
    const sums = sumsOf(row.currency);
    sums.investment += investment ?? 0n;
    sums.sale += sale ?? 0n;
    const investmentBrl = rate !== null && investment !== null ? convert(investment, rate) : null;
    const saleBrl = rate !== null && sale !== null ? convert(sale, rate) : null;
    sums.investmentBrl += investmentBrl ?? 0n;
    sums.saleBrl += saleBrl ?? 0n;
    if (rate === null && (investment !== null || sale !== null)) missing.add(row.currency);
    const details = row.details ?? {};
    return {
      trail_id: row.id,
      type: row.type,
      description: describeTrail(row.type, details),
      date: trailDate(row.type, details),
      payment_method: row.payment_method,
      currency: row.currency,
      investment: row.investment,
      sale_price: row.sale_price,
      markup: investment !== null && sale !== null ? money(sale - investment) : null,
      rate: rate === null ? null : formatRate(rate),
      rate_missing: rate === null,
      investment_brl: maybe(investmentBrl),
      sale_price_brl: maybe(saleBrl),
      markup_brl: investmentBrl !== null && saleBrl !== null ? money(saleBrl - investmentBrl) : null,
    };
  });

  const payments = paymentRows.map((row) => {
    const payment = toPayment(row, rates);
    const sums = sumsOf(row.currency);
    const amount = toCents(row.amount)!;
    const amountBrl = cents(payment.amount_brl) ?? 0n;
    if (row.direction === 'in') {
      sums.received += amount;
      sums.receivedBrl += amountBrl;
    } else {
      sums.paid += amount;
      sums.paidBrl += amountBrl;
    }
    if (payment.amount_brl === null) missing.add(row.currency);
    return payment;
  });

  const order = [...byCurrency.keys()].sort((a, b) => (a === REPORT_CURRENCY ? -1 : b === REPORT_CURRENCY ? 1 : a.localeCompare(b)));
  const total = emptySums();
  const currencies: FinancialCurrencyTotals[] = order.map((currency) => {
    const s = byCurrency.get(currency)!;
    const rate = rates.get(currency) ?? null;
    const known = rate !== null;
    if (known) {
      total.investmentBrl += s.investmentBrl;
      total.saleBrl += s.saleBrl;
      total.receivedBrl += s.receivedBrl;
      total.paidBrl += s.paidBrl;
    }
    return {
      currency,
      rate: known ? formatRate(rate) : null,
      rate_missing: !known,
      investment: money(s.investment),
      sale: money(s.sale),
      markup: money(s.sale - s.investment),
      received: money(s.received),
      paid: money(s.paid),
      supplier_due: money(s.investment - s.paid),
      investment_brl: known ? money(s.investmentBrl) : null,
      sale_brl: known ? money(s.saleBrl) : null,
      markup_brl: known ? money(s.saleBrl - s.investmentBrl) : null,
      received_brl: known ? money(s.receivedBrl) : null,
      paid_brl: known ? money(s.paidBrl) : null,
      supplier_due_brl: known ? money(s.investmentBrl - s.paidBrl) : null,
    };
  });

  const packagePrice = cents(settings?.sale_price);
  const sale = packagePrice ?? total.saleBrl;
  const commission = cents(settings?.commission) ?? 0n;
  const markup = sale - total.investmentBrl;
  const margin = markup + commission;
  const percent = percentHundredths(margin, sale);

  return {
    travel: { id: head.id, name: head.name, going: head.going, back: head.back, customer: head.customer },
    agency: { name: head.agency.name, logo: ctx.deps.fileUrls.url(head.agency.logo) },
    currency: REPORT_CURRENCY,
    exchange_rates: Object.fromEntries([...rates].filter(([code]) => code !== REPORT_CURRENCY).map(([code, rate]) => [code, formatRate(rate)])),
    sale_price: settings?.sale_price ?? null,
    commission: settings?.commission ?? null,
    notes: settings?.notes ?? null,
    items,
    currencies,
    totals: {
      investment: money(total.investmentBrl),
      items_sale: money(total.saleBrl),
      sale: money(sale),
      markup: money(markup),
      commission: money(commission),
      margin: money(margin),
      margin_percent: maybe(percent),
      received: money(total.receivedBrl),
      client_due: money(sale - total.receivedBrl),
      paid: money(total.paidBrl),
      supplier_due: money(total.investmentBrl - total.paidBrl),
      balance: money(total.receivedBrl - total.paidBrl),
    },
    payments,
    missing_rates: [...missing].sort(),
    updated_at: settings?.updated_at ?? null,
  };
}

/** PUT /travels/financial: creates or updates the trip's settings (missing fields unchanged, null clears). */
export async function updateFinancial(ctx: Context, input: TravelFinancialUpdate): Promise<FinancialReport> {
  await scoped(ctx).travels.require(input.travel_id);
  const changes: Partial<typeof travelFinancials.$inferInsert> = {};
  if (input.sale_price !== undefined) changes.sale_price = input.sale_price;
  if (input.commission !== undefined) changes.commission = input.commission;
  if (input.exchange_rates !== undefined) changes.exchange_rates = input.exchange_rates;
  if (input.notes !== undefined) changes.notes = input.notes;
  await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    await tx.db
      .insert(travelFinancials)
      .values(scope.row({ travel_id: input.travel_id, exchange_rates: {}, ...changes }))
      .onConflictDoUpdate({
        target: travelFinancials.travel_id,
        set: { ...changes, updated_at: new Date() },
        // the row of a trip always has the trip's agency; the guard keeps it explicit
        setWhere: scope.where(travelFinancials),
      });
    await recordAudit(tx, { action: 'update', entity: 'travel_financial', entityId: input.travel_id, details: { fields: Object.keys(changes) } });
  });
  return financialReport(ctx, input.travel_id);
}

/** POST /travels/financial/payment: a payment of the trip; trail_id, when given, must be an item of the same trip. */
export async function createPayment(ctx: Context, input: TravelPaymentCreate): Promise<TravelPayment> {
  const scope = scoped(ctx);
  await scope.travels.require(input.travel_id);
  if (input.trail_id) {
    const [trail] = await ctx.db
      .select({ id: trails.id })
      .from(trails)
      .where(scope.where(trails, eq(trails.id, input.trail_id), eq(trails.travel_id, input.travel_id)))
      .limit(1);
    if (!trail) throw fieldError('trail_id', 'validation.invalidChoice');
  }
  const [row, [settings]] = await Promise.all([
    inTransaction(ctx, async (tx) => {
      const [created] = await tx.db
        .insert(travelPayments)
        .values(
          scoped(tx).row({
            travel_id: input.travel_id,
            trail_id: input.trail_id ?? null,
            direction: input.direction,
            amount: centsToDecimal(toCents(input.amount)!),
            currency: input.currency,
            paid_at: input.paid_at,
            method: input.method ?? null,
            notes: input.notes ?? null,
            created_by: actor(tx),
          }),
        )
        .returning();
      await recordAudit(tx, {
        action: 'create',
        entity: 'travel_payment',
        entityId: created!.id,
        details: { travel_id: input.travel_id, direction: input.direction, amount: created!.amount, currency: created!.currency },
      });
      return created!;
    }),
    ctx.db
      .select({ exchange_rates: travelFinancials.exchange_rates })
      .from(travelFinancials)
      .where(scope.where(travelFinancials, eq(travelFinancials.travel_id, input.travel_id)))
      .limit(1),
  ]);
  return toPayment(row, ratesOf(settings?.exchange_rates));
}

/** DELETE /travels/financial/payment/{id}: payments are removed (a wrong entry is deleted, not edited). */
export async function deletePayment(ctx: Context, id: number) {
  await inTransaction(ctx, async (tx) => {
    const [deleted] = await tx.db
      .delete(travelPayments)
      .where(scoped(tx).where(travelPayments, eq(travelPayments.id, id)))
      .returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, {
      action: 'delete',
      entity: 'travel_payment',
      entityId: id,
      details: { travel_id: deleted.travel_id, direction: deleted.direction, amount: deleted.amount, currency: deleted.currency },
    });
  });
}

/** GET /travels/financial/{id}/export: the report as a spreadsheet, recorded in the audit log. */
export async function exportFinancial(ctx: Context, travelId: number) {
  const report = await financialReport(ctx, travelId);
  const file = await financialXlsx(report, ctx.locale);
  await recordAudit(ctx, { action: 'export', entity: 'travel_financial', entityId: report.travel.id });
  return file;
}
