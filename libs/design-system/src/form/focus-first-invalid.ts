/**
 * After a failed save: the first control marked invalid (in the order of the page) gets focus and
 * is scrolled to the middle of the view. A form whose message stands outside a field (an
 * InlineError, role=alert) gets that message scrolled into view instead.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (control) {
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center' });
    return;
  }
  form.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
}
