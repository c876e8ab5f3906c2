import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Input, Select, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from './CountryFlag.tsx';
import { PHONE_DEFAULT_COUNTRY, PHONE_MAX_LENGTH, PHONE_PREFERRED_COUNTRIES } from '@rumo/core';

export interface PhoneInputProps {
  label: ReactNode;
  /** The number in E.164 ('+5511987654321'), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Country of a number typed without '+'; BR by default (spec 5). */
  defaultCountry?: CountryCode;
  /** Listed first in the country select; BR and AU by default (spec 5). */
  preferredCountries?: readonly CountryCode[];
  name?: string;
}

/** Whether a phone value (E.164 or international text) is a real number of its country. */
export function isValidPhone(value: string): boolean {
  return Boolean(value) && isValidPhoneNumber(value);
}

/** Only what a phone number is written with (spec 5: letters stripped); '+' only at the start. */
const sanitise = (text: string) => {
  const kept = text.replace(/[^\d\s()+.-]/g, '');
  return kept.replace(/(?!^)\+/g, '');
};

/** The E.164 value of what is typed; an unparseable number keeps its digits so validation can flag it. */
function toValue(text: string, country: CountryCode): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (text.trim().startsWith('+')) return parsePhoneNumberFromString(text)?.number ?? `+${digits}`;
  return parsePhoneNumberFromString(text, country)?.number ?? `+${getCountryCallingCode(country)}${digits}`;
}

/** What the input shows for a stored value: national format when the country is known. */
function display(value: string): { text: string; country?: CountryCode } {
  if (!value) return { text: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.country) return { text: value };
  return { text: parsed.formatNational(), country: parsed.country };
}

/**
 * International phone input: a country select (flag and dial code, preferred countries first,
 * searchable by name or code) and the number, formatted as it is typed (libphonenumber-js).
 * Its value is E.164; check it with isValidPhone() ('validation.phoneInvalid').
 */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  disabled,
  defaultCountry = PHONE_DEFAULT_COUNTRY as CountryCode,
  preferredCountries = PHONE_PREFERRED_COUNTRIES as readonly CountryCode[],
  name,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const initial = useMemo(() => display(value), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [country, setCountry] = useState<CountryCode>(initial.country ?? defaultCountry);
  const [text, setText] = useState(initial.text);
  const emitted = useRef(value);

  // A value set from outside (form reset, data loaded) replaces what is shown.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const next = display(value);
    setText(next.text);
    if (next.country) setCountry(next.country);
  }, [value]);

  const emit = (nextText: string, nextCountry: CountryCode) => {
    const next = toValue(nextText, nextCountry);
    emitted.current = next;
    onChange(next);
  };

  const onTextChange = (raw: string) => {
    const clean = sanitise(raw).slice(0, PHONE_MAX_LENGTH);
    // Reformatting while deleting would put back the ')' or '-' being erased.
    const deleting = clean.length < text.length;
    let next = clean;
    let nextCountry = country;
    if (!deleting) {
      const typer = clean.trim().startsWith('+') ? new AsYouType() : new AsYouType(country);
      next = typer.input(clean).slice(0, PHONE_MAX_LENGTH);
      const detected = typer.getCountry();
      if (clean.trim().startsWith('+') && detected) nextCountry = detected;
    }
    setText(next);
    if (nextCountry !== country) setCountry(nextCountry);
    emit(next, nextCountry);
  };

  const onCountryChange = (code: string | null) => {
    if (!code) return;
    const nextCountry = code as CountryCode;
    setCountry(nextCountry);
    // A number written with '+' names its own country: switching drops the prefix.
    const national = text.trim().startsWith('+') ? '' : text;
    setText(national);
    emit(national, nextCountry);
  };

  const { data, names } = useMemo(() => {
    let regionNames: Intl.DisplayNames | null = null;
    try {
      regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      regionNames = null;
    }
    const nameOf = (code: CountryCode) => regionNames?.of(code) ?? code;
    const item = (code: CountryCode): ComboboxItem => ({
      value: code,
      label: `+${getCountryCallingCode(code)}`,
    });
    const preferred = new Set<string>(preferredCountries);
    const others = getCountries()
      .filter((code) => !preferred.has(code))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b), i18n.language));
    const names = new Map<string, string>(getCountries().map((code) => [code, nameOf(code)]));
    return {
      names,
      data: [
        { group: t('accounts.phone.preferred'), items: preferredCountries.map(item) },
        { group: t('accounts.phone.allCountries'), items: others.map(item) },
      ],
    };
  }, [i18n.language, preferredCountries, t]);

  const filter: OptionsFilter = ({ options, search }) => {
    const query = search.trim().toLowerCase().replace(/^\+/, '');
    // The input shows the selected label ('+55') until the user types: list everything then.
    if (!query || options.some((o) => 'label' in o && o.label.toLowerCase() === search.trim().toLowerCase())) return options;
    const matches = (o: ComboboxItem) =>
      (names.get(o.value) ?? '').toLowerCase().includes(query) ||
      o.value.toLowerCase() === query ||
      o.label.replace(/\D/g, '').startsWith(query);
    return options
      .map((o) => ('items' in o ? { ...o, items: o.items.filter(matches) } : o))
      .filter((o) => ('items' in o ? o.items.length > 0 : matches(o)));
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      required={required}
      withAsterisk={false}
      description={description}
      error={error}
      labelProps={{ htmlFor: inputId }}
      errorProps={{ id: errorId }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start" mt={description ? 4 : 0}>
        <Select
          aria-label={t('accounts.phone.country')}
          data={data}
          value={country}
          onChange={onCountryChange}
          filter={filter}
          searchable
          allowDeselect={false}
          disabled={disabled}
          w={118}
          leftSection={<CountryFlag country={country} />}
          leftSectionPointerEvents="none"
          style={{ flexShrink: 0 }}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          nothingFoundMessage={t('accounts.phone.noCountry')}
          error={Boolean(error)}
          renderOption={({ option }) => (
            <Group gap={8} wrap="nowrap">
              <CountryFlag country={option.value} />
              <span>
                {names.get(option.value)} <span style={{ opacity: 0.75 }}>{option.label}</span>
              </span>
            </Group>
          )}
        />
        <TextInput
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          onBlur={onBlur}
          maxLength={PHONE_MAX_LENGTH}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
