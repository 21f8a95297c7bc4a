/**
 * The app's own typeface. No `glyphs` URL is set, so MapLibre draws every label in the browser from the page's
 * loaded fonts (TinySDF): no glyph files to ship, and the labels match the rest of the site. MapLibre reads the
 * weight from words in the first name ("Semibold"), then falls back to the next family with that weight.
 */
export const FONT = ["Inter Variable"];
export const FONT_SEMIBOLD = ["Inter Variable Semibold", "Inter Variable"];
