// Where a refused intent's reason is shown: next to the form that sent it. A form on the table is
// wrapped in a FormFrame (components/form-frame.tsx); while a click, submit, key or change event is
// dispatched inside it, that frame is the current scope, so an intent sent from the handler reports
// its refusal to the frame. An intent sent outside any frame falls back to the global notice.

export interface FormScope {
  /** The server refused the intent: show why. */
  readonly failed: (message: string) => void;
  /** The server accepted it: clear an earlier refusal. */
  readonly accepted: () => void;
}

let current: FormScope | null = null;

/** The scope of the event being dispatched, if it happens inside a form frame. */
export function currentFormScope(): FormScope | null {
  return current;
}

/**
 * Makes `scope` current for the rest of this event's dispatch. It is cleared by a task (not a
 * microtask: those run between the capture and bubble listeners of a user event).
 */
export function enterFormScope(scope: FormScope): void {
  current = scope;
  setTimeout(() => {
    if (current === scope) current = null;
  }, 0);
}
