import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../../shared/messages';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumns,
  type ImportPreview,
  type ImportResult,
} from '../../../shared/schemas/imports';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

/** A word no other test's data contains. */
const token = () => `t${randomBytes(4).toString('hex')}`;

/** A CSV line of `cells`, quoted where RFC 4180 needs it. */
const line = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
const csvOf = (rows: readonly (readonly string[])[]) => rows.map(line).join('\r\n') + '\r\n';

const MEMBER_HEADER = ['Name', 'Organisation number', 'Location', 'Description', 'Industry', 'Region', 'Contact email'];
const MEMBER_MAPPING = 'name,organisationNumber,location,description,industry,region,contactEmail';

describe.each(testDatabaseKinds())('CSV import on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let viewer: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    ({ client: editor } = await signedInClient(server, 'editor', { fullName: 'Import Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());

  const send = <T>(client: ApiClient, path: string, csv: string | Buffer, headers: Record<string, string> = {}) =>
    client.request<T>('POST', path, {
      body: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv,
      headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
    });
  const preview = (csv: string, mapping?: string, what = 'members') =>
    send<ImportPreview>(
      editor,
      `/api/admin/imports/${what}/preview${mapping === undefined ? '' : `?mapping=${encodeURIComponent(mapping)}`}`,
      csv,
    );
  const importCsv = (csv: string, mapping: string, what = 'members', filename = 'members.csv') =>
    send<ImportResult>(editor, `/api/admin/imports/${what}?mapping=${encodeURIComponent(mapping)}`, csv, {
      'x-file-name': encodeURIComponent(filename),
    });
  const memberRow = (name: string, overrides: Partial<Record<(typeof MEMBER_HEADER)[number], string>> = {}) => {
    const values: Record<string, string> = {
      Name: name,
      'Organisation number': '',
      Location: 'Riga, Latvia',
      Description: 'Imported from a spreadsheet.',
      Industry: 'logistics',
      Region: 'baltic',
      'Contact email': '',
      ...overrides,
    };
    return MEMBER_HEADER.map((column) => values[column]!);
  };
  const membersNamed = (prefix: string) =>
    server.db.models.Member.findAll({ where: { deletedAt: null }, order: [['id', 'ASC']] }).then((all) =>
      all.filter((member) => member.name.startsWith(prefix)),
    );

  it('answers the headers and a suggested mapping (names and English labels, any case)', async () => {
    const csv = csvOf([
      ['NAME', 'organisation_number', 'Town', 'description', 'Industry', 'region', 'Contact E-mail', 'Name'],
      ['Acme', '556677-8899', 'Oslo', 'Text', 'energy', 'nordic', 'a@example.com', 'Again'],
    ]);
    const response = await preview(csv);
    expect(response.status, response.text).toBe(200);
    const columns = response.body as unknown as ImportColumns;
    expect(columns.headers).toEqual([
      'NAME',
      'organisation_number',
      'Town',
      'description',
      'Industry',
      'region',
      'Contact E-mail',
      'Name',
    ]);
    expect(columns.mapping).toEqual([
      'name',
      'organisationNumber',
      null,
      'description',
      'industry',
      'region',
      'contactEmail',
      null,
    ]);
    expect(columns.rowCount).toBe(1);
    expect(columns.sample[0]?.[0]).toBe('Acme');
    expect(response.body).not.toHaveProperty('counts');
  });

  it('dry run: per-row errors with row and field, create or update per valid row, nothing written', async () => {
    const prefix = token();
    const existing = await server.db.models.Member.create({
      name: `${prefix} Existing AB`,
      location: 'Tallinn',
      description: 'Stored before the import.',
      industry: 'design',
      region: 'baltic',
      logo: null,
      logoAlt: null,
      website: null,
      featured: false,
    });
    const csv = csvOf([
      MEMBER_HEADER,
      memberRow(`${prefix} New`),
      memberRow(`${prefix} existing ab`, { Location: 'Tartu' }),
      memberRow(`${prefix} Bad mail`, { 'Contact email': 'not-an-address' }),
      memberRow(`${prefix} No description`, { Description: '' }),
      memberRow('', { Industry: 'mining' }),
    ]);
    const members = await server.db.models.Member.count();
    const audits = await server.db.models.AuditEntry.count();
    const response = await preview(csv, MEMBER_MAPPING);
    expect(response.status, response.text).toBe(200);
    expect(response.body.counts).toEqual({ create: 1, update: 1, unchanged: 0, invalid: 3 });
    expect(response.body.errors).toEqual([
      { row: 4, field: 'contactEmail', message: m.invalidEmail },
      { row: 5, field: 'description', message: m.required },
      { row: 6, field: 'name', message: m.required },
      { row: 6, field: 'industry', message: m.invalidChoice },
    ]);
    expect(response.body.rows.map((row) => [row.row, row.action, row.id])).toEqual([
      [2, 'create', null],
      [3, 'update', existing.id],
      [4, null, null],
      [5, null, null],
      [6, null, null],
    ]);
    expect(await server.db.models.Member.count()).toBe(members);
    expect(await server.db.models.AuditEntry.count()).toBe(audits);
    await existing.reload();
    expect(existing.location).toBe('Tallinn');
  });

  it('reports a date that is not one, and reads wall-clock times in the time zone given', async () => {
    const title = `${token()} Trade day`;
    const csv = csvOf([
      ['Title', 'Date', 'Time zone', 'Location', 'Description', 'Event type'],
      [title, '2027-03-31 18:00', 'Europe/Madrid', 'Madrid', 'An evening.', 'In-person'],
      [`${title} 2`, '31/03/2027', '', 'Madrid', 'An evening.', 'virtual'],
      [`${title} 3`, '2027-02-30', '', 'Madrid', 'An evening.', 'hybrid'],
    ]);
    const response = await preview(csv, 'title,date,timeZone,location,description,eventType', 'events');
    expect(response.status, response.text).toBe(200);
    expect(response.body.errors).toEqual([
      { row: 3, field: 'date', message: m.invalidDate },
      { row: 4, field: 'date', message: m.invalidDate },
    ]);
    expect(response.body.counts.create).toBe(1);
  });

  it('takes organisation numbers as they are written abroad, and refuses control characters in a cell', async () => {
    const prefix = token();
    const numbers = ['987 654 321', '76.123.456-7', '12.345.678/0001-95', '1234567-8', 'B-12345678'];
    const rows = numbers.map((number, index) =>
      memberRow(`${prefix} Abroad ${index}`, { 'Organisation number': number }),
    );
    const refused = csvOf([
      MEMBER_HEADER,
      ...rows,
      memberRow(`${prefix} Bad\u0001name`),
      memberRow(`${prefix} Too short`, { 'Organisation number': '12 3' }),
    ]);
    const checked = await preview(refused, MEMBER_MAPPING);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.errors).toEqual([
      { row: 7, field: 'name', message: m.controlCharacters },
      { row: 8, field: 'organisationNumber', message: m.invalidOrganisationNumber },
    ]);
    expect(checked.body.counts).toMatchObject({ create: numbers.length, invalid: 2 });

    const response = await importCsv(csvOf([MEMBER_HEADER, ...rows]), MEMBER_MAPPING);
    expect(response.status, response.text).toBe(200);
    expect(response.body.created).toBe(numbers.length);
    expect((await membersNamed(`${prefix} Abroad`)).map((member) => member.organisationNumber)).toEqual(numbers);
  });

  it('imports: creates and updates by the matching keys, in one audited transaction', async () => {
    const prefix = token();
    const byNumber = await server.db.models.Member.create({
      name: `${prefix} Old name`,
      organisationNumber: '556677-1234',
      location: 'Oslo',
      description: 'Stored.',
      industry: 'energy',
      region: 'nordic',
      logo: null,
      logoAlt: null,
      website: 'https://kept.example',
      featured: true,
    });
    const byName = await server.db.models.Member.create({
      name: `${prefix} Nombre SA`,
      location: 'Lima',
      description: 'Stored.',
      industry: 'food',
      region: 'ibero-america',
      logo: null,
      logoAlt: null,
      website: null,
      featured: false,
    });
    const csv = csvOf([
      MEMBER_HEADER,
      memberRow(`${prefix} New name`, { 'Organisation number': '556677 1234', Location: 'Bergen' }),
      memberRow(`${prefix} NOMBRE SA`, {
        Location: 'Cusco',
        Industry: 'Alimentación y bebidas',
        Region: 'Iberoamérica',
      }),
      memberRow(`${prefix} Created`, { 'Contact email': 'Someone@Example.com', Industry: 'Technology' }),
    ]);
    const response = await importCsv(csv, MEMBER_MAPPING, 'members', 'members.csv');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      created: 1,
      updated: 2,
      unchanged: 0,
      label: 'members.csv: 1 created, 2 updated',
    });

    await byNumber.reload();
    expect(byNumber.name).toBe(`${prefix} New name`);
    expect(byNumber.location).toBe('Bergen');
    expect(byNumber.website).toBe('https://kept.example'); // no column: the stored value stays
    expect(byNumber.featured).toBe(true);
    expect(byNumber.version).toBe(2);
    await byName.reload();
    expect(byName.location).toBe('Cusco');
    expect(byName.industry).toBe('food');
    const created = (await membersNamed(`${prefix} Created`))[0]!;
    expect(created.contactEmail).toBe('someone@example.com');
    expect(created.industry).toBe('technology');
    expect(created.version).toBe(1);

    const trail = await server.db.models.AuditEntry.findAll({ where: { userFullName: 'Import Editor' } });
    const mine = trail.filter((entry) => entry.label.includes(prefix) || entry.action === 'import');
    expect(
      mine.find((entry) => entry.action === 'import' && entry.label === 'members.csv: 1 created, 2 updated'),
    ).toMatchObject({ entity: 'member', entityId: 0 });
    expect(mine.find((entry) => entry.action === 'create' && entry.entityId === created.id)).toBeDefined();
    const update = mine.find((entry) => entry.action === 'update' && entry.entityId === byNumber.id);
    expect(update?.changes).toMatchObject({
      name: [`${prefix} Old name`, `${prefix} New name`],
      location: ['Oslo', 'Bergen'],
    });
    expect(update?.changes).not.toHaveProperty('website');

    // The same file again: nothing to change.
    const again = await importCsv(csv, MEMBER_MAPPING, 'members', 'members.csv');
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    await byNumber.reload();
    expect(byNumber.version).toBe(2);
  });

  it('matches events on title and start, and refreshes the public list', async () => {
    const title = `${token()} Nordic evening`;
    const csv = csvOf([
      ['Title', 'Date', 'Location', 'Description', 'Event type', 'Capacity'],
      [title, '2027-05-20T16:00:00Z', 'Stockholm', 'First.', 'in-person', '40'],
    ]);
    const mapping = 'title,date,location,description,eventType,capacity';
    const before = await editor.get<{ title: string }[]>('/api/events');
    expect(before.body.some((event) => event.title === title)).toBe(false);
    expect((await importCsv(csv, mapping, 'events', 'events.csv')).body).toMatchObject({ created: 1 });
    const listed = await editor.get<{ title: string }[]>('/api/events');
    expect(listed.body.some((event) => event.title === title)).toBe(true);

    const moved = csv.replace('Stockholm', 'Göteborg').replace(',40', ',60');
    const result = await importCsv(moved, mapping, 'events', 'events.csv');
    expect(result.body).toMatchObject({ created: 0, updated: 1, label: 'events.csv: 0 created, 1 updated' });
    const events = await server.db.models.Event.findAll({ where: { title } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ location: 'Göteborg', capacity: 60, version: 2 });
  });

  it('imports nothing when one row has an error (400 with the row errors)', async () => {
    const prefix = token();
    const csv = csvOf([
      MEMBER_HEADER,
      memberRow(`${prefix} One`),
      memberRow(`${prefix} Two`, { Region: 'Atlantis' }),
      memberRow(`${prefix} Three`),
    ]);
    const audits = await server.db.models.AuditEntry.count();
    const response = await importCsv(csv, MEMBER_MAPPING);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: IMPORT_MESSAGES.rowsInvalid,
      invalid: 1,
      errors: [{ row: 3, field: 'region', message: m.invalidChoice }],
    });
    expect(await membersNamed(prefix)).toHaveLength(0);
    expect(await server.db.models.AuditEntry.count()).toBe(audits);
  });

  it('refuses two rows about the same item, and an import without a mapping', async () => {
    const prefix = token();
    const csv = csvOf([MEMBER_HEADER, memberRow(`${prefix} Twin`), memberRow(`${prefix} TWIN`)]);
    const response = await preview(csv, MEMBER_MAPPING);
    expect(response.body.errors).toEqual([{ row: 3, field: 'name', message: IMPORT_MESSAGES.sameAsEarlier }]);
    const unmapped = await send(editor, '/api/admin/imports/members', csv);
    expect(unmapped.status).toBe(400);
    const unknown = await preview(csv, 'name,nope,,,,,');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain(IMPORT_MESSAGES.unknownField);
    const short = await preview(csv, 'name,location');
    expect(short.status).toBe(400);
    expect(short.text).toContain(IMPORT_MESSAGES.mappingLength);
  });

  it('lets editors import and refuses viewers (403) and anonymous callers (401)', async () => {
    const prefix = token();
    const csv = csvOf([MEMBER_HEADER, memberRow(`${prefix} Viewer`)]);
    const denied = await send(viewer, `/api/admin/imports/members?mapping=${MEMBER_MAPPING}`, csv);
    expect(denied.status).toBe(403);
    const deniedPreview = await send(viewer, '/api/admin/imports/members/preview', csv);
    expect(deniedPreview.status).toBe(403);
    const anonymous = await send(new ApiClient(server.baseUrl), '/api/admin/imports/members/preview', csv);
    expect(anonymous.status).toBe(401);
    expect(await membersNamed(prefix)).toHaveLength(0);
  });

  it('reads quoted fields with commas, quotes and line breaks, a BOM, semicolons and å/ñ/õ', async () => {
    const prefix = token();
    const text =
      '\uFEFFName;Location;Description;Industry;Region\r\n' +
      `"${prefix} Åkesson & Söner";"Malmö, Sverige";"Line one,\r\nline ""two""";Tecnología;Países nórdicos\r\n` +
      `${prefix} Peña Señor;Tõrva;Año nuevo;turismo;Iberoamérica\r\n`;
    const columns = await preview(text);
    expect((columns.body as unknown as ImportColumns).headers).toEqual([
      'Name',
      'Location',
      'Description',
      'Industry',
      'Region',
    ]);
    const response = await importCsv(text, 'name,location,description,industry,region');
    expect(response.status, response.text).toBe(200);
    const [first, second] = await membersNamed(prefix);
    expect(first).toMatchObject({
      name: `${prefix} Åkesson & Söner`,
      location: 'Malmö, Sverige',
      description: 'Line one,\r\nline "two"',
      industry: 'technology',
      region: 'nordic',
    });
    expect(second).toMatchObject({ name: `${prefix} Peña Señor`, location: 'Tõrva', industry: 'tourism' });
  });

  it('refuses a file that is not CSV text, an empty one, a broken one and one too large', async () => {
    const empty = await preview('Name,Location\r\n');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(IMPORT_MESSAGES.empty);
    const broken = await preview('Name,Location\r\n"unclosed,Oslo\r\n');
    expect(broken.status).toBe(400);
    expect(broken.text).toContain(IMPORT_MESSAGES.notCsv);
    const latin1 = await send(
      editor,
      '/api/admin/imports/members/preview',
      Buffer.from('Name\r\nM\xe5ller\r\n', 'latin1'),
    );
    expect(latin1.status).toBe(400);
    expect((latin1.body as { error: string }).error).toBe(IMPORT_MESSAGES.notUtf8);
    const json = await editor.post('/api/admin/imports/members/preview', { csv: 'Name' });
    expect(json.status).toBe(415);
    const tooMany = csvOf([['Name'], ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => [`Row ${i}`])]);
    const rows = await preview(tooMany);
    expect(rows.status).toBe(400);
    expect(rows.text).toContain(IMPORT_MESSAGES.tooManyRows);
    const large = await preview(`Name\r\n${'x'.repeat(IMPORT_LIMITS.bytes)}\r\n`);
    expect(large.status).toBe(413);
  });

  it('imports 5,000 member rows in seconds', async () => {
    const prefix = token();
    const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, i) =>
      memberRow(`${prefix} Company ${i}`, { 'Organisation number': `${prefix}-${i}` }),
    );
    const csv = csvOf([MEMBER_HEADER, ...rows]);
    const started = performance.now();
    const response = await importCsv(csv, MEMBER_MAPPING, 'members', 'big.csv');
    const created = performance.now() - started;
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ created: IMPORT_LIMITS.rows, updated: 0 });

    const changed = csv.replaceAll('Riga, Latvia', 'Vilnius, Lithuania');
    const restarted = performance.now();
    const second = await importCsv(changed, MEMBER_MAPPING, 'members', 'big.csv');
    const updated = performance.now() - restarted;
    expect(second.body).toMatchObject({ created: 0, updated: IMPORT_LIMITS.rows });
    console.log(`${kind}: 5,000 rows created in ${Math.round(created)} ms, updated in ${Math.round(updated)} ms`);
    expect(created).toBeLessThan(10_000);
    expect(updated).toBeLessThan(10_000);
    expect(
      await server.db.models.AuditEntry.count({ where: { action: 'create', entity: 'member' } }),
    ).toBeGreaterThanOrEqual(IMPORT_LIMITS.rows);
  }, 60_000);
});
