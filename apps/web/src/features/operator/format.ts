import { formatCurrency, formatDateBR, planById } from '@rumo/core';
import i18n from '../../app/i18n.ts';

const none = () => i18n.t('operator.none');

export const dateOrNone = (value: string | null) => (value ? formatDateBR(value) : none());

/** "Equipe · mensal", or a dash without a plan. */
export function planLabel(plan: string | null, interval: string | null): string {
  if (!plan) return none();
  const definition = planById(plan);
  const name = definition ? i18n.t(`accounts.plans.names.${definition.id}`) : plan;
  if (interval !== 'month' && interval !== 'year') return name;
  return `${name} · ${i18n.t(`operator.intervals.${interval}`)}`;
}

export const revenue = (value: string) => formatCurrency(value);
