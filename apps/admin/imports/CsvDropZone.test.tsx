import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/entities';
import { IMPORT_LIMITS } from '../../../shared/schemas/imports';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { CsvDropZone, carriesFiles, droppedCsv } from './CsvDropZone';
import { importFileProblem, readImportFile } from './import-queries';

// What a drop on a list decides, before the dialog opens. The drag and drop itself, the overlay and
// the dialog opening at the file's columns run in Chromium (tests/e2e/oversight.e2e.test.ts): the
// unit tests render without a DOM.

beforeAll(initTestI18n);

const file = (name: string, type: string, text = 'name,location\r\nBoats AB,Gothenburg\r\n') =>
  new File([text], name, { type });

describe('dropping files on an import list', () => {
  it('takes only drags that carry files, not a dragged link or selected text', () => {
    expect(carriesFiles({ types: ['Files'] })).toBe(true);
    expect(carriesFiles({ types: ['application/x-moz-file', 'Files'] })).toBe(true);
    expect(carriesFiles({ types: ['text/uri-list', 'text/plain', 'text/html'] })).toBe(false);
    expect(carriesFiles({ types: [] })).toBe(false);
    expect(carriesFiles(null)).toBe(false);
  });

  it('takes one CSV file, as browsers and Windows type it', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', 'text/plain', '']) {
      const csv = file('members.csv', type);
      expect(droppedCsv([csv])).toEqual({ file: csv });
    }
  });

  it('refuses several files, another kind of file and a file over the limit, as the chooser does', () => {
    expect(droppedCsv([file('a.csv', 'text/csv'), file('b.csv', 'text/csv')])).toEqual({ problem: 'several' });
    expect(droppedCsv([file('members.pdf', 'application/pdf')])).toEqual({ problem: 'notCsv' });
    expect(droppedCsv([file('members.xlsx', 'application/vnd.ms-excel')])).toEqual({ problem: 'notCsv' });
    expect(droppedCsv([file('photo.csv', 'image/png')])).toEqual({ problem: 'notCsv' });
    // Only the size is looked at before reading: a file-like of that size stands for a real one.
    const sized = (size: number) => ({ name: 'big.csv', type: 'text/csv', size }) as File;
    expect(droppedCsv([sized(IMPORT_LIMITS.bytes + 1)])).toEqual({ problem: 'tooLarge' });
    expect('file' in droppedCsv([sized(IMPORT_LIMITS.bytes)])).toBe(true);
  });

  it("refuses a dropped file exactly when the dialog's chooser would", async () => {
    const samples = [
      file('members.csv', 'text/csv'),
      file('members.CSV', 'application/vnd.ms-excel'),
      file('members.txt', 'text/plain'),
      file('members.csv', 'application/zip'),
    ];
    for (const sample of samples) {
      const dropped = droppedCsv([sample]);
      const read = await readImportFile(sample);
      expect('problem' in dropped ? dropped.problem : null).toBe('problem' in read ? read.problem : null);
      expect('problem' in dropped ? dropped.problem : null).toBe(importFileProblem(sample));
    }
  });

  it('is there only for those who may import', () => {
    const render = (role: Role) =>
      renderScreen(
        <CsvDropZone kind="members">
          <p>the list</p>
        </CsvDropZone>,
        (queryClient) => queryClient.setQueryData(USER_QUERY_KEY, { id: 1, fullName: 'Someone', role }),
      );
    // The zone wraps the list in its own element; without the right the list is all there is.
    expect(render('editor')).toMatch(/^<div class="[^"]+"><p>the list<\/p><\/div>$/);
    expect(render('admin')).toMatch(/^<div class="[^"]+"><p>the list<\/p><\/div>$/);
    expect(render('viewer')).toBe('<p>the list</p>');
    expect(render('member')).toBe('<p>the list</p>');
  });
});
