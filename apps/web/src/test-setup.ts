import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: with two test workers on a 2-core CI machine a
// page's lazy chunks and antd's first render can take longer, and the test then fails on timing
// alone. Five seconds still fails a real miss quickly.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; antd's responsive helpers and the top bar's breakpoint hook call it.
// The stub reports "no match" (the grouped 768–1200 px form of the navigation).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom has no ResizeObserver; antd's tables, tabs and selects observe their size with it.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The app fetches antd's toast code with its first toast (lib/feedback.tsx). Tests load it up front,
// as a browser that has shown one toast has it, so a test's findBy* waits for the toast and not for
// the first transform of antd's message and notification modules (lib/feedback.test.tsx covers the
// first toast itself).
await import('./lib/feedback-holders');

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());
