import { Button, Fieldset, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LOCALES, agencyProfileSchema, cleanTaxId } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { AddressFields, mergeFoundAddress } from '../../components/AddressFields.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { maskCpfCnpj } from '../../components/masks.ts';
import { PhoneInput, isValidPhone } from '../../components/PhoneInput.tsx';
import { TimeZoneSelect } from '../../components/TimeZoneSelect.tsx';
import { zodValidate } from '../../components/zodForm.ts';
import { agencyPayload, type AgencyFormValues, type AgencyPayload } from './agencyForm.ts';

export interface AgencyFormProps {
  initialValues: AgencyFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Sends the payload; a rejection with the API's field errors shows them under the fields. */
  onSubmit: (payload: AgencyPayload) => Promise<unknown>;
}

/** Longest masked CNPJ: 'AA.AAA.AAA/AAAA-00'. */
const DOCUMENT_MAX = 18;

/** The agency profile: signup step 2 and the owner's part of Minha conta. */
export function AgencyForm({ initialValues, submitLabel, submitting, onSubmit }: AgencyFormProps) {
  const { t } = useTranslation();
  const form = useForm<AgencyFormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate<AgencyFormValues>(agencyProfileSchema, (values) => ({
      phone: !values.phone
        ? t('validation.required')
        : isValidPhone(values.phone)
          ? null
          : t('validation.phoneInvalid'),
    })),
  });

  const submit = form.onSubmit((values) => {
    onSubmit(agencyPayload(values)).catch((error: unknown) => showFormErrors(form, error));
  });

  const documentDigits = cleanTaxId(form.values.document).length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('accounts.agency.name')}
              autoComplete="organization"
              required
              withAsterisk={false}
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label={t('accounts.agency.document')}
              description={
                documentDigits > 11 || /[A-Z]/i.test(form.values.document)
                  ? t('accounts.agency.documentCnpj')
                  : t('accounts.agency.documentCpf')
              }
              inputMode="text"
              maxLength={DOCUMENT_MAX}
              required
              withAsterisk={false}
              {...form.getInputProps('document')}
              onChange={(event) => form.setFieldValue('document', maskCpfCnpj(event.currentTarget.value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <PhoneInput
              label={t('accounts.agency.phone')}
              required
              value={form.values.phone}
              onChange={(value) => form.setFieldValue('phone', value)}
              onBlur={() => form.validateField('phone')}
              error={form.errors.phone}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label={t('accounts.agency.email')}
              description={t('accounts.agency.optional')}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
        </Grid>

        <Fieldset
          legend={t('accounts.agency.addressOptional')}
          variant="unstyled"
          style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}
          styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', padding: 0, marginBottom: 8 } }}
        >
          <AddressFields
            inputProps={(field) => form.getInputProps(`address.${field}`)}
            onFound={(found) => form.setFieldValue('address', mergeFoundAddress(form.getValues().address, found))}
          />
        </Fieldset>

        {form.values.timezone !== undefined ? (
          <TimeZoneSelect
            label={t('accounts.agency.timezone')}
            description={t('accounts.agency.timezoneHint')}
            {...form.getInputProps('timezone')}
          />
        ) : null}

        {form.values.locale !== undefined ? (
          <Select
            label={t('accounts.agency.clientLocale')}
            description={t('accounts.agency.clientLocaleHint')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
            allowDeselect={false}
            {...form.getInputProps('locale')}
          />
        ) : null}

        <ImagePicker
          label={t('accounts.agency.logo')}
          shape="square"
          value={form.values.logo}
          onChange={(value) => form.setFieldValue('logo', value)}
          error={form.errors.logo}
        />

        <Group justify="flex-end">
          <Button type="submit" loading={submitting} size="md">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
