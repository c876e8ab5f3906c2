import type { CSSProperties } from 'react';

/**
 * Mantine's light-scheme error colour (red.6) is 3.3:1 on white, under WCAG AA. Set on a form:
 * the variable cascades to its inputs and messages. Belongs in the theme's cssVariablesResolver.
 */
export const readableErrors = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
