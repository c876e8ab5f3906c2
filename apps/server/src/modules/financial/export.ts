import ExcelJS from 'exceljs';
import { ITINERARY_ACTIVITIES, toCents, type FinancialReport, type Locale } from '@rumo/core';
import { fileSlug } from '../vouchers/labels.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LABELS = {
  pt: {
    items: 'Itens',
    totals: 'Totais',
    payments: 'Pagamentos',
    date: 'Data',
    type: 'Tipo',
    description: 'Descrição',
    paymentMethod: 'Forma de pagamento',
    currency: 'Moeda',
    investment: 'Custo',
    sale: 'Venda',
    markup: 'Markup',
    rate: 'Câmbio',
    rateMissing: 'câmbio ausente',
    received: 'Recebido',
    paid: 'Pago',
    supplierDue: 'A pagar',
    itemsSale: 'Venda dos itens',
    commission: 'Comissão',
    margin: 'Margem',
    marginPercent: 'Margem (%)',
    clientDue: 'A receber do cliente',
    balance: 'Saldo',
    direction: 'Movimento',
    in: 'Recebido do cliente',
    out: 'Pago a fornecedor',
    amount: 'Valor',
    notes: 'Observações',
    trip: 'Viagem',
    client: 'Cliente',
    fileName: 'relatorio-financeiro',
  },
  es: {
    items: 'Ítems',
    totals: 'Totales',
    payments: 'Pagos',
    date: 'Fecha',
    type: 'Tipo',
    description: 'Descripción',
    paymentMethod: 'Forma de pago',
    currency: 'Moneda',
    investment: 'Costo',
    sale: 'Venta',
    markup: 'Markup',
    rate: 'Tipo de cambio',
    rateMissing: 'sin tipo de cambio',
    received: 'Recibido',
    paid: 'Pagado',
    supplierDue: 'A pagar',
    itemsSale: 'Venta de los ítems',
    commission: 'Comisión',
    margin: 'Margen',
    marginPercent: 'Margen (%)',
    clientDue: 'A cobrar al cliente',
    balance: 'Saldo',
    direction: 'Movimiento',
    in: 'Recibido del cliente',
    out: 'Pagado al proveedor',
    amount: 'Importe',
    notes: 'Observaciones',
    trip: 'Viaje',
    client: 'Cliente',
    fileName: 'informe-financiero',
  },
  en: {
    items: 'Items',
    totals: 'Totals',
    payments: 'Payments',
    date: 'Date',
    type: 'Type',
    description: 'Description',
    paymentMethod: 'Payment method',
    currency: 'Currency',
    investment: 'Cost',
    sale: 'Sale',
    markup: 'Markup',
    rate: 'Exchange rate',
    rateMissing: 'rate missing',
    received: 'Received',
    paid: 'Paid',
    supplierDue: 'Due to suppliers',
    itemsSale: 'Items sale',
    commission: 'Commission',
    margin: 'Margin',
    marginPercent: 'Margin (%)',
    clientDue: 'Due from client',
    balance: 'Balance',
    direction: 'Direction',
    in: 'Received from client',
    out: 'Paid to supplier',
    amount: 'Amount',
    notes: 'Notes',
    trip: 'Trip',
    client: 'Client',
    fileName: 'financial-report',
  },
} satisfies Record<Locale, Record<string, string>>;

const MONEY_FORMAT = '#,##0.00';
const RATE_FORMAT = '0.0000##';
const PERCENT_FORMAT = '0.00';

/**
 * A decimal string as an Excel number. Excel cells are doubles, so the exact amount ends here:
 * cents / 100 is the closest double to the two-decimal value, and the cell's number format
 * shows it with two decimals.
 */
function num(value: string | null): number | null {
  if (value === null) return null;
  const cents = toCents(value);
  return cents === null ? null : Number(cents) / 100;
}
const rateNum = (value: string | null) => (value === null ? null : Number(value));
/** "yyyy-mm-dd" -> a date cell at UTC midnight (Excel dates have no zone). */
const dateCell = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** GET /travels/financial/{id}/export: items, totals and payments as numeric cells with number formats. */
export async function financialXlsx(report: FinancialReport, locale: Locale): Promise<{ body: Buffer; fileName: string }> {
  const t = LABELS[locale] ?? LABELS.pt;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rumo';
  workbook.created = new Date();

  const items = workbook.addWorksheet(t.items, { views: [{ state: 'frozen', ySplit: 1 }] });
  items.columns = [
    { header: t.date, key: 'date', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: t.type, key: 'type', width: 18 },
    { header: t.description, key: 'description', width: 34 },
    { header: t.paymentMethod, key: 'payment_method', width: 18 },
    { header: t.currency, key: 'currency', width: 8 },
    { header: t.investment, key: 'investment', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.sale, key: 'sale_price', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.markup, key: 'markup', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.rate, key: 'rate', width: 14, style: { numFmt: RATE_FORMAT } },
    { header: `${t.investment} (${report.currency})`, key: 'investment_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.sale} (${report.currency})`, key: 'sale_price_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.markup} (${report.currency})`, key: 'markup_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
  ];
  items.getRow(1).font = { bold: true };
  for (const item of report.items) {
    items.addRow({
      date: dateCell(item.date),
      type: ITINERARY_ACTIVITIES[item.type].labels[locale] ?? item.type,
      description: item.description,
      payment_method: item.payment_method,
      currency: item.currency,
      investment: num(item.investment),
      sale_price: num(item.sale_price),
      markup: num(item.markup),
      rate: item.rate_missing ? t.rateMissing : rateNum(item.rate),
      investment_brl: num(item.investment_brl),
      sale_price_brl: num(item.sale_price_brl),
      markup_brl: num(item.markup_brl),
    });
  }

  const totals = workbook.addWorksheet(t.totals);
  totals.columns = [
    { header: t.currency, key: 'currency', width: 22 },
    { header: t.rate, key: 'rate', width: 16, style: { numFmt: RATE_FORMAT } },
    { header: t.investment, key: 'investment', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.sale, key: 'sale', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.markup, key: 'markup', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.received, key: 'received', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.paid, key: 'paid', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: t.supplierDue, key: 'supplier_due', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.investment} (${report.currency})`, key: 'investment_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.sale} (${report.currency})`, key: 'sale_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.received} (${report.currency})`, key: 'received_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.paid} (${report.currency})`, key: 'paid_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
  ];
  totals.getRow(1).font = { bold: true };
  for (const c of report.currencies) {
    totals.addRow({
      currency: c.currency,
      rate: c.rate_missing ? t.rateMissing : rateNum(c.rate),
      investment: num(c.investment),
      sale: num(c.sale),
      markup: num(c.markup),
      received: num(c.received),
      paid: num(c.paid),
      supplier_due: num(c.supplier_due),
      investment_brl: num(c.investment_brl),
      sale_brl: num(c.sale_brl),
      received_brl: num(c.received_brl),
      paid_brl: num(c.paid_brl),
    });
  }
  totals.addRow({});
  const summary: [string, string | null, string][] = [
    [`${t.investment} (${report.currency})`, report.totals.investment, MONEY_FORMAT],
    [`${t.itemsSale} (${report.currency})`, report.totals.items_sale, MONEY_FORMAT],
    [`${t.sale} (${report.currency})`, report.totals.sale, MONEY_FORMAT],
    [`${t.markup} (${report.currency})`, report.totals.markup, MONEY_FORMAT],
    [`${t.commission} (${report.currency})`, report.totals.commission, MONEY_FORMAT],
    [`${t.margin} (${report.currency})`, report.totals.margin, MONEY_FORMAT],
    [t.marginPercent, report.totals.margin_percent, PERCENT_FORMAT],
    [`${t.received} (${report.currency})`, report.totals.received, MONEY_FORMAT],
    [`${t.clientDue} (${report.currency})`, report.totals.client_due, MONEY_FORMAT],
    [`${t.paid} (${report.currency})`, report.totals.paid, MONEY_FORMAT],
    [`${t.supplierDue} (${report.currency})`, report.totals.supplier_due, MONEY_FORMAT],
    [`${t.balance} (${report.currency})`, report.totals.balance, MONEY_FORMAT],
  ];
  for (const [label, value, format] of summary) {
    const row = totals.addRow([label, num(value)]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).numFmt = format;
  }
  if (report.missing_rates.length) totals.addRow([`${t.rateMissing}: ${report.missing_rates.join(', ')}`]);

  const payments = workbook.addWorksheet(t.payments, { views: [{ state: 'frozen', ySplit: 1 }] });
  payments.columns = [
    { header: t.date, key: 'paid_at', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: t.direction, key: 'direction', width: 22 },
    { header: t.currency, key: 'currency', width: 8 },
    { header: t.amount, key: 'amount', width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: `${t.amount} (${report.currency})`, key: 'amount_brl', width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: t.paymentMethod, key: 'method', width: 18 },
    { header: t.notes, key: 'notes', width: 30 },
  ];
  payments.getRow(1).font = { bold: true };
  for (const p of report.payments) {
    payments.addRow({
      paid_at: dateCell(p.paid_at),
      direction: t[p.direction],
      currency: p.currency,
      amount: num(p.amount),
      amount_brl: p.amount_brl === null ? t.rateMissing : num(p.amount_brl),
      method: p.method,
      notes: p.notes,
    });
  }

  const slug = fileSlug(report.travel.name);
  return { body: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: `${t.fileName}-${slug || report.travel.id}.xlsx` };
}
