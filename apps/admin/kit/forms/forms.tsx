import { makeStyles, tokens } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BUSINESS_TYPES, INDUSTRIES, NEWS_CATEGORIES, NEWS_STATUSES, REGIONS } from '../../../../shared/entities';
import { MemberInputSchema, NewsInputSchema, type EventPayload } from '../../../../shared/schemas/content';
import { isoToLocalInput, localInputToIso } from './datetime';
import { EventFields } from './EventFields';
import { EventFormSchema, emptyEventValues, eventToValues, type EventFormValues } from './event-form';
import { CheckboxField, OptionalSelectField, SelectField } from './ChoiceFields';
import { DateTimeField, TextAreaField, TextField } from './FormFields';
import type { ItemFormSpec } from './ItemDialog';
import { MarkdownField } from './MarkdownField';
import { PictureFields } from './PictureFields';

// The create/edit forms of members, events (their fields in EventFields.tsx) and news. Each holds its shared schema's
// input shape and sends its output, the very schema the server validates with.

type MemberIn = z.input<typeof MemberInputSchema>;
type MemberOut = z.output<typeof MemberInputSchema>;
type NewsIn = z.input<typeof NewsInputSchema>;
type NewsOut = z.output<typeof NewsInputSchema>;

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'start',
  },
});

/** Options of a code select, labelled by `common:<group>.<code>`. */
export function useCodeOptions(group: string, codes: readonly string[]) {
  const { t } = useTranslation('common');
  return codes.map((code) => ({ value: code, label: t(`common:${group}.${code}`) }));
}

/** The current minute as ISO: a new article's publish date (now, so publishing shows it at once). */
function thisMinute(): string {
  return localInputToIso(isoToLocalInput(new Date().toISOString()));
}

function MemberFields({ control }: { control: Control<MemberIn, unknown, MemberOut> }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const industries = useCodeOptions('industries', INDUSTRIES);
  const regions = useCodeOptions('regions', REGIONS);
  const businessTypes = useCodeOptions('businessTypes', BUSINESS_TYPES);
  return (
    <>
      <TextField control={control} name="name" label={t('admin:members.fields.name')} required />
      <TextField control={control} name="location" label={t('admin:members.fields.location')} required />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="industry"
          label={t('admin:members.fields.industry')}
          required
          options={industries}
          placeholder={t('admin:form.choose')}
        />
        <SelectField
          control={control}
          name="region"
          label={t('admin:members.fields.region')}
          required
          options={regions}
          placeholder={t('admin:form.choose')}
        />
      </div>
      <OptionalSelectField
        control={control}
        name="businessType"
        label={t('admin:members.fields.businessType')}
        hint={t('admin:members.fields.businessTypeHint')}
        options={businessTypes}
        noneLabel={t('admin:form.notGiven')}
      />
      <TextAreaField
        control={control}
        name="description"
        label={t('admin:members.fields.description')}
        lang="en"
        required
      />
      <TextField
        control={control}
        name="website"
        type="url"
        placeholder="https://"
        label={t('admin:members.fields.website')}
      />
      <PictureFields control={control} kind="members" image="logo" alt="logoAlt" />
      <CheckboxField
        control={control}
        name="published"
        label={t('admin:members.fields.published')}
        hint={t('admin:members.fields.publishedHint')}
      />
    </>
  );
}

function NewsFields({ control }: { control: Control<NewsIn, unknown, NewsOut> }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const categories = useCodeOptions('newsCategories', NEWS_CATEGORIES);
  const statuses = NEWS_STATUSES.map((status) => ({ value: status, label: t(`admin:news.status.${status}`) }));
  return (
    <>
      <TextField control={control} name="title" label={t('admin:news.fields.title')} lang="en" required />
      <TextAreaField
        control={control}
        name="excerpt"
        label={t('admin:news.fields.excerpt')}
        rows={2}
        lang="en"
        required
      />
      <MarkdownField
        control={control}
        name="content"
        lang="en"
        label={t('admin:news.fields.content')}
        hint={t('admin:common.markdownHint')}
        rows={8}
        required
      />
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="category"
          label={t('admin:news.fields.category')}
          required
          options={categories}
          placeholder={t('admin:form.choose')}
        />
        <SelectField
          control={control}
          name="status"
          label={t('admin:news.fields.status')}
          required
          options={statuses}
          hint={t('admin:news.fields.statusHint')}
        />
      </div>
      <DateTimeField
        control={control}
        name="publishDate"
        label={t('admin:news.fields.publishDate')}
        hint={t('admin:news.fields.publishDateHint')}
        required
      />
      <PictureFields control={control} kind="news" image="image" alt="imageAlt" />
    </>
  );
}

export const memberForm: ItemFormSpec<'members', MemberIn, MemberOut> = {
  kind: 'members',
  schema: MemberInputSchema,
  empty: () => ({
    name: '',
    logo: '',
    logoAlt: '',
    location: '',
    description: '',
    website: '',
    featured: false,
    published: true,
    businessType: null,
  }),
  toInput: (member) => ({
    name: member.name,
    logo: member.logo ?? '',
    logoAlt: member.logoAlt ?? '',
    location: member.location,
    description: member.description,
    industry: member.industry,
    region: member.region,
    website: member.website ?? '',
    featured: member.featured,
    published: member.published,
    businessType: member.businessType,
  }),
  fields: [
    'name',
    'logo',
    'logoAlt',
    'location',
    'description',
    'industry',
    'region',
    'website',
    'featured',
    'published',
    'businessType',
  ],
  itemName: (member) => member.name,
  titles: { create: 'admin:members.add', edit: 'admin:members.edit' },
  Fields: MemberFields,
};

export const eventForm: ItemFormSpec<'events', EventFormValues, EventPayload> = {
  kind: 'events',
  schema: EventFormSchema,
  empty: emptyEventValues,
  toInput: eventToValues,
  fields: [
    'title',
    'description',
    'location',
    'eventType',
    'date',
    'endDate',
    'image',
    'imageAlt',
    'registrationLink',
    'featured',
    'timeZone',
    'region',
    'registrationMode',
    'capacity',
    'waitlist',
    'registrationOpensAt',
    'registrationClosesAt',
  ],
  itemName: (event) => event.title,
  titles: { create: 'admin:events.add', edit: 'admin:events.edit' },
  Fields: EventFields,
};

export const newsForm: ItemFormSpec<'news', NewsIn, NewsOut> = {
  kind: 'news',
  schema: NewsInputSchema,
  empty: () => ({
    title: '',
    excerpt: '',
    content: '',
    publishDate: thisMinute(),
    status: 'draft',
    featured: false,
    image: '',
    imageAlt: '',
  }),
  toInput: (article) => ({
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    publishDate: article.publishDate,
    status: article.status,
    featured: article.featured,
    image: article.image ?? '',
    imageAlt: article.imageAlt ?? '',
  }),
  fields: ['title', 'excerpt', 'content', 'category', 'publishDate', 'status', 'featured', 'image', 'imageAlt'],
  itemName: (article) => article.title,
  titles: { create: 'admin:news.add', edit: 'admin:news.edit' },
  Fields: NewsFields,
};
