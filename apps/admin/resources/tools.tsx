import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedTool } from '../../../shared/resources';
import { ToolInputSchema, type ToolInput, type ToolPayload } from '../../../shared/schemas/resources';
import { TextField } from '../kit/forms/FormFields';
import type { ItemFormSpec } from '../kit/forms/ItemDialog';
import { PositionField, TitleAndText } from './form-parts';
import { ResourceScreen, type ResourceListSpec } from './ResourceScreen';

function ToolFields({ control }: { control: Control<ToolInput, unknown, ToolPayload> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TitleAndText control={control} kind="tools" />
      <TextField
        control={control}
        name="url"
        type="url"
        placeholder="https://"
        label={t('admin:tools.fields.url')}
        hint={t('admin:tools.fields.urlHint')}
      />
      <PositionField control={control} />
    </>
  );
}

export const toolForm: ItemFormSpec<'tools', ToolInput, ToolPayload> = {
  kind: 'tools',
  schema: ToolInputSchema,
  empty: () => ({ title: '', description: '', url: '', position: 0 }),
  toInput: (tool: ManagedTool) => ({
    title: tool.title,
    description: tool.description,
    url: tool.url ?? '',
    position: tool.position,
  }),
  fields: ['title', 'description', 'url', 'position'],
  itemName: (tool) => tool.title,
  titles: { create: 'admin:tools.add', edit: 'admin:tools.edit' },
  Fields: ToolFields,
};

const toolsSpec: ResourceListSpec<'tools', ToolInput, ToolPayload> = {
  kind: 'tools',
  form: toolForm,
  name: (tool) => tool.title,
  useFacts: () => {
    const { t } = useTranslation('admin');
    return [
      {
        key: 'url',
        header: t('admin:tools.columns.url'),
        width: '16rem',
        render: (tool) => tool.url ?? t('admin:tools.noUrl'),
      },
      {
        key: 'position',
        header: t('admin:resources.columns.position'),
        width: '6rem',
        render: (tool) => tool.position,
      },
    ];
  },
  useFilters: () => [],
};

/** /admin/tools: the tools of the Investment Tools tab. */
export function ToolsScreen() {
  return <ResourceScreen spec={toolsSpec} />;
}
