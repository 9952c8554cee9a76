import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, connectionProblemOf } from '../../../ui/api';
import { showBesideFields, splitServerFields } from '../../../ui/server-fields';

/** Why the last save of an item form did not go through, shown at the top of the form. */
export type SaveProblem<Item> =
  | { type: 'invalid'; details: string[] }
  | { type: 'conflict'; current: Item | null }
  | { type: 'loaded' }
  | { type: 'gone' }
  | { type: 'failed'; message: string | undefined };

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

function isItem(value: unknown): value is { id: number; version: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

/**
 * What a failed save of an item form means: null for an unreachable server or an expired session
 * (the connection banner says so and offers the way out; the form keeps its values); a 400's
 * messages for the form's own fields go beside them, the first focused (the rest are listed on
 * top); a 409 carries the item as stored now; a 404 means it is gone.
 */
export function saveProblemOf<Item, Values extends FieldValues>(
  error: Error,
  formFields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
  text: (message: string | undefined) => string | undefined,
): SaveProblem<Item> | null {
  if (connectionProblemOf(error)) return null;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400 && error instanceof ApiError && error.fields) {
    showBesideFields(error, formFields, setError);
    const { other } = splitServerFields(error.fields, formFields);
    return { type: 'invalid', details: other.map((message) => text(message) ?? message) };
  }
  if (status === 409) {
    const current = error instanceof ApiError ? error.body?.current : undefined;
    return { type: 'conflict', current: isItem(current) ? (current as Item) : null };
  }
  if (status === 404) return { type: 'gone' };
  return { type: 'failed', message: error instanceof ApiError ? text(error.serverMessage) : undefined };
}

/** The message bar of a save problem; a conflict offers to load the version stored now. */
export function SaveProblemBar<Item>({
  problem,
  onLoadCurrent,
}: {
  problem: SaveProblem<Item> | null;
  onLoadCurrent: (current: Item) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  if (problem?.type === 'invalid') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.invalidTitle')}</MessageBarTitle>
          {t('admin:form.invalidText')}
          {problem.details.length > 0 ? (
            <ul className={styles.list}>
              {problem.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (problem?.type === 'conflict') {
    const { current } = problem;
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.conflictTitle')}</MessageBarTitle>
          {t('admin:form.conflictText')}
        </MessageBarBody>
        {current ? (
          <MessageBarActions>
            <Button onClick={() => onLoadCurrent(current)}>{t('admin:form.loadCurrent')}</Button>
          </MessageBarActions>
        ) : null}
      </MessageBar>
    );
  }
  if (problem?.type === 'loaded') {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('admin:form.loadedText')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (problem?.type === 'gone') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.goneTitle')}</MessageBarTitle>
          {t('admin:form.goneText')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (problem?.type === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t('admin:form.failedTitle')}</MessageBarTitle>
          {problem.message ?? t('admin:form.failedText')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
