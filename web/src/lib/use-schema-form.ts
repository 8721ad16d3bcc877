// Form state validated by one of domain's zod schemas: the web never restates a rule or a message.
// Errors show after the first submit (or after a field is left), then follow every change. A screen of
// the initial load (sign-in) passes a loader instead of the schema (there domain's sign-in checks, a
// module without zod), fetched just after the first paint rather than before it: until it arrives no
// error shows, and a submit waits for it.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The part of a zod schema this hook needs. */
export interface SafeParseSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

/** A schema, or a loader of one (a dynamic import). */
export type SchemaSource<Output> = SafeParseSchema<Output> | (() => Promise<SafeParseSchema<Output>>);

type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** What a text or select field needs from the form: its name, value and error, and how to change it. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

type StringKey<Values> = { [Key in keyof Values & string]: Values[Key] extends string ? Key : never }[keyof Values & string];

/** The first message for each top-level field (the form's own view, not the contract's FieldError list). */
function formErrorsOf<Values>(issues: readonly Issue[]): FormErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors as FormErrors<Values>;
}

function validate<Values, Output>(schema: SafeParseSchema<Output>, values: Values) {
  const result = schema.safeParse(values);
  return result.success
    ? { data: result.data, errors: {} as FormErrors<Values> }
    : { data: null, errors: formErrorsOf<Values>(result.error.issues) };
}

/** The schema once it is at hand, and how to wait for it (a failed load is tried again on the next call). */
function useSchema<Output>(source: SchemaSource<Output>) {
  const [schema, setSchema] = useState<SafeParseSchema<Output> | null>(() => (typeof source === 'function' ? null : source));
  const loading = useRef<Promise<SafeParseSchema<Output>> | null>(null);
  const current = typeof source === 'function' ? schema : source;

  const load = useCallback((): Promise<SafeParseSchema<Output>> => {
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (loaded) => {
        setSchema(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [source]);

  useEffect(() => {
    if (current === null) load().catch(() => undefined);
  }, [current, load]);

  return { schema: current, load };
}

export function useSchemaForm<Values extends Record<string, unknown>, Output>(source: SchemaSource<Output>, initialValues: Values) {
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { schema, load } = useSchema(source);

  const allErrors: FormErrors<Values> = schema ? validate(schema, values).errors : {};
  const errors: FormErrors<Values> = {};
  for (const key of Object.keys(allErrors) as (keyof Values & string)[]) {
    if (submitted || touched[key]) errors[key] = allErrors[key];
  }

  const setValue = useCallback(<Key extends keyof Values>(name: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const touch = useCallback((name: keyof Values) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  /**
   * The form's onSubmit: marks the form submitted, and hands the parsed values on when they are valid.
   * `onUnavailable` hears of a schema that could not be loaded (the network dropped the chunk): nothing is
   * sent, and the screen can say so instead of a click doing nothing.
   */
  const handleSubmit = (onValid: (data: Output) => unknown, onUnavailable?: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = (ready: SafeParseSchema<Output>) => {
      const { data } = validate(ready, values);
      if (data !== null) void onValid(data);
    };
    if (schema) check(schema);
    // Not loaded yet (or its load failed): nothing is sent unchecked; a failed load is retried next time.
    else load().then(check, () => onUnavailable?.());
  };

  const reset = useCallback((next: Values = initialValues) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }, [initialValues]);

  /** The props of the field showing `name`: spread them on a TextField or a SelectField. */
  const bind = (name: StringKey<Values>): FieldBinding => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value) => setValue(name, value as Values[typeof name]),
    onBlur: () => touch(name),
  });

  return { values, errors, allErrors, setValue, touch, handleSubmit, reset, bind, submitted, isValid: schema !== null && Object.keys(allErrors).length === 0 };
}
