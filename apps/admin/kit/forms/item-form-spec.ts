import type { ComponentType } from 'react';
import type { Control, DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentKind, ItemOfKind, PayloadOfKind } from '../../queries/content';

/** How one kind's create/edit form is made: its schema (the server's), fields and conversions. */
export interface ItemFormSpec<K extends ContentKind, In extends FieldValues, Out extends PayloadOfKind[K]> {
  kind: K;
  /** The shared input schema the server validates with. */
  schema: z.ZodType<Out, In>;
  /** The values of a new item (selects without a value show their placeholder). */
  empty: () => DefaultValues<In>;
  /** A stored item as form values (nulls as empty text). */
  toInput: (item: ItemOfKind[K]) => In;
  /** The form's fields: a server message for one of them is shown beside it. */
  fields: readonly FieldPath<In>[];
  /** The item's name in messages (a member's name, an event's or article's title). */
  itemName: (item: ItemOfKind[K]) => string;
  /** Translation keys of the dialog titles. */
  titles: { create: string; edit: string };
  Fields: ComponentType<{ control: Control<In, unknown, Out> }>;
}

/** Tells the dialog whether any of the form's languages holds unsaved changes. */
export type UnsavedReport = (unsaved: boolean) => void;
