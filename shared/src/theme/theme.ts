import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  checkboxAnatomy,
  nativeSelectAnatomy,
  radioGroupAnatomy,
  selectAnatomy,
  switchAnatomy,
  tabsAnatomy,
} from '@chakra-ui/react/anatomy';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * Brand fonts, self-hosted through @fontsource (`@wattle/shared/fonts`, loaded by the shell's
 * entry), each followed by its metric-matched local fallback (font-fallbacks.css): what the
 * text shows until the brand font arrives, laid out like it.
 */
export const BRAND_FONTS = {
  heading:
    "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', 'Inter Variable', system-ui, sans-serif",
  body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
};

/** Breakpoints (docs/product/constants.md#breakpoints). */
export const BREAKPOINTS = {
  xs: '375px',
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
  '3xl': '1700px',
  '4xl': '2000px',
};

/**
 * The smallest control a finger hits reliably on a phone, each side
 * (docs/product/screens.md#tap-targets). Below the `md` breakpoint every button, field, tab,
 * segment, checkbox and switch grows to it, whatever size a screen asked for: a compact table
 * button on a desktop is a thumb's target on a phone.
 */
export const TAP_TARGET = '11';
const tapTarget = { mdDown: { minH: TAP_TARGET, minW: TAP_TARGET } };

/**
 * The same for a link that stands alone (a card's "See all", a footer's list), as its `css`:
 * a link inside a sentence keeps the sentence's line height, so links are not grown by the
 * theme.
 */
export const tapTargetStyle = tapTarget;

/**
 * A disabled button is an opaque grey chip with dark text, in every variant and palette. Chakra's
 * default fades the button to half opacity, which turns gold into pale yellow (or olive on the
 * green header) with text nobody can read: the customer still needs to read what is disabled.
 */
const buttonRecipe = defineRecipe({
  base: {
    ...tapTarget,
    _disabled: {
      layerStyle: 'none',
      opacity: 1,
      cursor: 'not-allowed',
      bg: 'disabled.bg',
      color: 'disabled.fg',
      borderColor: 'disabled.border',
      boxShadow: 'none',
      _hover: { bg: 'disabled.bg' },
    },
  },
});

/**
 * A segmented control's chosen segment is drawn by the segment itself. Chakra's sliding
 * indicator (`SegmentGroup.Indicator`, not used here) measures the chosen segment as it mounts:
 * the browser then lays out the whole page in the middle of the render, a long task on a phone,
 * and again on every resize.
 */
const segmentGroupRecipe = defineSlotRecipe({
  slots: ['root', 'item', 'indicator'],
  base: {
    item: {
      ...tapTarget,
      _checked: { bg: 'var(--segment-indicator-bg)', shadow: 'var(--segment-indicator-shadow)' },
    },
  },
});

/** Fields and the controls drawn by a label (checkbox, switch, radio): a thumb's height on a phone. */
const inputRecipe = defineRecipe({ base: tapTarget });
const textareaRecipe = defineRecipe({ base: tapTarget });
// A slot recipe merges into Chakra's slot by slot, its `slots` index by index: each names
// every slot of its anatomy, in Chakra's order, so none is replaced.
const tapTargetSlot = <S extends string>(anatomy: { keys: () => S[] }, slot: S) =>
  defineSlotRecipe({
    slots: anatomy.keys(),
    base: { [slot]: tapTarget } as Partial<Record<S, typeof tapTarget>>,
  });
const nativeSelectRecipe = tapTargetSlot(nativeSelectAnatomy, 'field');
const selectRecipe = tapTargetSlot(selectAnatomy, 'trigger');
const tabsRecipe = tapTargetSlot(tabsAnatomy, 'trigger');
const checkboxRecipe = tapTargetSlot(checkboxAnatomy, 'root');
const switchRecipe = tapTargetSlot(switchAnatomy, 'root');
const radioGroupRecipe = tapTargetSlot(radioGroupAnatomy, 'item');

/**
 * Chakra's colour palettes no Wattle screen draws in (lint keeps them out of the front ends).
 * Each palette is 11 shades and 7 semantic colours that the system turns into CSS variables as
 * it is built, before every page's first render: leaving them out makes fewer variables and a
 * faster build of the theme.
 */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'] as const;

function withoutPalettes(themeConfig: SystemConfig, palettes: readonly string[]): SystemConfig {
  const keep = <T extends object | undefined>(colours: T): T =>
    colours &&
    (Object.fromEntries(Object.entries(colours).filter(([name]) => !palettes.includes(name))) as T);
  const theme = themeConfig.theme ?? {};
  return {
    ...themeConfig,
    theme: {
      ...theme,
      tokens: { ...theme.tokens, colors: keep(theme.tokens?.colors) },
      semanticTokens: { ...theme.semanticTokens, colors: keep(theme.semanticTokens?.colors) },
    },
  };
}

const config = defineConfig({
  // No CSS cascade layers. Emotion adds a rule whenever a component type first renders, and
  // Chakra would put recipe rules in `@layer recipes`: Chromium rebuilds its font-face cache
  // on every change to a page's layers, marks every line of text for layout ("Fonts changed")
  // and lays the whole page out again, several times after first paint; without layers it does
  // so once. Without layers, a recipe's conditional styles (`_hover`, `_vertical`) outrank a
  // plain prop: set those as conditions too.
  disableLayers: true,
  theme: {
    breakpoints: BREAKPOINTS,
    recipes: { button: buttonRecipe, input: inputRecipe, textarea: textareaRecipe },
    slotRecipes: {
      segmentGroup: segmentGroupRecipe,
      nativeSelect: nativeSelectRecipe,
      select: selectRecipe,
      tabs: tabsRecipe,
      checkbox: checkboxRecipe,
      switch: switchRecipe,
      radioGroup: radioGroupRecipe,
    },
    tokens: {
      colors: {
        // Wattle gold: the flower.
        brand: {
          50: { value: '#FFF8E1' },
          100: { value: '#FFEDB3' },
          200: { value: '#FFE082' },
          300: { value: '#FFD54F' },
          400: { value: '#FFCA28' },
          500: { value: '#F5B400' },
          600: { value: '#D99A00' },
          700: { value: '#9A6B00' },
          800: { value: '#6B4A00' },
          900: { value: '#4D3700' },
          950: { value: '#2E2100' },
        },
        // Eucalypt green: the leaves; headers and text accents.
        eucalypt: {
          50: { value: '#E9F4EF' },
          100: { value: '#C9E4D7' },
          200: { value: '#9DCDB6' },
          300: { value: '#6BB293' },
          400: { value: '#3F9573' },
          500: { value: '#237A59' },
          600: { value: '#1B6248' },
          700: { value: '#164E3A' },
          800: { value: '#113B2C' },
          900: { value: '#0C2A20' },
          950: { value: '#071A13' },
        },
      },
      fonts: {
        heading: { value: BRAND_FONTS.heading },
        body: { value: BRAND_FONTS.body },
      },
      fontSizes: {
        '2xs': { value: '0.75rem' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.eucalypt.950}' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        eucalypt: {
          solid: { value: '{colors.eucalypt.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.eucalypt.700}', _dark: '{colors.eucalypt.200}' } },
          muted: { value: '{colors.eucalypt.100}' },
          subtle: { value: '{colors.eucalypt.50}' },
          emphasized: { value: '{colors.eucalypt.200}' },
          focusRing: { value: '{colors.eucalypt.500}' },
        },
        // Disabled controls: readable (WCAG AA, 4.5:1), yet plainly not the live colour.
        disabled: {
          bg: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
          fg: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.200}' } },
          border: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
        },
        // Daily change: red for down, blue for up.
        change: {
          up: { value: '{colors.blue.700}' },
          down: { value: '{colors.red.700}' },
        },
      },
    },
  },
  globalCss: {
    // A long e-mail address or transaction id wraps instead of pushing the page sideways.
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg', overflowWrap: 'break-word' },
    'h1, h2, h3, h4': { fontFamily: 'heading' },
  },
});

let system: SystemContext | undefined;

/**
 * The Chakra system every Wattle front end renders with: Chakra's default config (its base and
 * its theme, which are what its `defaultConfig` merges) plus ours. Not `defaultConfig` itself:
 * the module that exports it also builds Chakra's own default system when it loads, which
 * Wattle never uses, and that is a large share of the shared package's start-up work.
 *
 * Built on first use, by the first render, not as this module loads: the shared package loads
 * in one task with everything that imports it, and building the system, a large part of that
 * task, runs in a task of its own.
 */
export function getWattleSystem(): SystemContext {
  system ??= createSystem(
    defaultBaseConfig,
    withoutPalettes(defaultThemeConfig, UNUSED_PALETTES),
    config,
  );
  return system;
}
