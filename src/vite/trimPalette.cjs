/**
 * PostCSS plugin: drops, from Mantine's default-css-variables(.layer).css, the colour
 * palettes the site never uses (each palette is ~40 variables in light and dark).
 * `keep` lists the palettes that stay; tests/unit/palette.test.ts checks that
 * every colour named in src/ is among them. A variable that a kept one refers
 * to stays too.
 */
const PALETTES = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'];

module.exports = ({ keep }) => {
  const drop = PALETTES.filter((p) => !keep.includes(p));
  const dropped = new RegExp(`^--mantine-color-(${drop.join('|')})-`);
  return {
    postcssPlugin: 'trim-mantine-palette',
    Once(root, { result }) {
      if (!drop.length || !/default-css-variables(\.layer)?\.css$/.test(root.source?.input.file ?? '')) return;
      const needed = new Set();
      root.walkDecls((d) => {
        if (!dropped.test(d.prop)) for (const m of d.value.matchAll(/var\((--[\w-]+)/g)) needed.add(m[1]);
      });
      root.walkDecls((d) => {
        if (dropped.test(d.prop) && !needed.has(d.prop)) d.remove();
      });
      result.messages.push({ type: 'trimmed', plugin: 'trim-mantine-palette', palettes: drop });
    },
  };
};
module.exports.postcss = true;
module.exports.PALETTES = PALETTES;
