import { useEffect } from 'react';

/** Sets the document title ("<page> | <site>") and the meta description of a page. */
export function usePageMeta(title: string, description: string, siteName: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
