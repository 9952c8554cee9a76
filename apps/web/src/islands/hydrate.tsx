import { createDOMRenderer } from '@fluentui/react-components';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../../../shared/constants';
import { islandIdPrefix, type PageState } from './page-state';
import { readSlots } from './Slot';
import { readSiteStyles } from './site-styles';
import { PageProviders } from './PageProviders';
import { createPageI18n } from './strings';

// One styles renderer and one set of strings for every island of the page. The renderer first reads
// the style elements the server wrote into the page (RendererProvider rehydrates its cache) and the
// rules of the site's stylesheet, so hydrating inserts only the rules the page does not have yet: a
// rule of the stylesheet inserted again, after it, would reorder the cascade for the static parts
// around the islands (a reset style after the rule that overrides it).
const renderer = createDOMRenderer(document);
let sharedStyles: Promise<void> | undefined;

/** Marks every rule of the site's stylesheet as on the page (one rule a line, each bucket after its comment). */
async function readSharedStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-styles]');
  if (!link) return;
  // The stylesheet's address holds its content's hash and is cached for a year: this is the copy
  // the page loaded, not another download.
  const response = await fetch(link.href).catch(() => null);
  if (!response?.ok) return;
  for (const [rule, bucket] of readSiteStyles(await response.text())) renderer.insertionCache[rule] = bucket;
}
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
  await (sharedStyles ??= readSharedStyles());
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
