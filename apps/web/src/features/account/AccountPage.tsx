import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountInfoResponse } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AgencyForm } from './AgencyForm.tsx';
import { agencyValues } from './agencyForm.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { useUpdateAgency } from './useAccount.ts';
import { UserProfileForm } from './UserProfileForm.tsx';
import { notify } from '../../components/notify.ts';
import { PrivacySection } from '../privacy/PrivacySection.tsx';
import { WhatsappSenderSection } from './WhatsappSenderForm.tsx';

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {subtitle ? (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** The owner's part: the agency profile of signup step 2, now editable. */
function AgencySection({ agency }: { agency: NonNullable<AccountInfoResponse['agency']> }) {
  const { t } = useTranslation();
  const update = useUpdateAgency();
  return (
    <Section id="account-agency" title={t('accounts.account.agencyTitle')} subtitle={t('accounts.account.agencySubtitle')}>
      {/* A save that changes the logo brings its stored URL back: start again from what was saved. */}
      <AgencyForm
        key={agency.logo ?? 'no-logo'}
        initialValues={agencyValues(agency)}
        submitLabel={t('accounts.agency.save')}
        submitting={update.isPending}
        onSubmit={(payload) => update.mutateAsync(payload).then(() => notify.success(t('accounts.agency.saved')))}
      />
    </Section>
  );
}

/** /minha-conta: the user's profile, the password, and for the owner the agency profile. */
export function AccountPage() {
  const { t } = useTranslation();
  const info = useAccountInfo();
  return (
    <>
      <PageHeader title={t('accounts.account.title')} subtitle={t('accounts.account.subtitle')} />
      <DataLoader query={info}>
        {(data) => {
          // The web's AccountInfo lists the fields every screen needs; this screen edits the rest too.
          const full = data as AccountInfoResponse;
          return (
            <Stack gap="lg">
              <Section id="account-profile" title={t('accounts.profile.title')}>
                <UserProfileForm user={full.user} />
              </Section>
              <Section id="account-password" title={t('accounts.password.title')} subtitle={t('accounts.password.subtitle')}>
                <ChangePasswordForm />
              </Section>
              {full.user.role === 'owner' && full.agency ? <AgencySection agency={full.agency} /> : null}
              {full.user.role === 'owner' && full.agency ? (
                <Section id="account-whatsapp" title={t('accounts.whatsapp.title')} subtitle={t('accounts.whatsapp.subtitle')}>
                  <WhatsappSenderSection />
                </Section>
              ) : null}
              {full.user.role === 'owner' && full.agency ? <PrivacySection agencyName={full.agency.name} /> : null}
            </Stack>
          );
        }}
      </DataLoader>
    </>
  );
}
