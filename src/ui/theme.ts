import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const bamboo: MantineColorsTuple = [
  '#edf7ea',
  '#d9eed2',
  '#b3dca4',
  '#8bc973',
  '#69b94a',
  '#53ae31',
  '#46a823',
  '#2f7d1c',
  '#276d16',
  '#1b5e0d',
];
const earth: MantineColorsTuple = [
  '#fbf3e9',
  '#f2e3cf',
  '#e6c59c',
  '#d9a566',
  '#ce8a3a',
  '#c77a20',
  '#c47113',
  '#9a5403',
  '#864a02',
  '#6e3c00',
];

export const theme = createTheme({
  primaryColor: 'bamboo',
  primaryShade: { light: 7, dark: 8 },
  colors: { bamboo, earth },
  // No web font: Mantine's default stack draws each device's own UI face (Roboto
  // on Android, San Francisco on iOS, Segoe UI on Windows). See docs/decisions.md.
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
});

/** Mantine's default dimmed grey is below AA contrast on white; these pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555d65' },
  dark: { '--mantine-color-dimmed': '#b8bcc2' },
});

/** Light or dark follows the visitor's system setting. */
export const COLOR_SCHEME = 'auto' as const;
