import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Sections load lazily; on a busy 2-core machine the first import of their module graph can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
