import { useEffect, useRef } from 'react';

/**
 * A form's heading; with `focused`, it takes focus when it appears, as the form does again in
 * place of a one-time secret the user has just put away (the button they pressed is gone).
 */
export function FormHeading({ id, focused, children }: { id: string; focused: boolean; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <h3 id={id} ref={heading} tabIndex={-1} className="apps-form__heading">
      {children}
    </h3>
  );
}
