import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAZIL_TIME_ZONES, offsetText, zoneOffsetMinutes } from '@rumo/core';

/** "America/Sao_Paulo" -> "Sao Paulo (America) · UTC-03:00", so a search by city finds it. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  const parts = zone.split('/');
  const city = (parts.pop() ?? zone).replaceAll('_', ' ');
  const region = parts.join(' / ').replaceAll('_', ' ');
  return `${city}${region ? ` (${region})` : ''} · UTC${offsetText(zoneOffsetMinutes(now, zone))}`;
}

/** Every IANA zone the browser knows, Brazil's first (west to east), the rest by name. */
export function timeZoneGroups(now: Date = new Date()) {
  const brazil = new Set<string>(BRAZIL_TIME_ZONES);
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = all.filter((zone) => !brazil.has(zone)).sort();
  const item = (zone: string) => ({ value: zone, label: timeZoneLabel(zone, now) });
  return { brazil: BRAZIL_TIME_ZONES.map(item), others: others.map(item) };
}

export type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** The agency's IANA zone: a searchable list with the Brazilian zones on top. */
export function TimeZoneSelect(props: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const { brazil, others } = timeZoneGroups();
    return [
      { group: t('accounts.agency.timezoneBrazil'), items: brazil },
      { group: t('accounts.agency.timezoneOther'), items: others },
    ];
  }, [t]);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('accounts.agency.timezoneNone')}
      limit={80}
      data={data}
      {...props}
    />
  );
}
