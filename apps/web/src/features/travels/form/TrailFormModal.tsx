import { useMemo } from 'react';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Text, Title, type ComboboxItem } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TRAIL_TYPES, hotelNights, type FieldSpec, type TrailType } from '@rumo/core';
import { showFormErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { notify } from '../../../components/notify.ts';
import { DatesLocale } from '../DatesLocale.tsx';
import { TrailFieldInput } from './TrailFieldInput.tsx';
import { SHARED_FIELDS, fieldsOf, trailFormValues, trailPayload, validateTrail, type TrailFormHandle, type TrailFormValues } from './trailFormValues.ts';
import { trailIcon, trailTypeLabel } from '../trailIcons.tsx';
import { useLocale } from '../useLocale.ts';
import { useLookup, useSaveTrail, type LookupName } from '../useTrails.ts';
import type { TrailItem, Travel } from '../useTravels.ts';

export interface TrailFormModalProps {
  opened: boolean;
  onClose: () => void;
  travel: Travel;
  /** The item being edited; a new one without it. */
  trail: TrailItem | null;
}

/** "Adicionar item" and edit: ONE form for the ten types, driven by TRAIL_FIELDS[type]. */
export function TrailFormModal({ opened, onClose, travel, trail }: TrailFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={trail ? t('travels.trail.editTitle') : t('travels.trail.createTitle')}
      size="xl"
      fullScreenOnPhone
    >
      <DatesLocale>
        <TrailForm travel={travel} trail={trail} onDone={onClose} />
      </DatesLocale>
    </FormModal>
  );
}

/** Long and free-text fields take the whole row. */
const WIDE = new Set(['address', 'pickup_address', 'return_address', 'coverage', 'notes']);

function TrailForm({ travel, trail, onDone }: { travel: Travel; trail: TrailItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveTrail();
  const editing = Boolean(trail);
  const form = useForm<TrailFormValues>({
    initialValues: trailFormValues(trail),
    validate: (values) => validateTrail(values, editing),
  });
  const handle: TrailFormHandle = form;
  const type = form.values.type;
  const currency = String(form.values.currency || 'BRL');
  const prefix = currency === 'BRL' ? 'R$' : currency;

  const typeData = useMemo(
    () => TRAIL_TYPES.map((value) => ({ value, label: trailTypeLabel(value, locale) })),
    [locale],
  );

  // A hotel's nights follow its dates.
  const onValueChange = (name: string, value: string | number) => {
    if (type !== 'hotel' || (name !== 'check_in' && name !== 'check_out')) return;
    const checkIn = name === 'check_in' ? String(value) : String(form.values.check_in ?? '');
    const checkOut = name === 'check_out' ? String(value) : String(form.values.check_out ?? '');
    const nights = hotelNights(checkIn, checkOut);
    if (nights !== null) form.setFieldValue('nights', nights);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(trailPayload(values, { travelId: travel.id, id: trail?.id }));
      notify.success(editing ? t('travels.trail.updated') : t('travels.trail.created'));
      onDone();
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  const input = (spec: FieldSpec) => (
    <div key={spec.name} style={WIDE.has(spec.name) ? { gridColumn: '1 / -1' } : undefined}>
      <TrailFieldInput spec={spec} form={handle} currencyPrefix={prefix} onValueChange={onValueChange} />
    </div>
  );
  const TypeIcon = trailIcon(type);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('travels.trail.type')}
          data={typeData}
          value={type}
          onChange={(value) => value && form.setFieldValue('type', value as TrailType)}
          allowDeselect={false}
          disabled={editing}
          leftSection={<TypeIcon size={18} aria-hidden="true" />}
          renderOption={({ option }: { option: ComboboxItem }) => {
            const Icon = trailIcon(option.value as TrailType);
            return (
              <Group gap="xs" wrap="nowrap">
                <Icon size={16} aria-hidden="true" />
                <span>{option.label}</span>
              </Group>
            );
          }}
          data-autofocus
        />
        <Divider label={<Title order={3} fz="sm">{t('travels.trail.details')}</Title>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {fieldsOf(type).map(input)}
        </SimpleGrid>
        <Divider label={<Title order={3} fz="sm">{t('travels.trail.values')}</Title>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <LookupSelect name="currency" lookup="currency" form={handle} required searchable />
          <LookupSelect name="payment_method" lookup="options-payment" form={handle} />
          {SHARED_FIELDS.filter((spec) => !spec.lookup).map(input)}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('travels.trail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface LookupSelectProps {
  name: 'currency' | 'payment_method';
  lookup: LookupName;
  form: TrailFormHandle;
  required?: boolean;
  searchable?: boolean;
}

/** A select of GET /utils/…; when the list cannot load it stays empty and says so. */
function LookupSelect({ name, lookup, form, required, searchable }: LookupSelectProps) {
  const { t } = useTranslation();
  const options = useLookup(lookup);
  const data = useMemo(
    () =>
      Object.entries(options.data ?? {}).map(([value, label]) => ({
        value,
        label: lookup === 'currency' ? `${value} · ${label}` : label,
      })),
    [options.data, lookup],
  );
  const value = String(form.values[name] ?? '');
  return (
    <Select
      label={t(`travels.trail.fields.${name}`)}
      required={required}
      data={data}
      value={value || null}
      onChange={(next) => form.setFieldValue(name, next ?? '')}
      searchable={searchable}
      clearable={!required}
      allowDeselect={!required}
      nothingFoundMessage={t('travels.form.cityNone')}
      error={options.isError ? t('travels.trail.lookupFailed') : form.errors[name]}
      description={options.isPending ? <Text span size="xs">{t('common.loading')}</Text> : undefined}
    />
  );
}
