import type { Decorator, Preview } from '@storybook/react-vite';
import { NARROW_BREAKPOINT } from '@shelfmark/contract/limits';
import { initI18n } from '@shelfmark/i18n';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import '../src/tokens/tokens.css';
import '../src/global.css';
import '../src/i18n/register';

// The lib's messages (src/i18n/register, imported above) are in the catalogue already.
void initI18n({ lng: 'en' });

type ThemeChoice = 'system' | 'light' | 'dark';

function ThemeRoot({ theme, children }: { theme: ThemeChoice; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.dataset.theme = theme;
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme as ThemeChoice | undefined) ?? 'system'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme (sets data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System preference' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        narrow: { name: `Narrow phone (390 px, ≤ ${NARROW_BREAKPOINT})`, styles: { width: '390px', height: '844px' }, type: 'mobile' },
        wide: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
