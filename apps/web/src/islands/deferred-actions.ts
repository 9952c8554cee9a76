type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Until an island has hydrated, its buttons are plain HTML that do nothing, and its form would be
 * sent by the browser as a page load. A click on one of its buttons, and a form sent, in that
 * moment are held here and done again once React has hydrated the island; what was typed or chosen
 * in its fields meanwhile is handed to React as if it had been typed after. Links, labels, check
 * boxes and the fields themselves work as HTML and are left alone.
 *
 * The visitor's values are noted as they are given (and once more when hydration is asked for, for
 * what was typed before this script ran), not read back from the fields afterwards: hydrating may
 * set a field to the component's own default (a form library registering its fields does), and the
 * visitor's text would be gone by then.
 */
export function deferredActions() {
  const held = new Map<HTMLElement, (() => void)[]>();
  const given = new Map<HTMLElement, Map<FieldElement, string | boolean>>();
  const hold = (root: HTMLElement, action: () => void) => {
    held.set(root, [...(held.get(root) ?? []), action]);
  };
  const note = (root: HTMLElement, field: FieldElement) => {
    const fields = given.get(root) ?? new Map<FieldElement, string | boolean>();
    fields.set(field, stateOf(field));
    given.set(root, fields);
  };

  return {
    /**
     * Starts holding clicks and submits aimed at islands that `pendingRoot` says are not hydrated
     * yet, and noting what is typed or chosen in their fields; each of these asks for the island.
     */
    listen(pendingRoot: (target: EventTarget | null) => HTMLElement | null, hydrate: (root: HTMLElement) => void) {
      document.addEventListener(
        'click',
        (event) => {
          const root = pendingRoot(event.target);
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (!root || !button || !root.contains(button) || button.disabled) return;
          event.preventDefault();
          event.stopPropagation();
          hold(root, () => {
            if (button.isConnected) button.click();
          });
          hydrate(root);
        },
        { capture: true },
      );
      document.addEventListener(
        'submit',
        (event) => {
          const root = pendingRoot(event.target);
          const form = event.target;
          if (!root || !(form instanceof HTMLFormElement)) return;
          event.preventDefault();
          event.stopPropagation();
          hold(root, () => {
            if (form.isConnected) form.requestSubmit();
          });
          hydrate(root);
        },
        { capture: true },
      );
      for (const type of ['input', 'change'] as const) {
        document.addEventListener(
          type,
          (event) => {
            const root = pendingRoot(event.target);
            const field = event.target;
            if (!root || !isField(field) || !ownField(root, field)) return;
            note(root, field);
            // A value can be given without a pointer, a touch or the focus reaching the field first
            // (assistive technology, autofill): the island is asked for as by a click, so the
            // value does not sit in a field that nothing reads.
            hydrate(root);
          },
          { capture: true, passive: true },
        );
      }
    },

    /** Notes what the visitor changed in `root` before this script listened (hydration was just asked for). */
    capture(root: HTMLElement) {
      for (const field of ownFields(root)) if (changedFromMarkup(field)) note(root, field);
    },

    /** Called once `root` has hydrated: hands over its fields' values, then does what was held. */
    release(root: HTMLElement) {
      for (const [field, state] of given.get(root) ?? []) if (field.isConnected) handOver(field, state);
      given.delete(root);
      const actions = held.get(root) ?? [];
      held.delete(root);
      for (const action of actions) action();
    },
  };
}

const isField = (target: EventTarget | null): target is FieldElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: FieldElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field of `root` itself, not of an island inside it. */
const ownField = (root: HTMLElement, field: Element) => field.parentElement?.closest('[data-island]') === root;

function ownFields(root: HTMLElement): FieldElement[] {
  return [...root.querySelectorAll<FieldElement>('input, textarea, select')].filter((field) => ownField(root, field));
}

const stateOf = (field: FieldElement): string | boolean => (isToggle(field) ? field.checked : field.value);

function changedFromMarkup(field: FieldElement): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Gives a hydrated field the visitor's value so that React sees it as the visitor's change. React
 * tracks each field's value to tell a change from its own update: the field is first set, through
 * that tracker, to something else, then given the visitor's value behind the tracker's back, and the
 * event a visitor's change fires makes React read it.
 */
function handOver(field: FieldElement, state: string | boolean): void {
  if (isToggle(field)) {
    // A radio button left unchecked was left by choosing another one: choosing that one is enough.
    if (state === false && field.type === 'radio') return;
    field.checked = !state;
    field.click();
    return;
  }
  const value = String(state);
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  // The prototype's own setter, with the field as `this`: past the tracker React put on the field.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
