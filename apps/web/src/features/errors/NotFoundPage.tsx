import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@rumo/core';

/** Any unknown path (spec 2): the page does not exist or is offline. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.notFound.title')} · ${t('app.name')}`);
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 96 }}>
      <IconMapPinOff size={56} stroke={1.5} color="var(--mantine-color-rumo-7)" aria-hidden="true" />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('pages.notFound.title')}
      </Title>
      <Text size="lg" maw={460}>
        {t('pages.notFound.message')}
      </Text>
      <Button component={Link} to={ROUTES.home} size="md" mt="sm">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
