import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../ui/toast';
import { useSaveItem, type ContentKind, type ItemOfKind, type PayloadOfKind } from '../../queries/content';
import { useValidationText } from './FormFields';
import type { ItemFormSpec } from './item-form-spec';
import type { useItemVersions } from './item-versions';
import { saveProblemOf, type SaveProblem } from './SaveProblem';

/**
 * The item's own (English) form, validated with the shared schema, and its save: the server's field
 * messages go beside the fields, a stale version (409) becomes the problem with the current version
 * one click away. A new item, once saved, stays in the form as the stored item (so that its
 * translations can be written next); saving an existing item calls `onDone`.
 */
export function useItemEnglishForm<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]>({
  spec,
  item,
  versions,
  onDone,
}: {
  spec: ItemFormSpec<K, In, Out>;
  item: ItemOfKind[K] | null;
  versions: ReturnType<typeof useItemVersions<K>>;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const notify = useNotify();
  const text = useValidationText();
  const save = useSaveItem(spec.kind);
  const [problem, setProblem] = useState<SaveProblem<ItemOfKind[K]> | null>(null);
  // Set once a new item has been saved here: the form now edits it, and a note says the
  // translation tabs can be used.
  const [created, setCreated] = useState(false);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(spec.schema),
    defaultValues: item ? (spec.toInput(item) as DefaultValues<In>) : spec.empty(),
  });
  const { reset, setError } = form;

  const submit = (payload: Out) => {
    setProblem(null);
    setCreated(false);
    // After a new item's first save, `current` is the stored item: saving again updates it.
    const stored = versions.current;
    save.mutate(stored ? { id: stored.id, version: versions.versions.en, payload } : { payload }, {
      onSuccess: (saved) => {
        const name = spec.itemName(saved);
        if (stored) {
          notify({ title: t('admin:form.savedTitle'), description: t('admin:form.savedText', { name }) });
          onDone();
          return;
        }
        notify({ title: t('admin:form.createdTitle'), description: t('admin:form.createdText', { name }) });
        reset(spec.toInput(saved));
        versions.created(saved);
        setCreated(true);
      },
      onError: (error) => setProblem(saveProblemOf<ItemOfKind[K], In>(error, spec.fields, setError, text)),
    });
  };

  const loadCurrent = (stored: ItemOfKind[K]) => {
    reset(spec.toInput(stored));
    versions.loadedInto('en')(stored);
    setProblem({ type: 'loaded' });
  };

  return { form, pending: save.isPending, problem, created, submit, loadCurrent };
}
