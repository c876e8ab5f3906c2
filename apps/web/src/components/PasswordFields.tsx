import type { ReactNode } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@rumo/core';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'autoComplete'> {
  /** 'new' for a password being chosen (browsers offer to generate one), 'current' to prove one. */
  kind: 'new' | 'current';
  /** Shows the minimum-length rule under the field. */
  withHint?: boolean;
}

/** A password input as every Rumo form has it: required without an asterisk, a labelled eye toggle. */
export function PasswordField({ kind, withHint, description, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': t('accounts.password.show') }}
      description={description ?? (withHint ? t('accounts.password.hint', { min: PASSWORD_MIN_LENGTH }) : undefined)}
      {...props}
    />
  );
}

type InputProps = Pick<PasswordInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

export interface NewPasswordFieldsProps {
  /** `form.getInputProps(...)` and `form.key(...)` of the new password and of its confirmation. */
  password: InputProps & { key?: string };
  confirm: InputProps & { key?: string };
  /** Wraps each field, e.g. in a grid column. */
  wrap?: (field: ReactNode, name: 'password' | 'confirm') => ReactNode;
}

/** The new password with its rule, then the same password again. */
export function NewPasswordFields({ password, confirm, wrap = (field) => field }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { key: passwordKey, ...passwordProps } = password;
  const { key: confirmKey, ...confirmProps } = confirm;
  return (
    <>
      {wrap(<PasswordField key={passwordKey} kind="new" withHint label={t('accounts.password.new')} {...passwordProps} />, 'password')}
      {wrap(<PasswordField key={confirmKey} kind="new" label={t('accounts.password.confirm')} {...confirmProps} />, 'confirm')}
    </>
  );
}
