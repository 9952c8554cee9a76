import {
  Field,
  Textarea,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  Tooltip,
  makeStyles,
  tokens,
  type ToolbarProps,
} from '@fluentui/react-components';
import {
  EyeRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextItalicRegular,
  TextQuoteRegular,
} from '@fluentui/react-icons';
import {
  Fragment,
  useId,
  useLayoutEffect,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOLTIP } from '../../../../shared/constants';
import { asText, useFieldBinding, type FieldBase } from './FormFields';
import { applyMarkdown, shortcutAction, type MarkdownAction, type TextSelection } from './markdown-edit';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalXS },
  toolbar: {
    flexWrap: 'wrap',
    padding: 0,
    gap: tokens.spacingHorizontalXXS,
  },
  preview: {
    minHeight: '6rem',
    maxHeight: '24rem',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    '& h2, & h3, & h4, & h5, & h6': { margin: `${tokens.spacingVerticalS} 0` },
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& blockquote': {
      margin: `0 0 ${tokens.spacingVerticalS}`,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

const ICONS: Record<MarkdownAction, ReactElement> = {
  bold: <TextBoldRegular />,
  italic: <TextItalicRegular />,
  link: <LinkRegular />,
  heading: <TextHeader2Regular />,
  bulletList: <TextBulletListLtrRegular />,
  quote: <TextQuoteRegular />,
};
const GROUPS: readonly (readonly MarkdownAction[])[] = [
  ['bold', 'italic', 'link'],
  ['heading', 'bulletList', 'quote'],
];
const PREVIEW = 'preview';

type MarkdownRenderer = (text: string) => string;
let renderer: Promise<MarkdownRenderer> | null = null;
/** The Markdown renderer and its sanitizer, loaded the first time a preview is shown. */
const loadRenderer = () => (renderer ??= import('../../../../shared/markdown').then((module) => module.markdownToHtml));

/** The rendered preview of Markdown text: the same sanitized HTML the public pages show. */
function MarkdownPreview({ text, id, label }: { text: string; id: string; label: string }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const [toHtml, setToHtml] = useState<MarkdownRenderer | null>(null);
  useEffect(() => {
    let shown = true;
    void loadRenderer().then((render) => {
      if (shown) setToHtml(() => render);
    });
    return () => {
      shown = false;
    };
  }, []);
  const html = useMemo(() => (toHtml && text.trim() ? toHtml(text) : ''), [toHtml, text]);
  return (
    <div id={id} role="region" aria-label={label} aria-busy={!toHtml} tabIndex={0} className={styles.preview}>
      {!toHtml ? null : html ? (
        // markdownToHtml sanitizes: only text structure, emphasis and http(s)/mail/phone links remain.
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.empty}>{t('admin:markdown.previewEmpty')}</p>
      )}
    </div>
  );
}

/**
 * A long text written in Markdown (article content, event description, and their translations):
 * a toolbar (bold, italic, link, heading, bulleted list, quote) that writes the Markdown around
 * the selection, Ctrl/⌘ + B, I and K in the text, and a Preview toggle showing the text as the
 * public page will (sanitized). The toolbar is one tab stop; the arrow keys move within it.
 */
export function MarkdownField<T extends FieldValues, V>({
  rows = 6,
  describedBy,
  lang,
  ...base
}: FieldBase<T, V> & { rows?: number }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const {
    field,
    input: { ref, name: fieldName, onBlur },
    value,
    onChange,
  } = useFieldBinding(base);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // The selection to restore once the edited text has been rendered.
  const pendingSelection = useRef<TextSelection | null>(null);
  const [preview, setPreview] = useState(false);
  const previewId = useId();
  const current = asText(value);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const result = applyMarkdown(action, {
      text: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    });
    pendingSelection.current = result;
    onChange(result.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  const onToggle: ToolbarProps['onCheckedValueChange'] = (_event, data) => {
    setPreview(data.checkedItems.includes(PREVIEW));
  };

  return (
    <Field {...field}>
      {(fieldProps) => (
        <div className={styles.box}>
          <Toolbar
            size="small"
            className={styles.toolbar}
            aria-label={t('admin:markdown.toolbar')}
            checkedValues={{ [PREVIEW]: preview ? [PREVIEW] : [] }}
            onCheckedValueChange={onToggle}
          >
            {GROUPS.map((group, index) => (
              <Fragment key={group.join()}>
                {index > 0 ? <ToolbarDivider /> : null}
                {group.map((action) => (
                  <Tooltip
                    key={action}
                    content={t(`admin:markdown.${action}`)}
                    relationship="label"
                    showDelay={TOOLTIP.openDelayMs}
                  >
                    <ToolbarButton
                      appearance="subtle"
                      icon={ICONS[action]}
                      disabled={preview}
                      // The text keeps its selection: a click on the button does not take focus from it.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => apply(action)}
                    />
                  </Tooltip>
                ))}
              </Fragment>
            ))}
            <ToolbarDivider />
            <ToolbarToggleButton
              appearance="subtle"
              name={PREVIEW}
              value={PREVIEW}
              icon={<EyeRegular />}
              aria-controls={preview ? previewId : undefined}
            >
              {t('admin:markdown.preview')}
            </ToolbarToggleButton>
          </Toolbar>
          <Textarea
            {...fieldProps}
            lang={lang}
            aria-describedby={[fieldProps['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
            ref={(element) => {
              textarea.current = element;
              ref(element);
            }}
            className={preview ? styles.hidden : undefined}
            name={fieldName}
            rows={rows}
            resize="vertical"
            value={current}
            onChange={(_event, data) => onChange(data.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
          {preview ? (
            <MarkdownPreview
              text={current}
              id={previewId}
              label={t('admin:markdown.previewLabel', { field: base.label })}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
