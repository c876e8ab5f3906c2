import { Alert, Grid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal } from '../../components/FormModal.tsx';
import { PASSWORD_MIN_LENGTH, staffCreateSchema, type StaffCreateInput, type StaffMember } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { useCreateStaff, useUpdateStaff } from './useStaff.ts';
import { PasswordField } from '../../components/PasswordFields.tsx';

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
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('accounts.staff.form.editTitle') : t('accounts.staff.form.addTitle')}
      size="lg"
    >
      <StaffForm member={member ?? null} onDone={onClose} />
    </FormModal>
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
          <PasswordField
            kind="new"
            label={t('accounts.fields.password')}
            description={member ? t('accounts.staff.form.passwordNoteEdit') : t('accounts.staff.form.passwordNote', { min: PASSWORD_MIN_LENGTH })}
            {...form.getInputProps('password')}
          />
        ) : !member ? (
          <Alert color="blue" icon={<IconMail aria-hidden="true" />} role="note">
            {t('accounts.staff.form.inviteNote')}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} loading={create.isPending || update.isPending} submitLabel={member ? t('accounts.staff.form.submitEdit') : t('accounts.staff.form.submitAdd')} />
      </Stack>
    </form>
  );
}
