import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readLocale } from '../../app/locale.ts';
import { notify } from '../../components/notify.ts';
import { itineraryText } from './itineraryText.ts';
import type { DecodeResult } from './types.ts';

/** "Copiar como texto": the itinerary in the reader's language, ready for an e-mail or WhatsApp. */
export function CopyItineraryButton({ result }: { result: DecodeResult }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(itineraryText(result, t, readLocale()));
      setCopied(true);
      notify.success(t('pnr.copy.done'));
    } catch {
      notify.danger(t('pnr.copy.failed'));
    }
  };

  return (
    <Button
      variant="light"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
    >
      {t('pnr.copy.button')}
    </Button>
  );
}
