import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { NARROW_BREAKPOINT } from '@shelfmark/contract/limits';
import { colors, fontFamilies, fontSizes, radii, shadows, space } from './tokens';
import type { ColorToken } from './tokens';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 };
const caption: CSSProperties = { fontSize: 'var(--sm-font-size-sm)', color: 'var(--sm-color-text-muted)' };
const code: CSSProperties = { fontFamily: 'var(--sm-font-family-mono)', fontSize: 'var(--sm-font-size-xs)' };

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 12, marginBottom: 32 }}>
      <h2 style={{ fontSize: 'var(--sm-font-size-xl)' }}>{title}</h2>
      {note && <p style={caption}>{note}</p>}
      {children}
    </section>
  );
}

function ColorSwatch({ name }: { name: ColorToken }) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <div
        style={{
          height: 56,
          borderRadius: 'var(--sm-radius-md)',
          border: '1px solid var(--sm-color-border)',
          background: `var(--sm-color-${name})`,
        }}
      />
      <code style={code}>--sm-color-{name}</code>
      <span style={caption}>
        light {colors.light[name]} · dark {colors.dark[name]}
      </span>
    </div>
  );
}

/** Design tokens: CSS custom properties from tokens.css, mirrored in tokens.ts. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the Theme toolbar to compare light and dark; every text pair meets WCAG AA. */
export const Colors: Story = {
  render: () => (
    <Section title="Colour" note="The swatches follow the current theme (toolbar: Theme).">
      <div style={grid}>
        {(Object.keys(colors.light) as ColorToken[]).map((name) => (
          <ColorSwatch key={name} name={name} />
        ))}
      </div>
    </Section>
  ),
};

export const Typography: Story = {
  render: () => (
    <Section title="Type scale" note={`Sans: ${fontFamilies.sans}. Serif (titles): ${fontFamilies.serif}.`}>
      {Object.entries(fontSizes).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <code style={{ ...code, width: 160 }}>--sm-font-size-{name}</code>
          <span style={{ fontSize: size, fontFamily: name.includes('xl') ? 'var(--sm-font-family-serif)' : undefined }}>
            Dune Messiah ({size})
          </span>
        </div>
      ))}
    </Section>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Section title="Spacing" note={`Narrow screens: window width ${NARROW_BREAKPOINT} px or less.`}>
      {Object.entries(space).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <code style={{ ...code, width: 160 }}>--sm-space-{name}</code>
          <div style={{ width: size, height: 16, background: 'var(--sm-color-primary)', borderRadius: 2 }} />
          <span style={caption}>{size}</span>
        </div>
      ))}
    </Section>
  ),
};

export const RadiiAndElevation: Story = {
  render: () => (
    <>
      <Section title="Radii">
        <div style={grid}>
          {Object.entries(radii).map(([name, radius]) => (
            <div key={name} style={{ display: 'grid', gap: 4 }}>
              <div style={{ height: 56, borderRadius: radius, background: 'var(--sm-color-primary-soft)', border: '1px solid var(--sm-color-border-strong)' }} />
              <code style={code}>--sm-radius-{name}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Elevation and focus">
        <div style={grid}>
          {Object.keys(shadows).map((name) => (
            <div key={name} style={{ display: 'grid', gap: 4 }}>
              <div style={{ height: 56, borderRadius: 'var(--sm-radius-md)', background: 'var(--sm-color-surface)', boxShadow: `var(--sm-shadow-${name})` }} />
              <code style={code}>--sm-shadow-{name}</code>
            </div>
          ))}
          <div style={{ display: 'grid', gap: 4 }}>
            <div
              style={{
                height: 56,
                borderRadius: 'var(--sm-radius-md)',
                background: 'var(--sm-color-surface)',
                outline: 'var(--sm-focus-ring)',
                outlineOffset: 'var(--sm-focus-ring-offset)',
              }}
            />
            <code style={code}>--sm-focus-ring</code>
          </div>
        </div>
      </Section>
    </>
  ),
};
