import { RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { localizedPath } from '../../../../shared/routes';
import { LinkBehaviourProvider } from '../../../ui/link-behaviour';
import { PageContextProvider, type PageContextValue } from '../page-context';

/**
 * The providers around a page's render on the server and around each island in the browser, the
 * same on both sides so an island hydrates to the markup the server sent: the styles renderer (on
 * the server it collects the page's CSS; in the browser it reuses the page's style elements), the
 * page's language and strings, its context, and links to the pages in its language.
 *
 * Fluent's theme is not a provider here: its CSS variables are set on the document's root by the
 * page's head, so every island and every portal (dialogs, toasts) sees them without a wrapper.
 */
export function PageProviders({
  renderer,
  i18n,
  context,
  children,
}: {
  renderer: GriffelRenderer;
  i18n: I18n;
  context: PageContextValue;
  children: ReactNode;
}) {
  return (
    <RendererProvider renderer={renderer} targetDocument={typeof document === 'undefined' ? undefined : document}>
      <I18nextProvider i18n={i18n}>
        <PageContextProvider value={context}>
          <LinkBehaviourProvider value={{ href: (to) => localizedPath(to, context.language) }}>
            {children}
          </LinkBehaviourProvider>
        </PageContextProvider>
      </I18nextProvider>
    </RendererProvider>
  );
}
