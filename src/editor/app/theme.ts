/** The panel's look, the same wherever it runs (npm run edit, /admin). */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Mantine's greens and its dimmed grey are too light for small text (WCAG AA, 4.5:1): the darkest
// green is darker, and the dimmed text is gray.7.
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 9,
  colors: {
    green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#2f9e44', '#1e6b30'],
  },
});
export const resolver: CSSVariablesResolver = () => ({
  variables: {},
  // A filled button when hovered: darker still (Mantine's default for shade 9 is the lighter shade 8, 3.3:1 with white).
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-green-filled-hover': '#17552a' },
  dark: {},
});
