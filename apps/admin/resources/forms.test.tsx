import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberForm } from '../kit/forms/forms';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { initTestI18n, testI18n } from '../screen-test-support';
import common from '../../web/src/locales/en/common.json';
import { validationMessages } from '../../../shared/messages';
import { agreementForm } from './agreements';
import { complianceSectorForm } from './compliance-sectors';
import { guideForm } from './guides';
import { insightForm } from './insights';
import { officeForm } from './offices';
import { publicationForm } from './publications';
import { regulatoryUpdateForm } from './regulatory-updates';
import { reportForm } from './reports';
import { tariffForm } from './tariffs';
import { teamMemberForm } from './team';
import { toolForm } from './tools';

beforeAll(initTestI18n);

/** The fields of a form as they render with `values` over the new item's (and `errors` beside them). */
function renderFields<In extends FieldValues>(
  spec: ItemFormSpec<never, In, never>,
  values: Partial<In> = {},
  errors?: FieldErrors<In>,
) {
  function Form() {
    const { control } = useForm<In>({ defaultValues: { ...spec.empty(), ...values } as never, errors });
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

/**
 * What the form shows after a submit of `values`: its own schema's errors (as the dialog's resolver
 * finds them), each rendered beside its field.
 */
async function renderChecked(spec: ItemFormSpec<never, FieldValues, never>, values: FieldValues) {
  const resolve = zodResolver(spec.schema as never) as (
    values: object,
    context: undefined,
    options: object,
  ) => Promise<{ errors: FieldErrors }>;
  const { errors } = await resolve({ ...spec.empty(), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { errors, html: renderFields(spec, values, errors) };
}

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
    [
      'market insights',
      insightForm,
      {},
      ['Title', 'Description', 'Source', 'Category', 'Change on the previous year \\(%\\)', 'Order on the page'],
    ],
    [
      'tariffs',
      tariffForm,
      {},
      [
        'Product',
        'HS code',
        'EU common external tariff \\(%\\)',
        'EU preferential rate \\(%\\)',
        'Mercosur common external tariff \\(%\\)',
        'Order on the page',
      ],
    ],
    [
      'compliance sectors',
      complianceSectorForm,
      {},
      [
        'Sector',
        'Key requirements',
        'Certification and marking',
        'Shortest lead time \\(weeks\\)',
        'Longest lead time \\(weeks\\)',
        'Order on the page',
      ],
    ],
    [
      'offices',
      officeForm,
      {},
      [
        'City',
        'Country',
        'Region',
        'Street address',
        'Postal code',
        'Phone',
        'E-mail',
        'Membership e-mail',
        'Headquarters',
        'Order on the page',
      ],
    ],
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

describe('the site table forms', () => {
  const sector = {
    title: 'Machinery',
    requirements: 'Machinery Regulation.',
    certification: 'CE marking.',
    leadTimeMinWeeks: 4,
    leadTimeMaxWeeks: 12,
  };
  const tariff = { title: 'Fresh avocados', hsCode: '0804.40', euMfn: 5.1, euPreferential: 0, mercosurCet: 10 };
  const office = {
    city: 'Stockholm',
    country: 'Sweden',
    region: 'nordic',
    street: 'Sveavägen 1',
    postalCode: '111 57',
    phone: '+46 8 123 456',
    email: 'info@inbchamber.example',
    membershipEmail: '',
  };

  it('shows the lead-time order message at the longest lead time when it is shorter than the shortest', async () => {
    const { errors, html } = await renderChecked(asSpec(complianceSectorForm), {
      ...sector,
      leadTimeMinWeeks: 12,
      leadTimeMaxWeeks: 4,
    });
    expect(Object.keys(errors)).toEqual(['leadTimeMaxWeeks']);
    expect(errors.leadTimeMaxWeeks?.message).toBe(validationMessages.leadTimeOrder);
    expect(html).toContain(common.validation.leadTimeOrder);
    expect(html).toContain('The longest lead time cannot be shorter than the shortest');

    const ordered = await renderChecked(asSpec(complianceSectorForm), sector);
    expect(ordered.errors).toEqual({});
    expect(ordered.html).not.toContain(common.validation.leadTimeOrder);
  });

  it('refuses an HS code that is not digits in the HS pattern, with its message', async () => {
    const { errors, html } = await renderChecked(asSpec(tariffForm), { ...tariff, hsCode: '08A4' });
    expect(Object.keys(errors)).toEqual(['hsCode']);
    expect(html).toContain('Please enter an HS code such as 0804 or 0804.40');
    for (const hsCode of ['0804', '0804.40', '0804.40.10']) {
      expect((await renderChecked(asSpec(tariffForm), { ...tariff, hsCode })).errors).toEqual({});
    }
  });

  it('takes duties and changes with decimals, and a negative change', async () => {
    expect(tariffForm.schema.parse({ ...tariffForm.empty(), ...tariff, euMfn: 12.75 }).euMfn).toBe(12.75);
    const insight = {
      title: 'Fewer shipments',
      description: 'Costs rose.',
      source: 'Member survey, 2025',
      category: 'agriculture',
    };
    expect(insightForm.schema.parse({ ...insightForm.empty(), ...insight, change: -3.5 }).change).toBe(-3.5);
    const { html } = await renderChecked(asSpec(insightForm), { ...insight, change: 8.555 });
    expect(html).toContain('Please enter a percentage with at most two decimals');
    // The browser's number input lets decimals be typed (a whole-number field steps by 1).
    expect(html).toMatch(/<input[^>]*name="change"[^>]*step="0.01"|<input[^>]*step="0.01"[^>]*name="change"/);
    expect(renderFields(asSpec(complianceSectorForm))).toMatch(
      /<input[^>]*step="1"[^>]*name="leadTimeMinWeeks"|<input[^>]*name="leadTimeMinWeeks"[^>]*step="1"/,
    );
  });

  it('refuses an office e-mail that is no address, and leaves out an empty membership e-mail', async () => {
    const { errors, html } = await renderChecked(asSpec(officeForm), { ...office, email: 'info at chamber' });
    expect(Object.keys(errors)).toEqual(['email']);
    expect(html).toContain(common.validation.invalidEmail);

    const bad = await renderChecked(asSpec(officeForm), { ...office, membershipEmail: 'members@' });
    expect(Object.keys(bad.errors)).toEqual(['membershipEmail']);

    const sent = officeForm.schema.parse({ ...officeForm.empty(), ...office });
    expect(sent.membershipEmail).toBeNull();
    expect(sent.headquarters).toBe(false);
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
