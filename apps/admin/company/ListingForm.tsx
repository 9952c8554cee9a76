import { makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyCompany } from '../../../shared/membership';
import { ListingProposalSchema, type ListingProposalPayload } from '../../../shared/schemas/membership';
import { serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { COMPANY_LOGO_UPLOAD, useProposeListing } from '../queries/company';
import { SubmitButton, TextAreaField, TextField, useValidationText } from '../kit/forms/FormFields';
import { ImageField } from '../kit/forms/ImageField';
import { SaveProblemBar, saveProblemOf, type SaveProblem } from '../kit/forms/SaveProblem';
import { LISTING_FIELD_NAMES } from '../membership';
import { InfoNote } from '../kit/page';
import { companyFormDefaults, type ListingFormValues } from './listing-form';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'start',
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The company's listing as the representative proposes it: the whole field set, validated with
 * the schema the server uses, sent for the chamber's review. It starts from the pending proposal
 * if there is one (sending again replaces it), from the rejected one after a rejection, else from
 * the listing. A failed send keeps what was typed; the server's field messages show beside the
 * fields.
 */
export function ListingForm({ company }: { company: MyCompany }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const text = useValidationText();
  const propose = useProposeListing();
  const [problem, setProblem] = useState<SaveProblem<MyCompany> | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<ListingFormValues, unknown, ListingProposalPayload>({
    resolver: zodResolver(ListingProposalSchema),
    defaultValues: companyFormDefaults(company).values,
  });
  const { from } = companyFormDefaults(company);

  const submit = (proposal: ListingProposalPayload) => {
    setProblem(null);
    propose.mutate(proposal, {
      onSuccess: (saved) => {
        reset(companyFormDefaults(saved).values);
        notify({ title: t('admin:company.sentTitle'), description: t('admin:company.sentText') });
      },
      onError: (error) => {
        const found = saveProblemOf<MyCompany, ListingFormValues>(error, LISTING_FIELD_NAMES, setError, text);
        // No version is sent with a proposal: a 409 here is the server's own reason, told as it is.
        setProblem(found?.type === 'conflict' ? { type: 'failed', message: text(serverMessage(error)) } : found);
      },
    });
  };

  const field = (name: keyof ListingFormValues) => t(`admin:company.fields.${name}`);
  const translationHint = t('admin:company.fields.translationHint');
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <InfoNote>{t('admin:company.reviewNote')}</InfoNote>
      {from === 'listing' ? null : <InfoNote>{t(`admin:company.${from}Note`)}</InfoNote>}
      <p className={styles.note}>{t('admin:form.requiredNote')}</p>
      <SaveProblemBar problem={problem} onLoadCurrent={() => undefined} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('admin:company.fields.descriptionGroup')}</legend>
        <TextAreaField control={control} name="description" label={field('description')} lang="en" rows={5} required />
        <TextAreaField
          control={control}
          name="descriptionEs"
          label={field('descriptionEs')}
          hint={translationHint}
          lang="es"
          rows={5}
        />
        <TextAreaField
          control={control}
          name="descriptionSv"
          label={field('descriptionSv')}
          hint={translationHint}
          lang="sv"
          rows={5}
        />
      </fieldset>
      <ImageField control={control} name="logo" label={field('logo')} uploadPath={COMPANY_LOGO_UPLOAD} />
      <TextField
        control={control}
        name="logoAlt"
        label={field('logoAlt')}
        lang="en"
        hint={t('admin:company.fields.logoAltHint')}
      />
      <div className={styles.pair}>
        <TextField
          control={control}
          name="website"
          type="url"
          placeholder="https://"
          autoComplete="url"
          label={field('website')}
        />
        <TextField control={control} name="location" label={field('location')} required />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('admin:company.fields.contactGroup')}</legend>
        <TextField control={control} name="contactName" autoComplete="name" label={field('contactName')} />
        <div className={styles.pair}>
          <TextField
            control={control}
            name="contactEmail"
            type="email"
            autoComplete="email"
            label={field('contactEmail')}
          />
          <TextField
            control={control}
            name="contactPhone"
            type="tel"
            autoComplete="tel"
            label={field('contactPhone')}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton pending={propose.isPending}>
          {propose.isPending ? t('admin:company.submitting') : t('admin:company.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
