import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes, dialogs and popups load lazily; on a busy 2-core machine the first import of their module
// graph can take longer than Testing Library's default 1 s wait (3 s was measured short once in CI:
// the city sheet's first import took 3.06 s while another project's tests ran beside it).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
