import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';

type AgreementKey = 'login.agreement' | 'accounts.signup.agreement';

/** "No account yet? Create one" under the sign-in form, and its mirror under the signup form. */
export function SwitchLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center" mt="lg">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600} underline="always">
        {label}
      </Anchor>
    </Text>
  );
}

/** The line that links the terms of use and the privacy policy; `i18nKey` holds <terms> and <privacy>. */
export function AgreementNote({ i18nKey }: { i18nKey: AgreementKey }) {
  return (
    <Text size="xs" c="dimmed" ta="center" mt="md" px="sm">
      <Trans
        i18nKey={i18nKey}
        components={{
          terms: <Anchor component={Link} to="/termos-de-uso" size="xs" underline="always" />,
          privacy: <Anchor component={Link} to="/politica-de-privacidade" size="xs" underline="always" />,
        }}
      />
    </Text>
  );
}
