import { useState, type ReactNode } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import type { PlaceDetailsResult } from '@rumo/core';
import { api } from '../../../api/client.ts';
import { usePlaceSearch } from '../useSearch.ts';

export type EstablishmentType = 'hotel' | 'company' | 'car_rental';

/** What a chosen establishment brings to the form: POST /utils/search-details' first item. */
export const PLACE_DETAIL_FIELDS = ['name', 'formatted_address', 'formatted_phone_number', 'international_phone_number'];

export interface PlaceFieldProps {
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: its details, to fill the address and phone fields. */
  onPlace: (place: PlaceDetailsResult) => void;
  type: EstablishmentType;
  error?: ReactNode;
}

/**
 * A hotel or company name with the maps service's suggestions (POST /utils/search-autocomplete).
 * Choosing one asks for its details (POST /utils/search-details) to fill the address and phone.
 * Without a maps service configured the server suggests nothing and this is a plain text field.
 */
export function PlaceField({ label, required, value, onChange, onPlace, type, error }: PlaceFieldProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const search = usePlaceSearch(value, type, { minLength: 3, skip: picked });
  const predictions = search.query === picked ? [] : (search.data ?? []);
  const [loadingDetails, setLoadingDetails] = useState(false);

  const choose = async (description: string) => {
    const prediction = predictions.find((option) => option.description === description);
    if (!prediction) return;
    const name = prediction.main_text || prediction.description;
    setPicked(name);
    onChange(name);
    setLoadingDetails(true);
    try {
      const [place] = await api.post<PlaceDetailsResult[]>('/utils/search-details', { place_id: prediction.place_id, fields: PLACE_DETAIL_FIELDS });
      if (place) onPlace(place);
    } catch {
      // the name stays; the address and phone are typed by hand
    } finally {
      setLoadingDetails(false);
    }
  };

  return (
    <Autocomplete
      label={label}
      required={required}
      value={value}
      onChange={onChange}
      onOptionSubmit={(description) => void choose(description)}
      data={predictions.map((option) => option.description)}
      filter={({ options }) => options}
      rightSection={search.isFetching || loadingDetails ? <Loader size="xs" aria-hidden="true" /> : null}
      error={error}
      autoComplete="off"
    />
  );
}

/** "+55 11 3333-4444" -> "+551133334444", the phone input's value. */
export const phoneOfPlace = (place: PlaceDetailsResult): string | null => {
  const international = place.international_phone_number?.replace(/[^\d+]/g, '');
  return international && international.startsWith('+') ? international : null;
};
