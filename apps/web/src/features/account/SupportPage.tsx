import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Commitments } from '../support/Commitments.tsx';
import { ContactForm } from '../support/ContactForm.tsx';
import { HelpCenter } from '../support/HelpCenter.tsx';

/** /suporte: the help centre, the contact form and the terms' commitments. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('helpCenter.title')} subtitle={t('helpCenter.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <HelpCenter />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <ContactForm />
            <Commitments />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
