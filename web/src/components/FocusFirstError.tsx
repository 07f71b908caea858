import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Render inside a formik <Form>: after a submit that validation stopped, focus moves to the
 * form's first invalid field in DOM order, so a screen reader reads its label and, through
 * aria-describedby, its error (the error lines are not live regions: they would speak on
 * every keystroke). A valid submit, and validation while typing, move nothing.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(submitCount);
  const failed = Object.keys(errors).length > 0;

  useEffect(() => {
    // wait for the attempt to settle: SUBMIT_ATTEMPT counts it, validation then ends it
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (!failed) return;
    const form = marker.current?.closest('form');
    const first = Array.from(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []).find(
      (el) => !(el as HTMLInputElement).disabled,
    );
    first?.focus();
  }, [submitCount, isSubmitting, isValidating, failed]);

  return <span hidden ref={marker} />;
}
