import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DoorWalkInSchema } from '../../../shared/schemas/check-ins';
import { DialogForm } from '../kit/forms/DialogForm';
import { PersonFields } from '../kit/forms/PersonFields';
import { FadingDialog } from '../kit/FadingDialog';

/** The walk-in's fields, with the rules the server applies to them (a queued walk-in must not be refused for its form). */
const WalkInFormSchema = DoorWalkInSchema.pick({ fullName: true, email: true, organization: true });
type WalkInIn = z.input<typeof WalkInFormSchema>;
export type WalkIn = z.output<typeof WalkInFormSchema>;

function WalkInForm({ onAdd, onDone }: { onAdd: (walkIn: WalkIn) => Promise<void>; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState(false);
  const { control, handleSubmit } = useForm<WalkInIn, unknown, WalkIn>({
    resolver: zodResolver(WalkInFormSchema),
    defaultValues: { fullName: '', email: '', organization: '' },
  });
  const submit = async (walkIn: WalkIn) => {
    setPending(true);
    setProblem(false);
    try {
      await onAdd(walkIn);
      onDone();
    } catch {
      setProblem(true);
      setPending(false);
    }
  };
  return (
    <DialogForm
      title={t('admin:door.walkInTitle')}
      submitLabel={t('admin:door.walkInSubmit')}
      pending={pending}
      onSubmit={(formEvent) => void handleSubmit(submit)(formEvent)}
    >
      <Text>{t('admin:door.walkInText')}</Text>
      {problem ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('admin:door.saveFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PersonFields control={control} />
    </DialogForm>
  );
}

/** The Add walk-in dialog, open while `opening` is set (a new number for every opening: a fresh form). */
export function WalkInDialog({
  opening,
  onAdd,
  onClose,
}: {
  opening: number | null;
  onAdd: (walkIn: WalkIn) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <FadingDialog value={opening} onClose={onClose}>
      {(shown) => <WalkInForm key={shown} onAdd={onAdd} onDone={onClose} />}
    </FadingDialog>
  );
}
