import type { KeyboardEvent, ReactNode } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PNR_TEXT_MAX } from '@rumo/core';
import classes from './pnr.module.css';

export interface PnrTextareaProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (⌘+Enter on a Mac) decodes without leaving the keyboard. */
  onSubmit: () => void;
  error?: ReactNode;
  autoFocus?: boolean;
}

/** The paste box: monospace like the GDS screen, no spell check or auto-capitalisation. */
export function PnrTextarea({ value, onChange, onSubmit, error, autoFocus }: PnrTextareaProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Textarea
      label={t('pnr.input.label')}
      description={t('pnr.input.description')}
      placeholder={t('pnr.input.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      error={error}
      autosize
      minRows={6}
      maxRows={16}
      maxLength={PNR_TEXT_MAX}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      data-autofocus={autoFocus || undefined}
      classNames={{ input: classes.textarea }}
    />
  );
}
