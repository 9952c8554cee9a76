import { zodResolver } from '@hookform/resolvers/zod';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isLanguage } from '../../../shared/constants';
import { ResetRequestSchema } from '../../../shared/schemas';
import { apiRequest, serverMessage } from '../../ui/api';
import { AuthForm, PanelHeading, SubmitButton, SwitchLink, TextField, useMessageText } from './AuthFields';

const FormSchema = ResetRequestSchema.pick({ email: true });
type FormValues = z.input<typeof FormSchema>;

/**
 * "Forgot password?": asks for a link by e-mail, in the language of this page. The answer is the
 * same whether or not an account has the address, so the page says only that a link is on its way
 * if one does.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const text = useMessageText();
  const headingId = useId();
  const request = useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('POST', '/api/password-reset', {
        email,
        ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
      }),
  });
  const { register, handleSubmit, formState, setFocus } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { email: '' },
  });
  // The link that opened this form is gone: the keyboard continues in the e-mail field.
  useEffect(() => setFocus('email'), [setFocus]);

  if (request.isSuccess) {
    return (
      <div role="status">
        <PanelHeading id={headingId} title={t('forgot.sentTitle')} intro={t('forgot.sentText')} />
        <SwitchLink prompt={t('forgot.backPrompt')} action={t('forgot.back')} onSwitch={onBack} />
      </div>
    );
  }

  return (
    <AuthForm
      labelledBy={headingId}
      onSubmit={(event) => void handleSubmit((values) => request.mutate(values.email))(event)}
    >
      <PanelHeading id={headingId} title={t('forgot.title')} intro={t('forgot.intro')} />
      {request.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{t('forgot.failedTitle')}</MessageBarTitle>
            {text(serverMessage(request.error)) ?? t('serverErrors.unexpected')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        error={text(formState.errors.email?.message)}
        registration={register('email')}
      />
      <SubmitButton pending={request.isPending} label={t('forgot.submit')} pendingLabel={t('forgot.pending')} />
      <SwitchLink prompt={t('forgot.backPrompt')} action={t('forgot.back')} onSwitch={onBack} />
    </AuthForm>
  );
}
