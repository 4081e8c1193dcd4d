/**
 * The centre's colours (centres/<id>/theme.yaml): the design tokens of the light and the dark theme, in the order
 * the stylesheet emits them (src/styles/_theme.scss), and the WCAG AA check the build makes of them, so a centre's
 * colours never make a text unreadable.
 */
import { z } from 'astro/zod';

/** Every colour token, as theme.yaml names it; the stylesheet's custom property is `--color-` and its kebab case. */
export const COLOUR_TOKENS = [
  'bg',
  'surface',
  'surfaceStrong',
  'text',
  'textMuted',
  'border',
  'borderSubtle',
  'primary',
  'primaryHover',
  'onPrimary',
  'link',
  'linkVisited',
  'accent',
  'infoBg',
  'infoBorder',
  'warningBg',
  'warningBorder',
  'error',
  'errorBg',
  'success',
  'successBg',
  'focus',
  'focusText',
  'headerBg',
  'footerBg',
  'footerText',
  'footerLink',
] as const;
type Token = (typeof COLOUR_TOKENS)[number];

/** The dark theme takes the focus ring of the light one. */
const SHARED_BY_BOTH: readonly Token[] = ['focus', 'focusText'];

const colour = z
  .string({ error: (issue) => (issue.input === undefined ? 'brakuje tego koloru' : 'ma być kolorem #rrggbb') })
  .regex(/^#[0-9a-f]{6}$/i, 'ma być kolorem #rrggbb, np. #0b4f8a');
const tokens = (left: readonly Token[]) =>
  z.strictObject(
    Object.fromEntries(COLOUR_TOKENS.filter((token) => !left.includes(token)).map((token) => [token, colour])),
  );

export const themeSchema = z.strictObject({ light: tokens([]), dark: tokens(SHARED_BY_BOTH) });
export type Theme = { light: Record<Token, string>; dark: Partial<Record<Token, string>> };

/** `--color-surface-strong` of `surfaceStrong`. */
export const propertyOf = (token: string) =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The pairs drawn as text (4.5:1) or as a control's edge (3:1) on a background, by token. */
const PAIRS: [foreground: Token, background: Token, least: number][] = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'headerBg', 4.5],
  ['textMuted', 'bg', 4.5],
  ['primary', 'bg', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['link', 'bg', 4.5],
  ['linkVisited', 'bg', 4.5],
  ['accent', 'bg', 4.5],
  ['error', 'bg', 4.5],
  ['success', 'bg', 4.5],
  ['focusText', 'focus', 4.5],
  ['footerText', 'footerBg', 4.5],
  ['footerLink', 'footerBg', 4.5],
  ['border', 'bg', 3],
];

function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two colours (#rrggbb). */
export function contrast(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Each pair below WCAG AA, in Polish, naming the theme and the token to change. */
export function contrastProblems(theme: Theme): string[] {
  return (['light', 'dark'] as const).flatMap((name) => {
    const colours = { ...theme.light, ...theme[name] };
    return PAIRS.filter(
      ([foreground, background, least]) => contrast(colours[foreground], colours[background]) < least,
    ).map(
      ([foreground, background, least]) =>
        `${name}.${foreground}: ${colours[foreground]} na ${background} (${colours[background]}) ma kontrast ` +
        `${contrast(colours[foreground], colours[background]).toFixed(2).replace('.', ',')}:1, a musi mieć co najmniej ` +
        `${String(least).replace('.', ',')}:1 (WCAG AA) – zmień ${name}.${foreground} albo ${name}.${background}.`,
    );
  });
}
