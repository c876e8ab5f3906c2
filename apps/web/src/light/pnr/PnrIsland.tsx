import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createPortal } from 'react-dom';
import { MantineProvider } from '@mantine/core';
import { initI18n } from '../../app/i18n.ts';
import { Snackbars } from '../../app/Snackbars.tsx';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { DecodeResultView } from '../../features/pnr/DecodeResultView.tsx';
import { PnrFileDrop } from '../../features/pnr/PnrFileDrop.tsx';
import type { DecodeResult } from '../../features/pnr/types.ts';

await initI18n();

export interface PnrIslandProps {
  /** Where the file drop goes, inside the light form. */
  dropSlot: HTMLElement | null;
  /** Where the decoded booking goes, under the form. */
  resultSlot: HTMLElement | null;
  result: DecodeResult | null;
  busy: boolean;
  onText: (text: string) => void;
}

/**
 * The decoder's parts drawn by the app's own components (the result view the trip's import dialog
 * also shows, the file reader, the snackbars), loaded after the page so they stay out of its
 * first load. Portals put them in their places in the light page.
 */
export default function PnrIsland({ dropSlot, resultSlot, result, busy, onText }: PnrIslandProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Snackbars />
      {dropSlot ? createPortal(<PnrFileDrop disabled={busy} onText={onText} />, dropSlot) : null}
      {resultSlot && result ? createPortal(<DecodeResultView result={result} />, resultSlot) : null}
    </MantineProvider>
  );
}
