import {
  Badge,
  createTheme,
  Table,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/** A calm government navy; shade 8 is the filled colour (≈ 8:1 against white text). */
const sakip: MantineColorsTuple = [
  '#eaf2fb',
  '#d5e3f3',
  '#a9c6e6',
  '#7aa7d9',
  '#538dcd',
  '#3a7cc5',
  '#2c6db4',
  '#245e9e',
  '#1d4f85',
  '#153f6c',
];

/**
 * Light variants (badges, alerts) use shade 9 text on a pale background; for the bright palettes
 * (green, orange, yellow...) that is below 4.5:1, so their text is darkened.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return result;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shade9 = parsed.isThemeColor ? input.theme.colors[parsed.color]?.[9] : undefined;
  if (!shade9) return result;
  return { ...result, color: darken(shade9, 0.35) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'sakip',
  primaryShade: { light: 8, dark: 6 },
  colors: { sakip },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Keyboard users always see where the focus is; mouse clicks do not draw the ring.
  focusRing: 'auto',
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    // A visually hidden caption is absolutely positioned: without a positioned caption its box sat
    // at the far end of a wide table, outside the scroll container, and widened the whole page.
    Table: Table.extend({ styles: { caption: { position: 'relative' } } }),
    // A badge's label hides its overflow, so a table squeezed its cell down to "101,…" (issue 25
    // items 14 and 24): a badge is never narrower than its text.
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});

/** Darker muted text and placeholders than Mantine's defaults, for WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-sakip-8)',
  },
  dark: {},
});
