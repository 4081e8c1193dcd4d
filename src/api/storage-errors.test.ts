import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';
import { nameTaken, objectGone, objectKept, storageError } from './storage-errors.ts';
import { siteWords } from '../i18n/pl/site.ts';
import { panelWords } from '../i18n/pl/panel.ts';

const said = (status: number, message: string) => describeError(storageError(status, message), 'inny błąd');

describe('storageError', () => {
  it('says why Storage refused an upload, in Polish', () => {
    expect(said(413, 'The object exceeded the maximum allowed size')).toBe(panelWords.upload.refusedTooLarge);
    expect(said(415, 'mime type text/html is not supported')).toBe(panelWords.upload.refusedType);
    expect(said(400, 'Invalid key: a/../b')).toBe(panelWords.upload.refusedName);
    expect(said(400, 'jwt expired')).toBe(siteWords.errors.sessionExpired);
    expect(said(403, 'new row violates row-level security policy')).toBe(siteWords.errors.forbidden);
    expect(said(409, 'The resource already exists')).toBe(panelWords.upload.alreadyExists);
    expect(said(0, '')).toBe(siteWords.errors.network);
    expect(said(500, 'Internal server error')).toBe('inny błąd');
  });

  // Locally a missing object is 404 and a taken name 409; hosted Storage may give either another status.
  it('tells a move that found nothing, and a name another object holds, by status or by message', () => {
    expect([storageError(404, 'Object not found'), storageError(400, 'Object not found')].map(objectGone)).toEqual([
      true,
      true,
    ]);
    expect([storageError(409, 'x'), storageError(400, 'The resource already exists')].map(nameTaken)).toEqual([
      true,
      true,
    ]);
    expect([objectGone, nameTaken].map((test) => test(storageError(403, 'new row violates policy')))).toEqual([
      false,
      false,
    ]);
  });

  it('says that a file kept on the server keeps its record', () => {
    expect(describeError(objectKept('Object not removed'), 'inny błąd')).toBe(panelWords.upload.objectNotRemoved);
  });
});
