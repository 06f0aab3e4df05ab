// Design tokens for JS. `tokens.css` holds the same values as CSS custom properties
// (`--sm-color-<name>`, `--sm-space-<n>`...); `tokens.test.ts` keeps the two in step.
import { NARROW_BREAKPOINT } from '@shelfmark/contract/limits';

/**
 * The one media query for narrow screens (spec section 9: 500 px wide or less, the contract's
 * NARROW_BREAKPOINT); CSS files repeat it literally (a test checks them).
 */
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_BREAKPOINT}px)`;

export type ThemeName = 'light' | 'dark';

export const colors = {
  light: {
    bg: '#faf8f5',
    surface: '#ffffff',
    'surface-sunken': '#f1ede7',
    text: '#1f1b16',
    'text-muted': '#5c554c',
    border: '#ddd5c9',
    'border-strong': '#7a7166',
    primary: '#1d6b65',
    'primary-hover': '#16534e',
    'on-primary': '#ffffff',
    'primary-soft': '#e3f0ee',
    'on-primary-soft': '#16534e',
    danger: '#b3261e',
    'danger-hover': '#8f1e18',
    'on-danger': '#ffffff',
    'danger-soft': '#fbe9e7',
    success: '#2e7d32',
    star: '#a86a12',
    'star-empty': '#7a7166',
    focus: '#1a5fb4',
    link: '#1d6b65',
    placeholder: '#e6e0d7',
    'placeholder-ink': '#b3aa9c',
    overlay: 'rgba(31, 27, 22, 0.5)',
  },
  dark: {
    bg: '#171512',
    surface: '#211e1a',
    'surface-sunken': '#2b2722',
    text: '#f2ede6',
    'text-muted': '#b5ada2',
    border: '#3d3832',
    'border-strong': '#8f877c',
    primary: '#5fc4b8',
    'primary-hover': '#7fd3c9',
    'on-primary': '#0f1f1d',
    'primary-soft': '#1f3a37',
    'on-primary-soft': '#a5e3db',
    danger: '#ff8a80',
    'danger-hover': '#ffa59d',
    'on-danger': '#2b0a07',
    'danger-soft': '#3b1a17',
    success: '#7bd88f',
    star: '#f2b84b',
    'star-empty': '#8f877c',
    focus: '#8ab4f8',
    link: '#5fc4b8',
    placeholder: '#2f2a24',
    'placeholder-ink': '#5a534a',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
} as const satisfies Record<ThemeName, Record<string, string>>;

export type ColorToken = keyof (typeof colors)['light'];

export const fontFamilies = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeights = { tight: '1.2', normal: '1.5' } as const;

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const shadows = {
  '1': '0 1px 2px rgba(0, 0, 0, 0.12)',
  '2': '0 2px 8px rgba(0, 0, 0, 0.16)',
  '3': '0 8px 24px rgba(0, 0, 0, 0.24)',
} as const;

export const zIndices = { dropdown: '100', menu: '110', toast: '200', dialog: '300' } as const;
