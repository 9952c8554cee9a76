import { makeStyles, tokens } from '@fluentui/react-components';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventPayload } from '../../../../shared/schemas/content';
import { EVENT_FORMATS, REGIONS, REGISTRATION_MODES } from '../../../../shared/entities';
import type { EventFormValues } from './event-form';
import { RadioField, SelectField, SwitchField } from './ChoiceFields';
import { TextField, WallClockField } from './FormFields';
import { MarkdownField } from './MarkdownField';
import { PictureFields } from './PictureFields';
import { timeZoneOptions } from './time-zone-options';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'start',
  },
  group: {
    display: 'grid',
    gridAutoRows: 'max-content',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
});

type EventControl = Control<EventFormValues, unknown, EventPayload>;

/** Options of a code select, labelled by `common:<group>.<code>`. */
function useCodeOptions(group: string, codes: readonly string[]) {
  const { t } = useTranslation('common');
  return codes.map((code) => ({ value: code, label: t(`common:${group}.${code}`) }));
}

/**
 * How people register: not at all, at a link, or here with places, a waiting list and opening
 * times. Only the chosen way's settings are shown; the form keeps the others' values meanwhile.
 */
function RegistrationFields({ control, zoneHint }: { control: EventControl; zoneHint: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const mode = useWatch({ control, name: 'registrationMode' });
  const modes = REGISTRATION_MODES.map((value) => ({
    value,
    label: t(`admin:events.registration.modes.${value}`),
  }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('admin:events.registration.title')}</legend>
      <RadioField
        control={control}
        name="registrationMode"
        label={t('admin:events.registration.mode')}
        options={modes}
      />
      {mode === 'external' ? (
        <>
          <TextField
            control={control}
            name="registrationLink"
            type="url"
            placeholder="https://"
            label={t('admin:events.fields.registrationLink')}
            required
          />
          <SwitchField
            control={control}
            name="membersOnly"
            label={t('admin:events.registration.membersOnly')}
            hint={t('admin:events.registration.membersOnlyLinkHint')}
          />
        </>
      ) : null}
      {mode === 'internal' ? (
        <>
          <TextField
            control={control}
            name="capacity"
            type="number"
            label={t('admin:events.registration.capacity')}
            hint={t('admin:events.registration.capacityHint')}
          />
          <SwitchField control={control} name="waitlist" label={t('admin:events.registration.waitlist')} />
          <SwitchField
            control={control}
            name="membersOnly"
            label={t('admin:events.registration.membersOnly')}
            hint={t('admin:events.registration.membersOnlyHint')}
          />
          <div className={styles.pair}>
            <WallClockField
              control={control}
              name="registrationOpensAt"
              label={t('admin:events.registration.opensAt')}
              hint={`${t('admin:events.registration.opensAtHint')} ${zoneHint}`}
            />
            <WallClockField
              control={control}
              name="registrationClosesAt"
              label={t('admin:events.registration.closesAt')}
              hint={`${t('admin:events.registration.closesAtHint')} ${zoneHint}`}
            />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}

/** The event form's fields; its times are typed in the event's own time zone. */
export function EventFields({ control }: { control: EventControl }) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const types = useCodeOptions('eventTypes', EVENT_FORMATS);
  const regions = [{ value: '', label: t('admin:events.noRegion') }, ...useCodeOptions('regions', REGIONS)];
  const timeZone = useWatch({ control, name: 'timeZone' });
  const zones = timeZoneOptions(timeZone, i18n.language);
  const zoneHint = t('admin:events.inTimeZone', { zone: timeZone });
  return (
    <>
      <TextField control={control} name="title" label={t('admin:events.fields.title')} lang="en" required />
      <MarkdownField
        control={control}
        name="description"
        lang="en"
        label={t('admin:events.fields.description')}
        hint={t('admin:common.markdownHint')}
        required
      />
      <div className={styles.pair}>
        <TextField control={control} name="location" label={t('admin:events.fields.location')} lang="en" required />
        <SelectField
          control={control}
          name="eventType"
          label={t('admin:events.fields.eventType')}
          required
          options={types}
          placeholder={t('admin:form.choose')}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="timeZone"
          label={t('admin:events.fields.timeZone')}
          hint={t('admin:events.fields.timeZoneHint')}
          required
          options={zones}
        />
        <SelectField control={control} name="region" label={t('admin:events.fields.region')} options={regions} />
      </div>
      <div className={styles.pair}>
        <WallClockField control={control} name="date" label={t('admin:events.fields.date')} hint={zoneHint} required />
        <WallClockField control={control} name="endDate" label={t('admin:events.fields.endDate')} hint={zoneHint} />
      </div>
      <RegistrationFields control={control} zoneHint={zoneHint} />
      <PictureFields control={control} kind="events" image="image" alt="imageAlt" />
    </>
  );
}
