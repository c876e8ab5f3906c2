import type { ReactNode } from 'react';
import { Combobox, Loader, TextInput, type ComboboxStore, type TextInputProps } from '@mantine/core';
import { AUTOCOMPLETE_BLUR_HIDE_MS } from '@rumo/core';

/** What the list says while there is nothing to pick. */
export interface SearchMessages {
  failed: ReactNode;
  searching: ReactNode;
  none: ReactNode;
}

export type SearchStatus = 'failed' | 'searching' | 'none' | 'results';

/** Which of the messages, or the results, the open list shows. */
export function searchStatus({ failed, busy, count }: { failed: boolean; busy: boolean; count: number }): SearchStatus {
  if (failed) return 'failed';
  if (count > 0) return 'results';
  return busy ? 'searching' : 'none';
}

export interface SearchComboboxProps<T> extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  /** The caller's `useCombobox()`, for the keyboard handling it adds (Enter, Backspace). */
  store: ComboboxStore;
  text: string;
  onTextChange: (text: string) => void;
  items: T[];
  optionKey: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** The list shows only while there is text to search for. */
  open: boolean;
  /** A search is waiting for the pause in typing or for the server. */
  busy: boolean;
  failed: boolean;
  messages: SearchMessages;
}

/**
 * A text field with server suggestions under it (customers, cities): a spinner while searching, a
 * message when the search failed or found nothing, and the list hidden a moment after the field
 * loses focus, so a click on a suggestion still counts (spec 5, 9).
 */
export function SearchCombobox<T>({
  store,
  text,
  onTextChange,
  items,
  optionKey,
  renderOption,
  onPick,
  open,
  busy,
  failed,
  messages,
  ...input
}: SearchComboboxProps<T>) {
  const status = searchStatus({ failed, busy, count: items.length });
  return (
    <Combobox
      store={store}
      onOptionSubmit={(key) => {
        const item = items.find((candidate) => optionKey(candidate) === key);
        if (item) onPick(item);
      }}
    >
      <Combobox.Target>
        <TextInput
          {...input}
          value={text}
          rightSection={busy ? <Loader size={14} aria-hidden="true" /> : null}
          autoComplete="off"
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            store.openDropdown();
            store.updateSelectedOptionIndex();
          }}
          onFocus={() => store.openDropdown()}
          onBlur={() => window.setTimeout(() => store.closeDropdown(), AUTOCOMPLETE_BLUR_HIDE_MS)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options>
          {status === 'results'
            ? items.map((item) => (
                <Combobox.Option value={optionKey(item)} key={optionKey(item)}>
                  {renderOption(item)}
                </Combobox.Option>
              ))
            : <Combobox.Empty>{messages[status]}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
