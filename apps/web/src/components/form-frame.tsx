// A form on the table with its own error line: a refusal of an intent sent from inside it (see
// form-scope.ts) is shown right under it, not as a global notice.

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { enterFormScope, type FormScope } from '../form-scope.ts';

export function FormFrame({ children, name }: { children: ReactNode; name: string }) {
  const [error, setError] = useState<string | null>(null);
  const scope = useMemo<FormScope>(() => ({ failed: setError, accepted: () => setError(null) }), []);
  const shown = useRef<HTMLParagraphElement>(null);
  // A refusal is brought into view (the panel it sits in may be scrolled).
  useEffect(() => {
    if (error !== null) shown.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const enter = () => enterFormScope(scope);
  // A new attempt (a click or a submit in the form) clears the last refusal; a new one may follow.
  const attempt = () => {
    enter();
    setError(null);
  };
  return (
    <div
      className="form-frame"
      data-form={name}
      onClickCapture={attempt}
      onSubmitCapture={attempt}
      onKeyDownCapture={enter}
      onChangeCapture={enter}
    >
      {children}
      {error !== null && (
        <p ref={shown} className="form-error" role="alert" data-testid={`form-error-${name}`}>
          <span>{error}</span>
          <button type="button" className="small link" onClick={() => setError(null)}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
