import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Combobox, Input, Loader, Pill, Text, TextInput, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_BLUR_HIDE_MS } from '@rumo/core';
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

  let content: ReactNode;
  if (search.isError) content = <Combobox.Empty>{t('travels.form.cityFailed')}</Combobox.Empty>;
  else if (busy && options.length === 0) content = <Combobox.Empty>{t('travels.form.citySearching')}</Combobox.Empty>;
  else if (options.length === 0) content = <Combobox.Empty>{t('travels.form.cityNone')}</Combobox.Empty>;
  else
    content = options.map((place) => (
      <Combobox.Option value={place.place_id} key={place.place_id}>
        <Text size="sm" fw={500} span>
          {place.main_text ?? place.description}
        </Text>
        {place.secondary_text ? (
          <Text size="xs" c="dimmed" span ml={6}>
            {place.secondary_text}
          </Text>
        ) : null}
      </Combobox.Option>
    ));

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
      <Combobox
        store={combobox}
        onOptionSubmit={(placeId) => {
          const place = options.find((option) => option.place_id === placeId);
          if (place) add(place.main_text ?? place.description);
        }}
      >
        <Combobox.Target>
          <TextInput
            aria-label={t('travels.form.cityInput')}
            description={t('travels.form.cityHint')}
            inputWrapperOrder={['input', 'description']}
            value={text}
            placeholder={t('travels.form.cityPlaceholder')}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            rightSection={busy ? <Loader size={14} aria-hidden="true" /> : null}
            autoComplete="off"
            error={Boolean(error)}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onKeyDown={onKeyDown}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => window.setTimeout(() => combobox.closeDropdown(), AUTOCOMPLETE_BLUR_HIDE_MS)}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!typing}>
          <Combobox.Options>{content}</Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Input.Wrapper>
  );
}
