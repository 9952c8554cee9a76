import { createContext, useContext, type ReactNode } from 'react';
import { ISLANDS, type Hydration, type IslandName, type IslandProps } from './registry';

/** An island met while rendering a page: which one, with which props (and static parts, see `slots`). */
export interface IslandRecord {
  name: IslandName;
  props: unknown;
  /** Static parts the island shows (rendered by the server, never sent as props); not in the page's JSON. */
  slots?: Record<string, ReactNode>;
}

const IslandsContext = createContext<IslandRecord[] | null>(null);

/** Collects the islands of a page render (the server renders each one afterwards, on its own). */
export const IslandsCollector = IslandsContext.Provider;

/** The element of island `index`'s own markup in the page's HTML (the server replaces it). */
export const islandSlot = (index: number) => `<template data-island-slot="${index}"></template>`;

/**
 * An interactive part of a server-rendered page. The page's render leaves a slot here; the server
 * renders the island itself as a separate root (with its own id prefix) into that slot, and the
 * browser hydrates exactly that root. The wrapper takes no box of its own (`display: contents`), so
 * the island lays out as if it stood here directly.
 */
export function Island<N extends IslandName>({
  name,
  props,
  slots,
  hydrate,
}: {
  name: N;
  props: Omit<IslandProps<N>, 'slots'>;
  /**
   * Static content the island shows (tab panels, say): the server renders each to HTML for the
   * island's `slots` prop; in the browser the island gets the same HTML back from the page.
   */
  slots?: Record<string, ReactNode>;
  /** When this one hydrates, if not as its kind does (a form that must first ask who is signed in). */
  hydrate?: Hydration;
}) {
  const islands = useContext(IslandsContext);
  if (!islands) throw new Error('An <Island> is rendered by the server only, inside a page (not in another island)');
  const index = islands.push({ name, props, ...(slots ? { slots } : {}) }) - 1;
  return (
    <div data-island={index} data-hydrate={hydrate ?? ISLANDS[name].hydrate} style={{ display: 'contents' }}>
      <template data-island-slot={index} />
    </div>
  );
}
