import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach } from 'vitest';

// Routes, dialogs and popups load lazily; on a busy 2-core machine the first import of their module
// graph can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 10_000 });

// The form sends its document as multipart/form-data. jsdom brings its own File, Blob and FormData,
// which Node's fetch and Request (what the fake server receives) cannot read: vitest's bridge
// copies a jsdom Blob without its name or bytes. Tests use Node's own classes instead, as a
// browser's File, FormData and fetch belong together, so the request the fake server reads is the
// one a browser would send.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: NodeFormData });

afterEach(() => {
  cleanup();
});
