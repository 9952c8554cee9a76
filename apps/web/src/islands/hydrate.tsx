import { createDOMRenderer } from '@fluentui/react-components';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../../../shared/constants';
import { islandIdPrefix, type PageState } from './page-state';
import { readSlots } from './Slot';
import { PageProviders } from './PageProviders';
import { createPageI18n } from './strings';
import { chamberTheme } from '../../../ui/theme';
import { themeVariablesCss } from '../../../ui/theme-css';

// One styles renderer and one set of strings for every island of the page. The renderer first reads
// the style elements the server wrote (RendererProvider rehydrates its cache), so hydrating inserts
// only the rules that are not on the page yet.
const renderer = createDOMRenderer(document);
// The page declares only the theme variables its own markup uses; what an island opens (a dialog, a
// toast, a popover) may use any of them.
const theme = document.createElement('style');
theme.textContent = themeVariablesCss(chamberTheme);
document.head.append(theme);
let i18n: ReturnType<typeof createPageI18n> | undefined;
let dates: Promise<void> | undefined;

/**
 * Marks the island's root `data-hydrated` once React has hydrated it: tests (and anyone curious) can
 * tell an island that works from one whose code is still on its way.
 */
function MarkHydrated({
  root,
  onHydrated,
  children,
}: {
  root: HTMLElement;
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '');
    onHydrated();
  }, [root, onHydrated]);
  return children;
}

/**
 * Hydrates the island rendered into `root` by the server, with the same props, strings and id
 * prefix; resolves once React has hydrated it (its effects have run).
 */
export async function hydrateIsland(
  root: HTMLElement,
  index: number,
  Component: ComponentType<object>,
  props: unknown,
  state: PageState,
): Promise<void> {
  const strings = (i18n ??= createPageI18n(state.context.language, state.strings as ResourceLanguage));
  // Cards and calendars show dates in the page's language, as the server did. English is the date
  // module's own; another language loads it (and its locale) only for a page in that language.
  const { language } = state.context;
  if (language !== DEFAULT_LANGUAGE) {
    await (dates ??= import('../../../ui/dates').then((module) => module.activateDateLocale(language)));
  }
  const slots = readSlots(root);
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser in
  // between, instead of one long task per island (a list of cards is a large tree).
  await new Promise<void>((onHydrated) => {
    startTransition(() => {
      hydrateRoot(
        root,
        <PageProviders renderer={renderer} i18n={strings} context={state.context}>
          <MarkHydrated root={root} onHydrated={onHydrated}>
            <Component {...(props as object)} {...(slots ? { slots } : {})} />
          </MarkHydrated>
        </PageProviders>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}
