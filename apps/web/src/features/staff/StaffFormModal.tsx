import { Alert, Button, Grid, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, staffCreateSchema, type StaffCreateInput, type StaffMember } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { useCreateStaff, useUpdateStaff } from './useStaff.ts';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  picture: string | null;
  setPassword: boolean;
  password: string;
}

/** Form values -> POST/PUT body: the password only when the owner chose to set it now. */
function toPayload(values: Values): StaffCreateInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    picture: values.picture,
    ...(values.setPassword ? { password: values.password } : {}),
  };
}

const validatePayload = zodValidate<StaffCreateInput>(staffCreateSchema);

export interface StaffFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The colaborador to edit; a new one without it. */
  member?: StaffMember | null;
}

/**
 * Adds or edits a colaborador. A new one without a password gets an invitation e-mail to choose
 * it; the modal says which of the two will happen.
 */
export function StaffFormModal({ opened, onClose, member }: StaffFormModalProps) {
  const { t } = useTranslation();
  const editing = Boolean(member);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('accounts.staff.form.editTitle') : t('accounts.staff.form.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so each one starts from the member's data. */}
      {opened ? <StaffForm member={member ?? null} onDone={onClose} /> : null}
    </Modal>
  );
}

function StaffForm({ member, onDone }: { member: StaffMember | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      first_name: member?.first_name ?? '',
      last_name: member?.last_name ?? '',
      email: member?.email ?? '',
      picture: member?.picture ?? null,
      setPassword: false,
      password: '',
    },
    validate: (values) => validatePayload(toPayload(values)),
  });

  const submit = form.onSubmit((values) => {
    const payload = toPayload(values);
    const onError = (error: unknown) => showFormErrors(form, error);
    if (member) {
      update.mutate(
        { ...payload, id: member.id },
        {
          onSuccess: () => {
            notify.success(t('accounts.staff.updated'));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (created) => {
          notify.success(
            payload.password ? t('accounts.staff.added') : t('accounts.staff.invited', { email: created.email }),
          );
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('accounts.fields.firstName')} required withAsterisk={false} data-autofocus {...form.getInputProps('first_name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('accounts.fields.lastName')} required withAsterisk={false} {...form.getInputProps('last_name')} />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('accounts.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <ImagePicker
          label={t('accounts.profile.picture')}
          value={form.values.picture}
          onChange={(value) => form.setFieldValue('picture', value)}
          error={form.errors.picture}
        />
        <Switch
          label={member ? t('accounts.staff.form.setNewPassword') : t('accounts.staff.form.setPassword')}
          {...form.getInputProps('setPassword', { type: 'checkbox' })}
        />
        {form.values.setPassword ? (
          <PasswordInput
            label={t('accounts.fields.password')}
            description={member ? t('accounts.staff.form.passwordNoteEdit') : t('accounts.staff.form.passwordNote', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            withAsterisk={false}
            visibilityToggleButtonProps={{ 'aria-label': t('accounts.password.show') }}
            {...form.getInputProps('password')}
          />
        ) : !member ? (
          <Alert color="blue" icon={<IconMail aria-hidden="true" />} role="note">
            {t('accounts.staff.form.inviteNote')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {member ? t('accounts.staff.form.submitEdit') : t('accounts.staff.form.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
