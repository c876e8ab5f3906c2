import { Anchor, Avatar, Button, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tripDays } from '@rumo/core';
import { useAccountInfo, type AccountAgency } from '../../../api/account.ts';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { dateBR, fullName, longDayWithYear } from '../format.ts';
import { itineraryDays } from './itineraryDays.ts';
import { trailFacts, trailTitle } from '../trailFacts.ts';
import { trailIcon, trailTypeLabel } from '../trailIcons.tsx';
import { useLocale } from '../useLocale.ts';
import { useTravelers, type TravelerRow } from './useTravelers.ts';
import { useTravel, type Travel } from '../useTravels.ts';
import classes from './pdf.module.css';
import { agencyZone } from '../../../app/agencyZone.ts';

/** /viagem/{customer}/{id}/pdf-viagem: the printable itinerary for the client (bare template). */
export function TravelPdfPage() {
  const { id } = useParams();
  const travel = useTravel(Number(id));
  const travelers = useTravelers(Number(id));
  return (
    <DataLoader query={travel}>
      {(trip) => <DataLoader query={travelers}>{(people) => <PrintableTravel travel={trip} travelers={people} />}</DataLoader>}
    </DataLoader>
  );
}

function PrintableTravel({ travel, travelers }: { travel: Travel; travelers: TravelerRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const info = useAccountInfo();
  // The account info carries the agency logo beside the fields the shell types.
  const agency = info.data?.agency as (AccountAgency & { logo?: string | null }) | null | undefined;
  useDocumentTitle(`${travel.name} · ${agency?.name ?? t('app.name')}`);
  const days = itineraryDays(travel.trails);

  return (
    <>
      <Group justify="space-between" mb="md" className={classes.noPrint}>
        <Anchor component={Link} to={`/viagem/${travel.customer_id}/${travel.id}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('travels.pdf.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {t('travels.pdf.print')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.sheet}>
        <Group justify="space-between" align="center" mb="lg">
          <Group gap="sm">
            {agency?.logo ? <Image src={agency.logo} alt="" h={48} w="auto" fit="contain" /> : null}
            <Text fw={700} size="lg">
              {agency?.name}
            </Text>
          </Group>
        </Group>
        <Title order={1} fz={28} mb={4}>
          {travel.name}
        </Title>
        <Stack gap={2} mb="md">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('travels.pdf.customer')}:{' '}
            </Text>
            {fullName(travel.customer)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('travels.pdf.period')}:{' '}
            </Text>
            {dateBR(travel.going)} – {dateBR(travel.back)} ({t('travels.detail.days', { count: tripDays(travel.going, travel.back, agencyZone()) })})
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('travels.pdf.cities')}:{' '}
            </Text>
            {travel.screenplay.join(' · ')}
          </Text>
        </Stack>

        <Title order={2} fz="lg" mt="lg" mb="xs">
          {t('travels.pdf.travelers')}
        </Title>
        <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {travelers.map((traveler) => (
            <Group key={traveler.id} gap="xs" component="li" wrap="nowrap">
              <Avatar src={traveler.picture} alt="" size={28} radius="xl" color="rumo">
                {`${traveler.first_name.charAt(0)}${traveler.last_name.charAt(0)}`}
              </Avatar>
              <Text size="sm">
                {fullName(traveler)}
                {traveler.degree ? (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({t(`lookups.degree.${traveler.degree}`)})
                  </Text>
                ) : null}
              </Text>
            </Group>
          ))}
        </Group>

        <Divider my="lg" />
        <Title order={2} fz="lg">
          {t('travels.pdf.itinerary')}
        </Title>
        {days.length === 0 ? (
          <Text c="dimmed" mt="sm">
            {t('travels.pdf.emptyItinerary')}
          </Text>
        ) : (
          days.map((day) => (
            <section key={day.date ?? 'undated'} className={classes.day}>
              <Title order={3} fz="md" c="rumo.8" mb={4}>
                {day.date ? longDayWithYear(day.date, locale) : t('travels.itinerary.undated')}
              </Title>
              {day.trails.map((trail) => {
                const Icon = trailIcon(trail.type);
                const facts = trailFacts(trail);
                return (
                  <div key={trail.id} className={classes.item}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Icon size={20} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
                      <div>
                        <Text fw={700} size="sm">
                          {trailTypeLabel(trail.type, locale)}: {trailTitle(trail)}
                        </Text>
                        {facts.length ? (
                          <Text size="sm" c="gray.8">
                            {facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · ')}
                          </Text>
                        ) : null}
                        {trail.notes ? (
                          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                            {trail.notes}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </div>
                );
              })}
            </section>
          ))
        )}
        {agency?.name ? (
          <Text size="xs" c="dimmed" mt="xl" ta="center">
            {t('travels.pdf.generatedBy', { agency: agency.name })}
          </Text>
        ) : null}
      </Paper>
    </>
  );
}
