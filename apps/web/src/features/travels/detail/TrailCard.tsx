import { ActionIcon, Group, Paper, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@rumo/core';
import { instantDateTime } from '../format.ts';
import { trailFacts, trailTitle } from '../trailFacts.ts';
import { trailIcon, trailTypeLabel } from '../trailIcons.tsx';
import { useLocale } from '../useLocale.ts';
import type { TrailItem } from '../useTravels.ts';
import classes from './itinerary.module.css';

export interface TrailCardProps {
  trail: TrailItem;
  onEdit?: (trail: TrailItem) => void;
  onDelete?: (trail: TrailItem) => void;
}

/** One itinerary item: its type icon and label, headline, key facts, money and notes. */
export function TrailCard({ trail, onEdit, onDelete }: TrailCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = trailIcon(trail.type);
  const type = trailTypeLabel(trail.type, locale);
  const title = trailTitle(trail) || type;
  const itemName = `${type}: ${title}`;
  const time = trail.starts_at ? instantDateTime(trail.starts_at).slice(11) : '';
  const money: [string, string][] = [
    [t('travels.itinerary.investment'), formatCurrency(trail.investment, trail.currency)],
    [t('travels.itinerary.salePrice'), formatCurrency(trail.sale_price, trail.currency)],
    [
      t('travels.itinerary.paymentMethod'),
      trail.payment_method ? t(`lookups.payment.${trail.payment_method}` as 'lookups.payment.pix', { defaultValue: trail.payment_method }) : '',
    ],
  ];
  const shownMoney = money.filter(([, value]) => value);
  const facts = trailFacts(trail);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={itemName}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="rumo" aria-hidden="true">
          <Icon size={22} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="xs" fw={700} tt="uppercase" c="rumo.8" style={{ letterSpacing: '0.04em' }}>
                {type}
                {time && trail.type !== 'hotel' && trail.type !== 'shield' ? ` · ${time}` : ''}
              </Text>
              <Title order={4} fz="md" fw={650} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
            </div>
            {onEdit || onDelete ? (
              <Group gap={2} wrap="nowrap">
                {onEdit ? (
                  <Tooltip label={t('travels.itinerary.edit', { item: itemName })}>
                    <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('travels.itinerary.edit', { item: itemName })} onClick={() => onEdit(trail)}>
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
                {onDelete ? (
                  <Tooltip label={t('travels.itinerary.delete', { item: itemName })}>
                    <ActionIcon variant="subtle" color="red.9" size="lg" aria-label={t('travels.itinerary.delete', { item: itemName })} onClick={() => onDelete(trail)}>
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ) : null}
          </Group>
          {facts.length ? (
            <dl className={classes.facts}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {shownMoney.length ? (
            <dl className={classes.money}>
              {shownMoney.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {trail.notes ? (
            <Text size="sm" c="dimmed" mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {trail.notes}
            </Text>
          ) : null}
        </div>
      </Group>
    </Paper>
  );
}
