import { Anchor, Box, Center, Divider, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileTypePdf, IconLinkOff, IconMail, IconPhone, IconPhoto } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAIL_FIELDS, tripDays } from '@rumo/core';
import { dateBR, longDayWithYear, wallDateTime } from '../travels/format.ts';
import { trailIcon, trailTypeLabel } from '../travels/trailIcons.tsx';
import { useLocale } from '../travels/useLocale.ts';
import { useSharedTrip, type SharedTrip } from './useShares.ts';

/** /viagem-compartilhada/{token}: the client's read-only trip page, without login and without prices. */
export function SharedTravelPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const trip = useSharedTrip(token);
  if (trip.isPending) {
    return (
      <Center mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (trip.isError) {
    return (
      <Paper withBorder radius="lg" maw={560} mx="auto" bg="white" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconLinkOff size={40} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Title order={1} fz="xl">
            {t('vouchers.shared.invalidTitle')}
          </Title>
          <Text role="alert">{trip.error.message}</Text>
          <Text c="dimmed" size="sm">
            {t('vouchers.shared.invalidText')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return <SharedTrip trip={trip.data} />;
}

type Trail = SharedTrip['itinerary'][number];
type Voucher = SharedTrip['vouchers'][number];

/** Items by local date, in date order; undated ones at the end. */
function byDay(items: Trail[]): { date: string | null; items: Trail[] }[] {
  const days = new Map<string | null, Trail[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([date, list]) => ({ date, items: list }));
}

function fieldValue(kind: string, value: string | number): string {
  if (kind === 'date') return dateBR(String(value));
  if (kind === 'datetime') return wallDateTime(String(value));
  return String(value);
}

function SharedTrip({ trip }: { trip: SharedTrip }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(`${trip.trip.name} · ${trip.agency.name}`);
  const vouchersOf = (trailId: number) => trip.vouchers.filter((voucher) => voucher.trail_id === trailId);
  const days = byDay(trip.itinerary);

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="sm" wrap="nowrap">
            {trip.agency.logo ? <Image src={trip.agency.logo} alt="" h={48} w="auto" fit="contain" /> : null}
            <Text fw={700} size="lg">
              {trip.agency.name}
            </Text>
          </Group>
          {trip.agency.phone || trip.agency.email ? (
            <Stack gap={2} aria-label={t('vouchers.shared.contact')} component="address" style={{ fontStyle: 'normal' }}>
              {trip.agency.phone ? (
                <Anchor href={`tel:${trip.agency.phone}`} size="sm">
                  <Group gap={4} component="span">
                    <IconPhone size={14} aria-hidden="true" />
                    {trip.agency.phone}
                  </Group>
                </Anchor>
              ) : null}
              {trip.agency.email ? (
                <Anchor href={`mailto:${trip.agency.email}`} size="sm">
                  <Group gap={4} component="span">
                    <IconMail size={14} aria-hidden="true" />
                    {trip.agency.email}
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
          ) : null}
        </Group>
        <Divider my="md" />
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          {t('vouchers.shared.title')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} mb="xs">
          {trip.trip.name}
        </Title>
        <Stack gap={2}>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('vouchers.shared.period')}:{' '}
            </Text>
            {dateBR(trip.trip.going)} – {dateBR(trip.trip.back)} ({t('travels.detail.days', { count: tripDays(trip.trip.going, trip.trip.back) })})
          </Text>
          {trip.trip.cities.length ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('vouchers.shared.cities')}:{' '}
              </Text>
              {trip.trip.cities.join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white" component="section" aria-labelledby="shared-itinerary">
        <Title order={2} fz="lg" id="shared-itinerary" mb="sm">
          {t('vouchers.shared.itinerary')}
        </Title>
        {days.length === 0 ? (
          <Text c="dimmed">{t('vouchers.shared.noItinerary')}</Text>
        ) : (
          <Stack gap="lg">
            {days.map((day) => (
              <section key={day.date ?? 'undated'}>
                <Title order={3} fz="md" c="rumo.8" mb="xs">
                  {day.date ? longDayWithYear(day.date, locale) : t('vouchers.shared.undated')}
                </Title>
                <Stack gap="sm">
                  {day.items.map((item) => (
                    <SharedItem key={item.id} item={item} vouchers={vouchersOf(item.id)} />
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </Paper>
      <Text size="xs" c="dimmed" ta="center">
        {t('vouchers.shared.expires', { date: dateBR(trip.expires_at) })}
      </Text>
    </Stack>
  );
}

function SharedItem({ item, vouchers }: { item: Trail; vouchers: Voucher[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = trailIcon(item.type);
  const facts = TRAIL_FIELDS[item.type]
    .map((field) => ({ field, value: item.fields[field.name] }))
    .filter((fact): fact is { field: (typeof fact)['field']; value: string | number } => fact.value !== null && fact.value !== undefined && fact.value !== '')
    .map(({ field, value }) => `${t(`travels.trail.fields.${field.name}` as 'travels.trail.fields.name')}: ${fieldValue(field.kind, value)}`);
  return (
    <Box p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={20} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm">
            {trailTypeLabel(item.type, locale)}: {item.description}
          </Text>
          {facts.length ? (
            <Text size="sm" c="gray.8">
              {facts.join(' · ')}
            </Text>
          ) : null}
          {vouchers.length ? (
            <Group gap="sm" mt={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('vouchers.shared.vouchers')}>
              {vouchers.map((voucher) => (
                <li key={voucher.id}>
                  <Anchor href={voucher.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('vouchers.shared.open', { name: voucher.file_name })}>
                    <Group gap={4} component="span" wrap="nowrap">
                      {voucher.mime === 'application/pdf' ? <IconFileTypePdf size={16} aria-hidden="true" /> : <IconPhoto size={16} aria-hidden="true" />}
                      {voucher.file_name}
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Group>
          ) : null}
        </div>
      </Group>
    </Box>
  );
}
