import { describe, expect, it } from 'vitest';
import { englishOf } from '../i18n/testing';
import { MAX_PREVIEW_PAGES, documentKeyOf, pagesToRender, previewFailureMessage, renderScale, type PreviewFailure } from './pdfPreview';
import { studentsCatalogue } from './i18n/catalogue';

const english = englishOf(studentsCatalogue);

describe('the PDF preview', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [MAX_PREVIEW_PAGES, MAX_PREVIEW_PAGES],
    [MAX_PREVIEW_PAGES + 15, MAX_PREVIEW_PAGES],
  ])('draws %i pages of a document as %i', (total, drawn) => {
    expect(pagesToRender(total)).toBe(drawn);
  });

  it.each([
    // page width (points), container (CSS px), pixel ratio, scale
    [595, 595, 1, 1],
    [600, 300, 1, 0.5],
    [600, 300, 2, 1],
    [600, 300, 3, 1],
    [600, 300, 0, 0.5],
    [600, 0, 2, 0],
    [0, 300, 2, 0],
  ])('draws a page %i points wide in %i px at ratio %i at scale %f', (pageWidth, containerWidth, ratio, scale) => {
    expect(renderScale(pageWidth, containerWidth, ratio)).toBeCloseTo(scale);
  });

  it.each([
    ['/nc/admin/v1/students/3f1c/document?expires=1&signature=a', '/nc/admin/v1/students/3f1c/document'],
    ['/nc/admin/v1/students/3f1c/document?expires=2&signature=b', '/nc/admin/v1/students/3f1c/document'],
    ['/nc/admin/v1/students/9a0b/document?expires=1&signature=a', '/nc/admin/v1/students/9a0b/document'],
    ['data:application/pdf;base64,JVBERi0x', 'data:application/pdf;base64,JVBERi0x'],
  ])('knows %s as the document %s, whatever its signature', (url, key) => {
    expect(documentKeyOf(url)).toBe(key);
  });

  it.each<[PreviewFailure, string]>([
    [{ kind: 'answer', status: 403, userMessage: 'This document link has expired. Reload the request to see the document.' }, 'This document link has expired. Reload the request to see the document.'],
    [{ kind: 'answer', status: 502, userMessage: null }, 'The document could not be loaded (the server answered 502). Reload the request and try again.'],
    [{ kind: 'network' }, 'The document could not be loaded. Check your connection and reload the request.'],
    [{ kind: 'pdf', name: 'PasswordException' }, 'This PDF is protected by a password, so it cannot be previewed. Download it to open it.'],
    [{ kind: 'pdf', name: 'InvalidPDFException' }, 'This file is not a readable PDF, so it cannot be previewed. Download it to check it.'],
    [{ kind: 'pdf', name: 'UnknownErrorException' }, 'This PDF could not be previewed. Download it to open it.'],
  ])('says why it failed: %j', (failure, message) => {
    expect(previewFailureMessage(english, failure)).toBe(message);
  });
});
