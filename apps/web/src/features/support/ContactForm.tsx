import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { supportContactSchema, type SupportContactInput } from '@rumo/core';
import { isApiError } from '../../api/client.ts';
import { showFormErrors } from '../../api/formErrors.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { originPage } from './contactPage.ts';
import { useSupportContact } from './useSupport.ts';

type Values = Pick<SupportContactInput, 'subject' | 'message'>;

const validate = zodValidate<Values>(supportContactSchema.omit({ page: true }));

/** 'Fale com o suporte': subject and message, sent with the page the user came from. */
export function ContactForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const [page] = useState(() => originPage(location.state, document.referrer, window.location.origin));
  const send = useSupportContact();
  const [sent, setSent] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { subject: '', message: '' }, validate });

  const submit = form.onSubmit((values) => {
    setLimited(null);
    send.mutate(
      { ...values, page },
      {
        onSuccess: (answer) => {
          setSent(answer.detail);
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 429) setLimited(error.message);
          else showFormErrors(form, error);
        },
      },
    );
  });

  return (
    <Paper
      component="section"
      aria-labelledby="support-contact-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" id="support-contact-title">
          {t('helpCenter.contact.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('helpCenter.contact.subtitle')}
        </Text>
      </Stack>
      {sent ? (
        <Stack gap="sm">
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
            title={t('helpCenter.contact.sentTitle')}
            role="status"
          >
            {sent}
          </Alert>
          <Button variant="default" onClick={() => setSent(null)} w="fit-content">
            {t('helpCenter.contact.sendAnother')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('helpCenter.contact.subject')}
              required
              maxLength={200}
              {...form.getInputProps('subject')}
            />
            <Textarea
              label={t('helpCenter.contact.message')}
              description={t('helpCenter.contact.messageHint')}
              required
              autosize
              minRows={5}
              maxRows={12}
              maxLength={5000}
              {...form.getInputProps('message')}
            />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('helpCenter.contact.page', { page })}
            </Text>
            {limited ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden="true" />}
                role="alert"
              >
                {limited}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconSend size={16} aria-hidden="true" />}
              >
                {t('helpCenter.contact.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
