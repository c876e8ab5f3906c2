import { useRef, useState, type ReactNode } from 'react';
import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_BLUR_HIDE_MS } from '@rumo/core';
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

  let content: ReactNode;
  if (search.isError) content = <Combobox.Empty>{t('travels.form.customerFailed')}</Combobox.Empty>;
  else if (busy && options.length === 0) content = <Combobox.Empty>{t('travels.form.customerSearching')}</Combobox.Empty>;
  else if (options.length === 0) content = <Combobox.Empty>{t('travels.form.customerNone')}</Combobox.Empty>;
  else
    content = options.map((customer) => (
      <Combobox.Option value={String(customer.id)} key={customer.id}>
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
      </Combobox.Option>
    ));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const chosen = options.find((customer) => String(customer.id) === id);
        if (chosen) {
          shownValue.current = chosen;
          onChange(chosen);
          setText(fullName(chosen));
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          required={required}
          error={error}
          value={text}
          placeholder={t('travels.form.customerPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={busy ? <Loader size={14} aria-hidden="true" /> : null}
          autoComplete="off"
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) {
              shownValue.current = null;
              onChange(null);
            }
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => window.setTimeout(() => combobox.closeDropdown(), AUTOCOMPLETE_BLUR_HIDE_MS)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing}>
        <Combobox.Options>{content}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
