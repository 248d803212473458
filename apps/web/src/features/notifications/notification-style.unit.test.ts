import { readFileSync } from 'node:fs';
import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import { TYPE_STYLES } from './notification-style';

// WCAG 2.1 contrast of the bubbles' text on their colours, from Tailwind's own palette (oklch).
const toLinear = (c: number) => Math.min(1, Math.max(0, c));

function oklchToLinearRgb(value: string): [number, number, number] {
  const match = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`not an oklch colour: ${value}`);
  const [L, C, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    toLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    toLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    toLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const WHITE_LUMINANCE = 1;

function paletteColour(utility: string, prefix: 'bg' | 'text'): string {
  const match = new RegExp(`(?:^| )${prefix}-([a-z]+)-(\\d+)(?: |$)`).exec(utility);
  if (!match) throw new Error(`no ${prefix} colour in "${utility}"`);
  const shades = (colors as unknown as Record<string, Record<string, string>>)[match[1] as string];
  return shades?.[match[2] as string] as string;
}

describe('notification bubble colours', () => {
  it.each(Object.entries(TYPE_STYLES))('%s: white text on its colour passes WCAG AA (4.5:1)', (_type, style) => {
    expect(style.bubble.split(' ')).toContain('text-white');
    const background = luminance(oklchToLinearRgb(paletteColour(style.bubble, 'bg')));
    expect((WHITE_LUMINANCE + 0.05) / (background + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures the way the issue did: white on orange-600 is about 3.6:1', () => {
    const orange600 = luminance(oklchToLinearRgb(paletteColour('bg-orange-600', 'bg')));
    expect((WHITE_LUMINANCE + 0.05) / (orange600 + 0.05)).toBeCloseTo(3.6, 1);
  });

  it('draws every line of a bubble (label, message, sender and time) in the full text colour, never faded', () => {
    const source = readFileSync(new URL('./notification-bubbles.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/text-white\/\d+/);
  });
});
