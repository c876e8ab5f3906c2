import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep teal. Shade 7 is the filled colour: white text on it has a 7:1 contrast. */
const rumo: MantineColorsTuple = [
  '#e3f4f4',
  '#c3e6e7',
  '#97d2d5',
  '#64bac0',
  '#3aa2aa',
  '#1d8a94',
  '#0e7480',
  '#0b626d',
  '#08505a',
  '#053f47',
];

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const DIALOG_TITLE = { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' };

export const theme = createTheme({
  colors: { rumo },
  primaryColor: 'rumo',
  primaryShade: { light: 7, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Anchor: { defaultProps: { underline: 'hover' } },
    // Dialog headers as <header> count as extra banner landmarks for axe: plain divs instead.
    ModalHeader: { defaultProps: { component: 'div' } },
    // Every dialog's title has one weight and size, whichever component opens it.
    Modal: { styles: { title: DIALOG_TITLE } },
    Drawer: { styles: { title: DIALOG_TITLE } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // No focus placeholder (role=presentation inside role=menu) and the dropdown stays inside
    // the header landmark instead of a portal at the end of <body>.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false } },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) and error red (red.6) are below 4.5:1 on white; gray.7
 * and red.9 pass WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});
