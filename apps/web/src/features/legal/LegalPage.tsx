import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LEGAL_TEXT_PARAMS,
  LEGAL_UPDATED_AT,
  interpolate,
  legalCatalogs,
  type LegalDocument,
} from '@rumo/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { HTML_LANG, readLocale } from '../../app/locale.ts';

export type LegalKind = 'terms' | 'privacy';

const PATHS: Record<LegalKind, string> = { terms: '/termos-de-uso', privacy: '/politica-de-privacidade' };

const fill = (text: string) => interpolate(text, LEGAL_TEXT_PARAMS);

function formatDate(isoDate: string): string {
  const locale = readLocale();
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** Terms of use or privacy policy in the interface language, numbers from core's constants. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const catalog = legalCatalogs[readLocale()];
  const doc: LegalDocument = catalog[kind];
  const other: LegalKind = kind === 'terms' ? 'privacy' : 'terms';

  return (
    <Paper withBorder radius="lg" bg="white" p={{ base: 'md', sm: 40 }} maw={860} mx="auto">
      <PageHeader title={doc.title} subtitle={t('legal.lastUpdated', { date: formatDate(LEGAL_UPDATED_AT) })} />
      <Stack gap="lg">
        {doc.intro.map((paragraph) => (
          <Text key={paragraph} size="md" lh={1.65}>
            {fill(paragraph)}
          </Text>
        ))}
        {doc.sections.map((section) => (
          <Stack component="section" key={section.heading} gap="xs">
            <Title order={2} fz={{ base: 18, sm: 20 }} mt="sm">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} lh={1.65}>
                {fill(paragraph)}
              </Text>
            ))}
            {section.items ? (
              <List spacing={6} pl="xs" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
                {section.items.map((item) => (
                  <List.Item key={item} lh={1.6}>
                    {fill(item)}
                  </List.Item>
                ))}
              </List>
            ) : null}
            {section.closing?.map((paragraph) => (
              <Text key={paragraph} lh={1.65}>
                {fill(paragraph)}
              </Text>
            ))}
          </Stack>
        ))}
        <Text mt="md">
          {t('legal.otherDocument')}:{' '}
          <Anchor component={Link} to={PATHS[other]} underline="always">
            {catalog[other].title}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
