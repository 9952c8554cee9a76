/**
 * Until an island has hydrated, its buttons are plain HTML that do nothing, and its form would be
 * sent by the browser as a page load. A click on one of its buttons, and a form sent, in that
 * moment are held here and done again once React has hydrated the island; what was typed or chosen
 * in its fields meanwhile is handed to React as if it had been typed after. Links, labels, check
 * boxes and the fields themselves work as HTML and are left alone.
 */
export function deferredActions() {
  const held = new Map<HTMLElement, (() => void)[]>();
  const hold = (root: HTMLElement, action: () => void) => {
    held.set(root, [...(held.get(root) ?? []), action]);
  };

  return {
    /** Starts holding clicks and submits aimed at islands that `pendingRoot` says are not hydrated yet. */
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
    },

    /** Called once `root` has hydrated: hands over its fields' values, then does what was held. */
    release(root: HTMLElement) {
      handOverFields(root);
      const actions = held.get(root) ?? [];
      held.delete(root);
      for (const action of actions) action();
    },
  };
}

/**
 * React tracks each field's value to tell a change from its own update. A field changed before
 * hydration is set back through that tracker to its initial value, then given the visitor's value
 * behind the tracker's back, and an input event makes React see it as typed.
 */
function handOverFields(root: HTMLElement): void {
  const own = (element: Element) => element.parentElement?.closest('[data-island]') === root;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (!own(field)) continue;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      continue;
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button left by the visitor's choice needs nothing: choosing the other one is enough.
      const changed =
        field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
      if (changed) {
        field.checked = field.defaultChecked;
        field.click();
      }
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    // The prototype's own setter, with the field as `this`: past the tracker React put on the field.
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
