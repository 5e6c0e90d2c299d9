import { defaultBaseConfig, defaultConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES, getWattleSystem } from './theme.js';

type Mode = 'light' | 'dark';
type Rgb = [number, number, number];
type Styles = Record<string, unknown>;

const NAMED: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0] };

/** A theme colour (`brand.solid`, `{colors.gray.700}`, `white`) as RGB in a colour mode. */
function resolve(colour: string, mode: Mode): Rgb {
  const named = NAMED[colour];
  if (named) return named;
  if (/^#[0-9a-f]{6}$/i.test(colour)) {
    return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as Rgb;
  }
  const path = colour.replace(/^\{colors\.(.+)\}$/, '$1');
  const token = getWattleSystem().tokens.getByName(`colors.${path}`);
  if (!token) throw new Error(`No colour token ${colour}`);
  const conditions = token.extensions.conditions;
  const value = conditions
    ? (conditions[mode === 'dark' ? '_dark' : '_light'] ?? conditions.base ?? '')
    : token.value;
  return resolve(String(value), mode);
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const over = (top: Rgb, below: Rgb, opacity: number): Rgb =>
  top.map((channel, at) => channel * opacity + (below[at] ?? 0) * (1 - opacity)) as Rgb;

const recipe = getWattleSystem().getRecipe('button') as {
  base: Styles & { _disabled?: Styles };
  variants: { variant: Record<string, Styles & { _disabled?: Styles }> };
};
const layerStyles = (getWattleSystem()._config.theme?.layerStyles ?? {}) as Record<
  string,
  { value: Styles }
>;

/** What a disabled button of this variant and palette looks like on the page, as RGB. */
function disabledColours(variant: string, palette: string, mode: Mode) {
  const styles = recipe.variants.variant[variant] ?? {};
  const disabled = { ...recipe.base._disabled, ...styles._disabled };
  const layer = layerStyles[String(disabled.layerStyle)]?.value ?? {};
  const opacity = Number(disabled.opacity ?? layer.opacity ?? 1);
  const colour = (value: unknown) =>
    typeof value === 'string' && value !== 'transparent'
      ? resolve(value.replace(/^colorPalette\./, `${palette}.`), mode)
      : null;
  const page = resolve('bg', mode);
  const face = over(colour(disabled.bg) ?? colour(styles.bg) ?? page, page, opacity);
  const text = over(
    colour(disabled.color) ?? colour(styles.color) ?? resolve('fg', mode),
    face,
    opacity,
  );
  return { face, text };
}

describe('disabled buttons stay readable (WCAG AA)', () => {
  const variants = Object.keys(recipe.variants.variant);
  const palettes = ['brand', 'eucalypt', 'gray', 'red'];

  it('covers every variant of the button recipe', () => {
    expect(variants).toEqual(['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain']);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has text at 4.5:1 or more on every disabled button, ${mode} mode`, () => {
      const failures = variants.flatMap((variant) =>
        palettes.flatMap((palette) => {
          const { face, text } = disabledColours(variant, palette, mode);
          const ratio = contrast(text, face);
          return ratio >= 4.5 ? [] : [`${variant}/${palette}: ${ratio.toFixed(2)}:1`];
        }),
      );
      expect(failures).toEqual([]);
    });
  }

  it('still looks disabled: not the live gold of a solid brand button', () => {
    const live = resolve('brand.solid', 'light');
    const { face } = disabledColours('solid', 'brand', 'light');
    expect(face).not.toEqual(live);
  });
});

describe('the default config under the Wattle theme', () => {
  it("is Chakra's defaultConfig, composed from the two parts it merges", () => {
    // getWattleSystem() starts from these two parts so that Chakra's own default system is never
    // built in the browser; should a Chakra release add a third part, this fails.
    expect(mergeConfigs(defaultBaseConfig, defaultThemeConfig)).toEqual(defaultConfig);
  });
});

describe('segmented controls', () => {
  it('draw the chosen segment on the segment, as the sliding indicator did', () => {
    // No SegmentGroup.Indicator anywhere: it measures the chosen segment as it mounts, which
    // lays the whole page out in the middle of a render.
    const recipe = getWattleSystem().getSlotRecipe('segmentGroup');
    const { item, indicator } = recipe.base as Record<string, Styles>;
    expect(item?._checked).toEqual({ bg: indicator?.bg, shadow: indicator?.shadow });
  });
});

describe('the palettes left out', () => {
  it('leave no colour the theme refers to without its token', () => {
    // The semantic colours and the recipes (Chakra's and ours) name colours by path
    // (`{colors.teal.focusRing}` in the code block's): each must still resolve.
    const theme = getWattleSystem()._config.theme ?? {};
    const named = JSON.stringify([theme.semanticTokens, theme.recipes, theme.slotRecipes]);
    const paths = new Set(
      [...named.matchAll(/colors\.([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)/g)]
        .map(([, path]) => path ?? '')
        // The palette a component is given, not a colour of the theme.
        .filter((path) => !path.startsWith('colorPalette')),
    );
    expect(paths.size).toBeGreaterThan(20);
    const missing = [...paths].filter(
      (path) => !getWattleSystem().tokens.getByName(`colors.${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are gone from the system', () => {
    for (const palette of UNUSED_PALETTES) {
      expect(getWattleSystem().tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
    }
    expect(getWattleSystem().tokens.getByName('colors.teal.500')).toBeDefined();
  });
});
