import './jsdom-shims';
import './reset-stores';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a file imports the remote's modules cold; on a shared 2-core machine that
// alone can pass testing-library's 1 s default. A wait is not a speed target (those are in bench/).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
