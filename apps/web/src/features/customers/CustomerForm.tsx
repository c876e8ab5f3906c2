import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type CustomerCreateInput } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { AddressFields, mergeFoundAddress } from '../../components/AddressFields.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { CPF_MASK, applyMask } from '../../components/masks.ts';
import { PhoneInput } from '../../components/PhoneInput.tsx';
import { CountrySelect } from './CountrySelect.tsx';
import { customerPayload, newLoyaltyRow, validateCustomer, type CustomerFormValues } from './customerForm.ts';
import { DateField } from '../../components/DateField.tsx';
import { initials } from './format.ts';

export interface CustomerFormProps {
  initialValues: CustomerFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Sends the payload; a rejection with the API's field errors shows them under the fields. */
  onSubmit: (payload: CustomerCreateInput) => Promise<unknown>;
  onCancel?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={3} fz="md" c="rumo.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The whole customer profile: "Novo cliente" and the Dados tab. */
export function CustomerForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const { t } = useTranslation();
  const form = useForm<CustomerFormValues>({ mode: 'controlled', initialValues, validate: validateCustomer });

  const submit = form.onSubmit((values) => {
    onSubmit(customerPayload(values)).then(
      () => form.resetDirty(),
      (error: unknown) => showFormErrors(form, error),
    );
  });

  const number = (path: string, label: string, extra: Record<string, unknown> = {}) => (
    <NumberInput
      label={label}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      {...extra}
      {...form.getInputProps(path)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Section title={t('customers.form.sections.identity')}>
          <ImagePicker
            label={t('customers.form.picture')}
            value={form.values.picture}
            onChange={(value) => form.setFieldValue('picture', value)}
            error={form.errors.picture}
            placeholder={form.values.first_name || form.values.last_name ? initials(form.values) : undefined}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('customers.form.firstName')}
                autoComplete="off"
                required
                {...form.getInputProps('first_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('customers.form.lastName')}
                autoComplete="off"
                required
                {...form.getInputProps('last_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <DateField label={t('customers.form.birthDate')} {...form.getInputProps('birth_date')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                label={t('customers.form.cpf')}
                placeholder={CPF_MASK}
                inputMode="numeric"
                maxLength={CPF_MASK.length}
                autoComplete="off"
                {...form.getInputProps('cpf')}
                onChange={(event) =>
                  form.setFieldValue('cpf', applyMask(event.currentTarget.value.replace(/\D/g, ''), CPF_MASK))
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label={t('customers.form.gender')}
                placeholder={t('customers.form.select')}
                data={GENDERS.map((gender) => ({ value: gender, label: t(`lookups.gender.${gender}`) }))}
                clearable
                {...form.getInputProps('gender')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <CountrySelect
                label={t('customers.form.nationality')}
                value={form.values.nationality}
                onChange={(value) => form.setFieldValue('nationality', value)}
                error={form.errors.nationality}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Divider />
        <Section title={t('customers.form.sections.contact')}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('customers.form.email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label={t('customers.form.phone')}
                description={t('customers.form.phoneHint')}
                value={form.values.phone}
                onChange={(value) => form.setFieldValue('phone', value)}
                onBlur={() => form.validateField('phone')}
                error={form.errors.phone}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Divider />
        <Section title={t('customers.form.sections.address')}>
          <AddressFields
            inputProps={(field) => form.getInputProps(`address.${field}`)}
            onFound={(found) =>
              form.setFieldValue('address', mergeFoundAddress(form.getValues().address, found))
            }
          />
        </Section>

        <Divider />
        <Section title={t('customers.form.sections.profile')}>
          <Grid gap="sm">
            <Grid.Col span={12}>
              <TagsInput
                label={t('customers.form.personalityTags')}
                description={t('customers.form.personalityTagsHint')}
                clearable
                maxTags={50}
                splitChars={[',']}
                clearButtonProps={{ 'aria-label': t('customers.form.clearTags') }}
                {...form.getInputProps('personality_tags')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {number('trips_per_year', t('customers.form.tripsPerYear'), { max: 365 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateField label={t('customers.form.lastTrip')} {...form.getInputProps('last_trip')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{number('mileage', t('customers.form.mileage'))}</Grid.Col>
          </Grid>
        </Section>

        <Divider />
        <Section title={t('customers.form.sections.loyalty')}>
          {form.values.loyalty_programs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('customers.form.noLoyalty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {form.values.loyalty_programs.map((row, index) => (
                <Grid key={row.key} gap="sm" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    <TextInput
                      label={t('customers.form.loyaltyProgram')}
                      required
                      {...form.getInputProps(`loyalty_programs.${index}.program`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 3 }}>
                    <TextInput
                      label={t('customers.form.loyaltyNumber')}
                      {...form.getInputProps(`loyalty_programs.${index}.number`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 4, sm: 3 }}>
                    {number(`loyalty_programs.${index}.miles`, t('customers.form.loyaltyMiles'))}
                  </Grid.Col>
                  <Grid.Col span={{ base: 2, sm: 1 }}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      mb={form.errors[`loyalty_programs.${index}.program`] ? 22 : 0}
                      aria-label={t('customers.form.removeLoyalty', { index: index + 1 })}
                      onClick={() => form.removeListItem('loyalty_programs', index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Grid.Col>
                </Grid>
              ))}
            </Stack>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => form.insertListItem('loyalty_programs', newLoyaltyRow())}
            >
              {t('customers.form.addLoyalty')}
            </Button>
          </Group>
        </Section>

        <Divider />
        <Textarea
          label={t('customers.form.notes')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('notes')}
        />

        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
