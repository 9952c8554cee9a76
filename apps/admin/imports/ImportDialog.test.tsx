import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import type { ImportFile } from './import-queries';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { activityLink } from '../activity';
import { initTestI18n, renderScreen, stubSignedInFetch } from '../screen-test-support';
import { canImport } from './ImportDialog';
import { ImportStepView, type ImportProblem, type ImportStep } from './ImportStepView';
import { importFile, previewImport, readImportColumns, readImportFile } from './import-queries';

// The import dialog's steps against the real server: what it sends is what the import routes take,
// and what they answer is what each step shows.

let server: TestServer;
let editor: ApiClient;

beforeAll(async () => {
  await initTestI18n();
  server = await startTestServer('sqlite');
  ({ client: editor } = await signedInClient(server, 'editor'));
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const signedInFetch = () => stubSignedInFetch(server.baseUrl, editor);

/** The dialog's markup at `state`. */
const render = (state: ImportStep, problem: ImportProblem = null) =>
  renderScreen(
    <ImportStepView
      kind="members"
      state={state}
      problem={problem}
      busy={false}
      onChooseFile={() => undefined}
      onMap={() => undefined}
    />,
    () => undefined,
  );

const csvFile = (text: string, name = 'members.csv', type = 'text/csv') => new File([text], name, { type });

/** A file read as the dialog reads it; fails the test if it is refused. */
async function chosen(file: File): Promise<ImportFile> {
  const read = await readImportFile(file);
  if ('problem' in read) throw new Error(`file refused: ${read.problem}`);
  return read;
}

describe('the CSV import dialog against the server', () => {
  it('upload, map, preview shows an error, fix the file, import', async () => {
    signedInFetch();
    const header = 'Company,Org nr,Town,About,Industry,Region,Contact Email\r\n';
    const good = 'Fjällräven Import AB,556000-1111,Umeå,Outdoor gear,manufacturing,nordic,info@fjall.example\r\n';
    const file = await chosen(
      csvFile(`\uFEFF${header}${good}Cordillera Andina SA,,Lima,Café,food,ibero-america,not-an-address\r\n`),
    );

    // The columns, with the mapping the server suggests (contactEmail by its label; the others by hand).
    const columns = await readImportColumns('members', file);
    expect(columns.headers).toEqual(['Company', 'Org nr', 'Town', 'About', 'Industry', 'Region', 'Contact Email']);
    expect(columns.mapping).toEqual([null, null, null, null, 'industry', 'region', 'contactEmail']);
    const mapping = ['name', 'organisationNumber', 'location', 'description', 'industry', 'region', 'contactEmail'];
    const mapHtml = render({ step: 'map', file, columns, mapping });
    expect(mapHtml).toContain('members.csv: 2 rows');
    expect(mapHtml).toContain('>Org nr<');
    expect(mapHtml).toContain('Organisation number');
    expect(mapHtml).toContain('>Ignore<');

    // The dry run: row 3's address is refused, shown with its row and field; Import stays off.
    const preview = await previewImport('members', file, mapping);
    expect(preview.counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 1 });
    expect(preview.errors).toEqual([{ row: 3, field: 'contactEmail', message: 'Please enter a valid email address' }]);
    const previewHtml = render({ step: 'preview', file, columns, mapping, preview });
    expect(previewHtml).toContain('Row 3, Contact e-mail: ');
    expect(previewHtml).toContain('1 row with errors');
    expect(previewHtml).toContain('Correct these rows first');
    expect(canImport({ step: 'preview', file, columns, mapping, preview })).toBe(false);
    expect(await server.db.models.Member.count({ where: { name: 'Fjällräven Import AB' } })).toBe(0);

    // Importing anyway is refused whole.
    const refused = await importFile('members', file, mapping).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, serverMessage: IMPORT_MESSAGES.rowsInvalid });

    // The corrected file, chosen again: no errors left, and the import writes both rows.
    const fixed = await chosen(csvFile(`${header}${good}Cordillera Andina SA,,Lima,Café,food,ibero-america,\r\n`));
    const clean = await previewImport('members', fixed, mapping);
    expect(clean.counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 0 });
    const cleanState: ImportStep = { step: 'preview', file: fixed, columns, mapping, preview: clean };
    expect(render(cleanState)).not.toContain('Correct these rows first');
    expect(canImport(cleanState)).toBe(true);
    const result = await importFile('members', fixed, mapping);
    expect(result).toMatchObject({ created: 2, updated: 0, label: 'members.csv: 2 created, 0 updated' });
    expect(render({ step: 'done', result })).toContain('2 new, 0 updated, 0 unchanged.');
    const stored = await server.db.models.Member.findOne({ where: { name: 'Fjällräven Import AB' } });
    expect(stored).toMatchObject({ location: 'Umeå', organisationNumber: '556000-1111', industry: 'manufacturing' });
  });

  it('refuses a file that is not CSV or is empty before sending it, and says why', async () => {
    expect(await readImportFile(csvFile('a,b', 'members.xlsx', 'application/vnd.ms-excel'))).toEqual({
      problem: 'notCsv',
    });
    expect(await readImportFile(csvFile('\uFEFF  \r\n'))).toEqual({ problem: 'empty' });
    const html = render({ step: 'file' }, { file: 'notCsv' });
    expect(html).toContain('Choose a CSV file (.csv).');
    expect(html).toContain('Choose CSV file');
  });

  it('reads a Windows-1252 file as its letters, and shows the server refusal of too many rows', async () => {
    signedInFetch();
    const latin = new File(
      [new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0d, 0x0a, 0x4d, 0xe5, 0x6c, 0x61, 0x72, 0x0d, 0x0a])],
      'm.csv',
      {
        type: 'text/csv',
      },
    );
    expect(await chosen(latin)).toMatchObject({ text: 'Name\r\nMålar\r\n' });
    const many = await chosen(csvFile(`Name\r\n${'Row\r\n'.repeat(5001)}`));
    const refused = await readImportColumns('members', many).catch((error: unknown) => error);
    const message = (refused as { serverMessage: string }).serverMessage;
    expect(render({ step: 'file' }, { message })).toContain(
      'The file has more than 5,000 rows. Split it into smaller files.',
    );
  });

  it("links an import's audit entry to the whole list, not a search for the file name", () => {
    const entry = {
      id: 1,
      at: '2027-01-01T10:00:00.000Z',
      entity: 'member' as const,
      action: 'import' as const,
      entityId: 0,
      label: 'members.csv: 2 created, 0 updated',
      user: { id: 1, fullName: 'Eddie Editor' },
      changes: null,
    };
    expect(activityLink(entry, 'editor')).toBe('/admin/members');
    expect(activityLink({ ...entry, entity: 'event' }, 'editor')).toBe('/admin/events');
  });
});
