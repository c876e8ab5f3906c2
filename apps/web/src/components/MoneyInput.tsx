import { useRef, useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { formatMoney, parseMoney } from '@rumo/core';

export interface MoneyInputProps {
  label: ReactNode;
  /** The API's decimal string ("1234.56"), '' when empty; text that is not an amount passes as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown before the amount: "R$", "USD". */
  prefix?: ReactNode;
  name?: string;
}

/** What the field shows for a stored amount: Brazilian format, "1.234,56". */
const display = (value: string) => (value ? formatMoney(value) || value : '');

/**
 * An amount typed the Brazilian way ("1.234,56", "1234,5" or "1234.56"); the value handed on is
 * the exact decimal string the API takes, never a float. The text is tidied to "1.234,56" when the
 * field loses focus.
 */
export function MoneyInput({ label, value, onChange, onBlur, error, description, required, disabled, prefix, name }: MoneyInputProps) {
  const [text, setText] = useState(() => display(value));
  const emitted = useRef(value);
  // A value set from outside (form reset, edit) replaces what is shown.
  if (value !== emitted.current) {
    emitted.current = value;
    setText(display(value));
  }

  const change = (raw: string) => {
    const clean = raw.replace(/[^\d.,-]/g, '');
    setText(clean);
    const next = clean.trim() ? (parseMoney(clean) ?? clean) : '';
    emitted.current = next;
    onChange(next);
  };

  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      leftSection={prefix}
      leftSectionWidth={prefix ? 48 : undefined}
      value={text}
      error={error}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => {
        const parsed = parseMoney(text);
        if (parsed) setText(formatMoney(parsed));
        onBlur?.();
      }}
    />
  );
}
