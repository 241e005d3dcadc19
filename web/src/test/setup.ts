import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Setup of every web test (vitest.config.ts, project `web`): the browser APIs happy-dom lacks and
 * Mantine reads, stubbed once, and the rendered tree removed after each test.
 */

// Mantine reads media queries (colour scheme, breakpoints).
if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Mantine's autosize textarea and the charts listen to element sizes and font loading.
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => cleanup());
