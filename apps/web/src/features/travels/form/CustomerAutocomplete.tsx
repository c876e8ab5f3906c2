import { useRef, useState, type ReactNode } from 'react';
import { Avatar, Group, Text, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../../components/SearchCombobox.tsx';
import { fullName, initials } from '../format.ts';
import { useCustomerSearch } from '../useSearch.ts';

export interface CustomerOption {
  id: number;
  first_name: string;
  last_name: string;
  picture?: string | null;
  email?: string | null;
}

export interface CustomerAutocompleteProps {
  label: ReactNode;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** Customers not to offer (already travelling). */
  excludeIds?: number[];
}

/**
 * The customer field: GET /customers/?query= 300 ms after typing stops, only for non-empty text;
 * the results hide 200 ms after the field loses focus, so a click on one still counts (spec 5, 9).
 */
export function CustomerAutocomplete({ label, value, onChange, error, required, excludeIds = [] }: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? fullName(value) : '');
  const shownValue = useRef(value);
  // A value set from outside (form reset, edit) replaces the text.
  if (shownValue.current?.id !== value?.id) {
    shownValue.current = value;
    setText(value ? fullName(value) : '');
  }
  const search = useCustomerSearch(value ? '' : text);
  const options = (search.data ?? []).filter((customer) => !excludeIds.includes(customer.id));
  const typing = Boolean(text.trim()) && !value;
  const busy = typing && (!search.settled || search.isFetching);

  return (
    <SearchCombobox
      store={combobox}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value) {
          shownValue.current = null;
          onChange(null);
        }
      }}
      items={options}
      optionKey={(customer) => String(customer.id)}
      renderOption={(customer) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={customer.picture} alt="" size={28} radius="xl" color="rumo">
            {initials(customer)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {fullName(customer)}
            </Text>
            {customer.email ? (
              <Text size="xs" c="dimmed" truncate="end">
                {customer.email}
              </Text>
            ) : null}
          </div>
        </Group>
      )}
      onPick={(chosen) => {
        shownValue.current = chosen;
        onChange(chosen);
        setText(fullName(chosen));
        combobox.closeDropdown();
      }}
      open={typing}
      busy={busy}
      failed={search.isError}
      messages={{ failed: t('travels.form.customerFailed'), searching: t('travels.form.customerSearching'), none: t('travels.form.customerNone') }}
      label={label}
      required={required}
      error={error}
      placeholder={t('travels.form.customerPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
    />
  );
}
