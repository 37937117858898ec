// Zod-free on purpose: every page's first load paints the restaurant's colours with this.

/** WCAG 2's AA contrast for text: 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;

/** The page's background (white) and the dark surfaces (navbar, footer: the house charcoal). */
export const PAGE_WHITE = '#ffffff';
export const CHARCOAL = '#151515';

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2's relative luminance of a colour, `#rrggbb`. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What is wrong with a main colour and its text colour: the main colour too light to read on the
 * white page, or its text colour too close to it; with their contrast, rounded down to one
 * decimal (so that a ratio shown as 4.5 passes). Each app words it from its catalogs.
 */
export interface ColourProblem {
  reason: 'mainTooLight' | 'textTooClose';
  /** The contrast they have, e.g. 4.4 (:1); AA needs AA_TEXT_CONTRAST. */
  ratio: number;
}

const shown = (ratio: number) => Math.floor(ratio * 10) / 10;

/**
 * Why a main colour and its text colour cannot be the site's, or null when they can: the main
 * colour is text and links on the white page, and its text colour is written on it (buttons),
 * so both must reach AA's 4.5:1. With no text colour, white is used (as readable as the first rule).
 */
export function colourProblem(primary: string, text: string | null): ColourProblem | null {
  const onWhite = contrast(primary, PAGE_WHITE);
  if (onWhite < AA_TEXT_CONTRAST) return { reason: 'mainTooLight', ratio: shown(onWhite) };
  if (text) {
    const onPrimary = contrast(text, primary);
    if (onPrimary < AA_TEXT_CONTRAST) return { reason: 'textTooClose', ratio: shown(onPrimary) };
  }
  return null;
}

const hex = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The main colour made light enough to read on the dark surfaces (4.5:1 on charcoal): mixed with
 * white in small steps until it is, so that it keeps its hue.
 */
export function brightVariant(primary: string): string {
  const start = channels(primary);
  for (let share = 0; share <= 1; share += 0.02) {
    const mixed = hex(start.map((value) => value + (255 - value) * share));
    if (contrast(mixed, CHARCOAL) >= AA_TEXT_CONTRAST) return mixed;
  }
  return PAGE_WHITE;
}

/**
 * The style sheet that paints the site in the restaurant's colours, or '' for the house ones:
 * the main colour where the house gold is text on light surfaces and a fill under light text, its
 * text colour on it, and its bright variant where the gold is text on dark surfaces and a fill
 * under dark text. Only for colours `colourProblem` accepts.
 */
export function brandStyleSheet({ primaryColor, primaryTextColor }: BrandColours): string {
  const isColour = (value: string | null) => value === null || /^#[0-9a-f]{6}$/i.test(value);
  if (!primaryColor || !isColour(primaryColor) || !isColour(primaryTextColor)) return '';
  const bright = brightVariant(primaryColor);
  const properties = {
    '--color-primary': primaryColor,
    '--color-primary-content': primaryTextColor ?? PAGE_WHITE,
    '--color-gold-dark': primaryColor,
    '--color-gold': bright,
    '--color-accent': bright,
    '--color-accent-content': CHARCOAL,
  };
  // More specific than the theme's `[data-theme=bistro]` and Tailwind's `:root`, wherever it is.
  return `html[data-theme]{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

export interface BrandColours {
  primaryColor: string | null;
  primaryTextColor: string | null;
}
