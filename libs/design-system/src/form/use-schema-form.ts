import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { errorsOfIssues, type FormErrors, type SchemaLike } from './schema-like';

/** A schema, or a loader of one (a chunk fetched on the first save, so a page loads without zod). */
export type SchemaSource<Out> = SchemaLike<Out> | (() => Promise<SchemaLike<Out>>);

export interface SchemaFormOptions<Values> {
  initial: Values;
  /** What the schema checks, built from the values (numbers from text, a trimmed name...); the values by default. */
  input?: (values: Values) => unknown;
}

/** The keys of the values that hold text, for `field`. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

export interface TextFieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

export interface SchemaForm<Values, Out> {
  values: Values;
  /** A message per field (the schema's field names), `form` for one about the whole value. */
  errors: FormErrors;
  set: <K extends keyof Values>(field: K, value: Values[K]) => void;
  update: (patch: Partial<Values>) => void;
  /** Value, change handler and error of a text field, to spread on TextField or TextArea. */
  field: (name: TextKey<Values>) => TextFieldBinding;
  /** The form's onSubmit: checks the values, then calls `onValid` with what the schema gave. */
  submit: (onValid: (data: Out, values: Values) => unknown) => (event: FormEvent<HTMLFormElement>) => void;
  /** While the schema loads or `onValid`'s promise is pending. */
  submitting: boolean;
  /** The schema could not be loaded (offline), or `onValid` rejected: nothing was saved, the values stay. */
  failure: unknown;
  /** Starts again from these values, without errors. */
  reset: (values: Values) => void;
}

/**
 * One behaviour for every form: values and a message per field, checked by the schema on submit.
 * After a failed submit each change checks again, so a message follows what is typed and goes
 * once the field is right, and the first invalid field gets focus, scrolled into view.
 */
export function useSchemaForm<Values extends object, Out>(schema: SchemaSource<Out>, { initial, input }: SchemaFormOptions<Values>): SchemaForm<Values, Out> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const current = useRef(values);
  const latest = useRef({ schema, input });
  latest.current = { schema, input };
  const loaded = useRef<SchemaLike<Out> | null>(null);
  /** A submit failed: the messages now follow the values. */
  const rechecking = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formElement.current);
  }, [focusRequest]);

  const parserNow = (): SchemaLike<Out> | null => {
    const source = latest.current.schema;
    return 'safeParse' in source ? source : loaded.current;
  };
  const check = (parser: SchemaLike<Out>, checked: Values) => parser.safeParse(latest.current.input ? latest.current.input(checked) : checked);

  const update = (patch: Partial<Values>) => {
    const next = { ...current.current, ...patch };
    current.current = next;
    setValues(next);
    const parser = rechecking.current ? parserNow() : null;
    if (parser) {
      const result = check(parser, next);
      setErrors(result.success ? {} : errorsOfIssues(result.error.issues));
    }
  };

  const finish = (parser: SchemaLike<Out>, onValid: (data: Out, values: Values) => unknown) => {
    const result = check(parser, current.current);
    if (!result.success) {
      rechecking.current = true;
      setErrors(errorsOfIssues(result.error.issues));
      setFocusRequest((count) => count + 1);
      return;
    }
    rechecking.current = false;
    setErrors({});
    const pending = onValid(result.data, current.current);
    if (pending instanceof Promise) {
      setSubmitting(true);
      void pending.catch(setFailure).finally(() => setSubmitting(false));
    }
  };

  const submit = (onValid: (data: Out, values: Values) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formElement.current = event.currentTarget;
    setFailure(null);
    const parser = parserNow();
    if (parser) return finish(parser, onValid);
    const source = latest.current.schema as () => Promise<SchemaLike<Out>>;
    setSubmitting(true);
    void source()
      .then((fetched) => {
        loaded.current = fetched;
        setSubmitting(false);
        finish(fetched, onValid);
      })
      .catch((failed: unknown) => {
        setFailure(failed);
        setSubmitting(false);
      });
  };

  return {
    values,
    errors,
    set: (field, value) => update({ [field]: value } as unknown as Partial<Values>),
    update,
    field: (name) => ({
      value: values[name] as string,
      onChange: (event) => update({ [name]: event.target.value } as unknown as Partial<Values>),
      error: errors[String(name)],
    }),
    submit,
    submitting,
    failure,
    reset: (next) => {
      current.current = next;
      rechecking.current = false;
      setValues(next);
      setErrors({});
    },
  };
}
