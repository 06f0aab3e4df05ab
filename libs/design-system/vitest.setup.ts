import { setProjectAnnotations } from '@storybook/react';
import { beforeEach } from 'vitest';
import preview from './.storybook/preview';
import { setViewportWidth } from './src/test/viewport';

setProjectAnnotations(preview);

// Wide (1280 px) unless a test or story asks for narrow.
beforeEach(() => setViewportWidth(1280));
