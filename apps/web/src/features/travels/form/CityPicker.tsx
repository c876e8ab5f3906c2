import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input, Pill, Text, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../../components/SearchCombobox.tsx';
import { useCitySearch } from '../useSearch.ts';

export interface CityPickerProps {
  label: ReactNode;
  value: string[];
  onChange: (cities: string[]) => void;
  error?: ReactNode;
}

/**
 * The trip's cities (screenplay): a maps autocomplete of cities, 200 ms after typing stops; the
 * chosen ones stay as removable chips, in order. Enter adds the typed text when no suggestion is
 * picked, so a city the service does not know can still be added.
 */
export function CityPicker({ label, value, onChange, error }: CityPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const search = useCitySearch(text);
  const typing = Boolean(text.trim());
  const busy = typing && (!search.settled || search.isFetching);
  const options = search.data ?? [];

  const add = (city: string) => {
    const name = city.trim();
    if (name && !value.some((existing) => existing.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setText('');
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typing && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Input.Wrapper label={label} error={error} required labelElement="div" id={`${id}-wrapper`}>
      {value.length ? (
        <Pill.Group mt={6} mb={8} role="list" aria-label={t('travels.form.citiesChosen')}>
          {value.map((city) => (
            <Pill
              key={city}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((item) => item !== city))}
              removeButtonProps={{ 'aria-label': t('travels.form.cityRemove', { city }) }}
            >
              {city}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
      <SearchCombobox
        store={combobox}
        text={text}
        onTextChange={setText}
        items={options}
        optionKey={(place) => place.place_id}
        renderOption={(place) => (
          <>
            <Text size="sm" fw={500} span>
              {place.main_text ?? place.description}
            </Text>
            {place.secondary_text ? (
              <Text size="xs" c="dimmed" span ml={6}>
                {place.secondary_text}
              </Text>
            ) : null}
          </>
        )}
        onPick={(place) => add(place.main_text ?? place.description)}
        open={typing}
        busy={busy}
        failed={search.isError}
        messages={{ failed: t('travels.form.cityFailed'), searching: t('travels.form.citySearching'), none: t('travels.form.cityNone') }}
        aria-label={t('travels.form.cityInput')}
        description={t('travels.form.cityHint')}
        inputWrapperOrder={['input', 'description']}
        placeholder={t('travels.form.cityPlaceholder')}
        leftSection={<IconMapPin size={16} aria-hidden="true" />}
        error={Boolean(error)}
        onKeyDown={onKeyDown}
      />
    </Input.Wrapper>
  );
}
