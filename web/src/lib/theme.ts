import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { statAnatomy } from "@chakra-ui/react/anatomy";

const fontStack =
  "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A deep, calm teal-blue: trustworthy without feeling corporate; passes AA on white from 600 up. */
const brand = {
  50: { value: "#eef8fa" },
  100: { value: "#d4eef3" },
  200: { value: "#a9dbe6" },
  300: { value: "#73c0d3" },
  400: { value: "#3c9fba" },
  500: { value: "#21839f" },
  600: { value: "#186a86" },
  700: { value: "#16566d" },
  800: { value: "#15475a" },
  900: { value: "#133b4b" },
  950: { value: "#0a2532" },
};

/** A warm gold used sparingly for highlights (eyebrows, accents on dark backgrounds). */
const accent = {
  50: { value: "#fdf8ec" },
  100: { value: "#f9ecc9" },
  200: { value: "#f2d78f" },
  300: { value: "#ebbe55" },
  400: { value: "#e5a82f" },
  500: { value: "#d4891b" },
  600: { value: "#b86a15" },
  700: { value: "#934d15" },
  800: { value: "#793e18" },
  900: { value: "#663418" },
  950: { value: "#3b1a09" },
};

/** The indigo resource-type colour (docs/product/resources.md#types); Chakra ships no indigo palette (these are the usual indigo steps). */
const indigo = {
  50: { value: "#eef2ff" },
  100: { value: "#e0e7ff" },
  200: { value: "#c7d2fe" },
  300: { value: "#a5b4fc" },
  400: { value: "#818cf8" },
  500: { value: "#6366f1" },
  600: { value: "#4f46e5" },
  700: { value: "#4338ca" },
  800: { value: "#3730a3" },
  900: { value: "#312e81" },
  950: { value: "#1e1b4b" },
};

function paletteTokens(name: string) {
  const ref = (step: number) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { _light: ref(600), _dark: ref(500) } },
    contrast: { value: { _light: "white", _dark: "white" } },
    fg: { value: { _light: ref(700), _dark: ref(300) } },
    muted: { value: { _light: ref(100), _dark: ref(900) } },
    subtle: { value: { _light: ref(50), _dark: ref(950) } },
    emphasized: { value: { _light: ref(200), _dark: ref(800) } },
    // 600: at least 5:1 on white, the canvas and the palette's own tints (500 was 3.6-4.4:1).
    focusRing: { value: { _light: ref(600), _dark: ref(400) } },
  };
}

/** Darkens Chakra's built-in palettes' solid fill to the 700 step, keeping their white text. */
const SOLID_ON_700 = new Set(["green", "teal", "cyan", "orange"]);

/**
 * Chakra's built-in palettes with focus rings of at least 3:1 on the light surfaces they sit on (WCAG 1.4.11):
 * its own are the 400 step for gray (2.5:1 on white, the ring of every plain link, input and ghost button)
 * and the 500 step elsewhere (1.9-2.9:1 for green, orange, yellow, teal and cyan). The 700 steps give 4.9:1
 * or more on white and on the palettes' subtle tints.
 */
const BUILT_IN_PALETTES = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "cyan",
  "purple",
  "pink",
];

function builtInPalettes() {
  return Object.fromEntries(
    BUILT_IN_PALETTES.map((name) => [
      name,
      {
        focusRing: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.400}` } },
        ...(SOLID_ON_700.has(name) && {
          solid: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.600}` } },
        }),
      },
    ]),
  );
}

/**
 * For the dark brand surfaces (the hero, the footer): the focus ring of everything inside that does not
 * choose its own palette, a light gold at 4.3:1 or more from brand.950 to brand.600.
 */
export const ON_DARK_FOCUS_RING = {
  "--chakra-colors-color-palette-focus-ring": "var(--chakra-colors-accent-200)",
} as const;

const config = defineConfig({
  // No cascade layers. Chakra wraps each component's recipe styles in `@layer recipes`, and Chromium restyles
  // and lays out the whole document whenever a rule inside a layer is added to the page (every first use of a
  // style after the page has loaded): 0.2-0.3 s of a phone's main thread each time, measured as the first zoom
  // of the directory's map, right after its list's last cards. Without layers only the elements a new rule
  // matches are restyled. A recipe and an element's style props are merged into one rule, the props last: a
  // prop overrides the recipe's plain value, but no longer its breakpoints and states, which come after it. So
  // a prop that must hold at every width or on hover says so (`{ base, md }`, `_hover`). No test checks the rule
  // as such (one checks a case it broke, a phone's toast width): when layers were turned off, the computed styles
  // of the screens were compared with and without them.
  disableLayers: true,
  globalCss: {
    "html, body": {
      bg: "bg",
      color: "fg",
      fontFamily: "body",
      textRendering: "optimizeLegibility",
    },
    "::selection": { bg: "brand.emphasized" },
  },
  theme: {
    recipes: {
      // The site's gutter. Chakra's default widens it to 8 from lg; spelt out to lg, because without cascade
      // layers a breakpoint of the recipe would win over a page's own plain value.
      container: { base: { px: { base: "4", md: "6", lg: "6" } } },
    },
    slotRecipes: {
      // Chakra writes `font-feature-settings: pnum`, which is not CSS (the feature is a quoted string). The
      // server sends the page's styles as text (decision 021), and the Nu Html Checker reads them.
      stat: { slots: statAnatomy.keys(), base: { valueText: { fontFeatureSettings: '"pnum"' } } },
    },
    tokens: {
      colors: { brand, accent, indigo },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      radii: {
        card: { value: "0.875rem" },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteTokens("brand"),
        accent: paletteTokens("accent"),
        indigo: {
          ...paletteTokens("indigo"),
          border: { value: { _light: "{colors.indigo.200}", _dark: "{colors.indigo.800}" } },
        },
        // A faintly tinted page background, so white cards lift off it.
        "bg.canvas": { value: { _light: "#f6f9fa", _dark: "{colors.gray.950}" } },
        // Chakra's defaults for these text colours fall below 4.5:1 (WCAG AA) on white, on the canvas and on
        // bg.muted: fg.subtle (gray.400) is 2.6:1, fg.error 3.8:1, fg.success 3.3:1, fg.warning 3.6:1.
        // fg.subtle stays a step lighter than fg.muted (7.7:1) but reads at 4.8:1 even on bg.muted.
        fg: {
          subtle: { value: { _light: "#6b6b74", _dark: "{colors.gray.400}" } },
          error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
          warning: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.300}" } },
        },
        // White on Chakra's solid green, teal, cyan and orange (their 600 steps) is 2.8-3.7:1; the 700 steps
        // give approve buttons and status badges at least 6.8:1. And focus rings everyone can see.
        ...builtInPalettes(),
      },
      radii: {
        l1: { value: "0.25rem" },
        l2: { value: "0.5rem" },
        l3: { value: "0.75rem" },
      },
      shadows: {
        card: {
          value: {
            _light: "0 1px 2px rgba(16, 42, 56, 0.06), 0 1px 3px rgba(16, 42, 56, 0.08)",
            _dark: "0 1px 2px rgba(0, 0, 0, 0.5)",
          },
        },
        cardHover: {
          value: {
            _light: "0 10px 24px -6px rgba(16, 42, 56, 0.18), 0 4px 8px -4px rgba(16, 42, 56, 0.1)",
            _dark: "0 10px 24px -6px rgba(0, 0, 0, 0.6)",
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
