/** Mantine palettes the site uses (theme colours bamboo and earth come from the theme itself). */
const PALETTES_USED = ['dark', 'gray', 'red', 'teal', 'blue'];

module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
    [require.resolve('./src/vite/trimPalette.cjs')]: { keep: PALETTES_USED },
  },
  PALETTES_USED,
};
