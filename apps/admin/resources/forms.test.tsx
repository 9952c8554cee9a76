import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm, type FieldValues } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberForm } from '../content/forms';
import type { ItemFormSpec } from '../content/ItemDialog';
import { initTestI18n, testI18n } from '../screen-test-support';
import { agreementForm } from './agreements';
import { guideForm } from './guides';
import { publicationForm } from './publications';
import { regulatoryUpdateForm } from './regulatory-updates';
import { reportForm } from './reports';
import { teamMemberForm } from './team';
import { toolForm } from './tools';

beforeAll(initTestI18n);

/** The fields of a form as they render with `values` over the new item's. */
function renderFields<In extends FieldValues>(spec: ItemFormSpec<never, In, never>, values: Partial<In> = {}) {
  function Form() {
    const { control } = useForm<In>({ defaultValues: { ...spec.empty(), ...values } as never });
    const { Fields } = spec;
    return <Fields control={control as never} />;
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={testI18n}>
        <Form />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const asSpec = (spec: unknown) => spec as ItemFormSpec<never, FieldValues, never>;

describe('the resource forms', () => {
  it.each([
    [
      'reports',
      reportForm,
      {},
      [
        'Title',
        'Description',
        'Category',
        'Publication date',
        'File',
        'External address',
        'Members only',
        'Thumbnail',
        'Featured',
      ],
    ],
    [
      'guides (country)',
      guideForm,
      { kind: 'country' },
      [
        'Kind',
        'Region',
        'Title',
        'Description',
        'Last updated',
        'Pages',
        'File',
        'External address',
        'Members only',
        'Cover image',
      ],
    ],
    ['tools', toolForm, {}, ['Title', 'Description', 'Tool address', 'Order on the page']],
    [
      'publications (journal article)',
      publicationForm,
      { type: 'journal-article' },
      [
        'Type',
        'Title',
        'Abstract',
        'Authors',
        'Journal',
        'Volume, issue and pages',
        'Publication date',
        'Pages',
        'Upcoming',
        'Featured collections',
        'File',
        'External address',
        'Members only',
        'Cover image',
      ],
    ],
    [
      'team',
      teamMemberForm,
      {},
      ['Name', 'Role', 'Biography', 'Office', 'Order on the page', 'Photo', 'LinkedIn profile'],
    ],
    ['agreements', agreementForm, {}, ['Title', 'Description', 'Status', 'Year', 'Order on the page']],
    ['regulatory updates', regulatoryUpdateForm, {}, ['Title', 'Description', 'Region', 'Date']],
  ] as const)('%s: a labelled field for every input', (_name, spec, values, labels) => {
    const html = renderFields(asSpec(spec), values);
    for (const label of labels) expect(html, label).toMatch(new RegExp(`<label[^>]*>${label}(<|$)`, 'm'));
  });

  it('says at once that a document takes a file or an address, not both', () => {
    const file = { id: 12, name: 'outlook.pdf', format: 'pdf', size: 2048 };
    const both = renderFields(asSpec(reportForm), { fileId: 12, file, externalUrl: 'https://example.org/doc' });
    expect(both).toContain('Upload a file or enter an address, not both');
    expect(both).toContain('outlook.pdf');
    const one = renderFields(asSpec(reportForm), { fileId: 12, file, externalUrl: '' });
    expect(one).not.toContain('Upload a file or enter an address, not both');
  });

  it('shows the region of a country guide, the category of a market-entry guide', () => {
    const country = renderFields(asSpec(guideForm), { kind: 'country' });
    expect(country).toMatch(/<label[^>]*>Region</);
    expect(country).not.toMatch(/<label[^>]*>Category</);
    const marketEntry = renderFields(asSpec(guideForm), { kind: 'market-entry' });
    expect(marketEntry).toMatch(/<label[^>]*>Category</);
    expect(marketEntry).not.toMatch(/<label[^>]*>Region</);
    expect(marketEntry).toContain('Business culture');
  });

  it('asks for the journal of journal articles only, and offers the themes as tick boxes', () => {
    const paper = renderFields(asSpec(publicationForm), {
      type: 'research-paper',
      authors: ['Ana Pérez', 'Erik Lund'],
    });
    expect(paper).not.toContain('>Journal<');
    expect(paper).toContain('Ana Pérez\nErik Lund');
    for (const theme of ['Sustainable trade and investment', 'The digital economy', 'Growing abroad']) {
      expect(paper).toMatch(new RegExp(`type="checkbox"[^]*?${theme}`));
    }
  });
});

describe('the member form', () => {
  it('offers the business types, and a member may have none', () => {
    const html = renderFields(asSpec(memberForm));
    expect(html).toMatch(/<label[^>]*>Business type</);
    for (const type of ['Not given', 'Provider', 'Service Provider', 'Manufacturer', 'Exporter']) {
      expect(html).toContain(`>${type}</option>`);
    }
    const sent = memberForm.schema.parse({
      ...memberForm.empty(),
      name: 'Boats AB',
      location: 'Gothenburg',
      description: 'Boats.',
      industry: 'manufacturing',
      region: 'nordic',
      businessType: 'exporter',
    });
    expect(sent.businessType).toBe('exporter');
    expect(memberForm.fields).toContain('businessType');
  });
});
