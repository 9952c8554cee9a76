import type { ManagedNewsArticle, NewsArticle } from '../../shared/entities';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { NewsArticleModel } from '../models';
import { iso, managedFields } from './fields';

/** A news article, in English (`localize` puts in the translations of another language). */
export function presentNewsArticle(article: NewsArticleModel): NewsArticle {
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    category: article.category,
    publishDate: iso(article.publishDate),
    featured: Boolean(article.featured),
    image: article.image,
    imageAlt: article.imageAlt ?? null,
    lang: 'en',
  };
}

/** An article as staff see it, with its draft/published status. */
export function presentManagedNewsArticle(
  article: NewsArticleModel,
  translations: ItemTranslations,
): ManagedNewsArticle {
  return { ...presentNewsArticle(article), ...managedFields(article, translations), status: article.status };
}
