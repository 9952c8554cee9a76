import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedTeamMember } from '../../../shared/resources';
import { TeamMemberInputSchema, type TeamMemberInput, type TeamMemberPayload } from '../../../shared/schemas/resources';
import { TextField } from '../kit/forms/FormFields';
import { ImageField } from '../kit/forms/ImageField';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { PositionField, TitleAndText, useFormStyles } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

function TeamMemberFields({ control }: { control: Control<TeamMemberInput, unknown, TeamMemberPayload> }) {
  const { t } = useTranslation('admin');
  const styles = useFormStyles();
  return (
    <>
      <TextField
        control={control}
        name="name"
        label={t('admin:team.fields.name')}
        hint={t('admin:team.fields.nameHint')}
        required
      />
      <TitleAndText control={control} kind="team" title="role" text="bio" />
      <div className={styles.pair}>
        <TextField control={control} name="office" label={t('admin:team.fields.office')} />
        <PositionField control={control} />
      </div>
      <ImageField control={control} name="photo" label={t('admin:team.fields.photo')} />
      <TextField
        control={control}
        name="linkedin"
        type="url"
        placeholder="https://www.linkedin.com/in/"
        label={t('admin:team.fields.linkedin')}
      />
    </>
  );
}

export const teamMemberForm: ItemFormSpec<'team', TeamMemberInput, TeamMemberPayload> = {
  kind: 'team',
  schema: TeamMemberInputSchema,
  empty: () => ({ name: '', role: '', bio: '', office: '', photo: '', linkedin: '', position: 0 }),
  toInput: (person: ManagedTeamMember) => ({
    name: person.name,
    role: person.role,
    bio: person.bio,
    office: person.office ?? '',
    photo: person.photo ?? '',
    linkedin: person.linkedin ?? '',
    position: person.position,
  }),
  fields: ['name', 'role', 'bio', 'office', 'photo', 'linkedin', 'position'],
  itemName: (person) => person.name,
  titles: { create: 'admin:team.add', edit: 'admin:team.edit' },
  Fields: TeamMemberFields,
};

const teamSpec: ResourceListSpec<'team', TeamMemberInput, TeamMemberPayload> = {
  kind: 'team',
  form: teamMemberForm,
  name: (person) => person.name,
  detail: (person) => person.role,
  useFacts: () => {
    const { t } = useTranslation('admin');
    return [
      {
        key: 'office',
        header: t('admin:team.columns.office'),
        width: '10rem',
        render: (person) => person.office,
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (person) => person.position,
      },
    ];
  },
  useFilters: () => [],
};

/** /admin/team: the people of the About page's team. */
export function TeamScreen() {
  return <ResourceScreen spec={teamSpec} />;
}
