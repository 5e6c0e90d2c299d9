import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../api/api-error.js';
import {
  fieldErrorsOf,
  isDirty,
  isSubmitDisabled,
  priorityError,
  requiredFilled,
  shouldShowErrors,
  type FieldErrors,
  type FormValues,
} from './form-rules.js';
import { takeTypedFields } from './typed-before-start.js';

export interface UseWattleFormOptions<TValues extends FormValues, TOutput> {
  /** Validates (and trims, normalises) the values into what is sent. */
  schema: z.ZodType<TOutput>;
  initialValues: TValues;
  /**
   * Values filled in for the person (their own e-mail, a code from a link). The form starts
   * with them but counts as changed, so it can be sent as it stands.
   */
  prefill?: Partial<TValues>;
  /**
   * Names a form at the top of a page whole without the app (`/login`): it starts with what
   * the visitor typed into its prerendered copy while the app loaded, counted as changed, and
   * with the focus in the field they were typing in (typed-before-start.ts). WattleForm marks
   * the form with it, so the page can be whole without the app (TYPED_FORM_ATTRIBUTE).
   */
  typedBeforeStart?: string;
  /** Fields the submit button waits for. */
  required?: readonly (keyof TValues)[];
  /** Order of fields for the priority error line; defaults to the initial values' order. */
  fieldOrder?: readonly (keyof TValues)[];
  /** False for forms validated on submit only (sign-up). */
  validateOnChange?: boolean;
  /** Disabled by the page: maintenance, a permission, a step loading. */
  disabled?: boolean;
  onSubmit: (values: TOutput) => Promise<void> | void;
  /** What a thrown submit error reads as; the API's message by default. */
  errorMessageOf?: (error: unknown) => string;
}

export interface TextInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface WattleFormState<TValues extends FormValues> {
  values: TValues;
  setValue: <K extends keyof TValues>(name: K, value: TValues[K]) => void;
  /** Several fields at once, as one change (a chosen address fills four). */
  setValues: (changes: Partial<TValues>) => void;
  /** Props for a text input bound to `name`. */
  inputProps: (name: keyof TValues & string) => TextInputProps;
  touched: Partial<Record<keyof TValues, boolean>>;
  dirty: boolean;
  submitting: boolean;
  submitDisabled: boolean;
  showErrors: boolean;
  /** The field's error while errors are shown, for its invalid state. */
  errorOf: (name: keyof TValues) => string | undefined;
  /** The one line under the fields, capitalised; null when there is nothing to show. */
  errorLine: string | null;
  handleSubmit: (event?: FormEvent) => Promise<void>;
  reset: (values?: TValues) => void;
  /** The form's `typedBeforeStart` name, which WattleForm marks it with. */
  typedForm: string | undefined;
  /** The ref of the `<form>` element WattleForm draws. */
  attachForm: (element: HTMLFormElement | null) => void;
}

/**
 * The form rules (docs/product/screens.md#forms) in one hook, validated with the same zod
 * schema the API uses: the submit button waits for required values and a change; errors show
 * after the first click, on a changed form, not while submitting.
 */
export function useWattleForm<TValues extends FormValues, TOutput>(
  options: UseWattleFormOptions<TValues, TOutput>,
): WattleFormState<TValues> {
  const { schema, validateOnChange = true, typedBeforeStart } = options;
  const [initial, setInitial] = useState(options.initialValues);
  const [values, setValues] = useState<TValues>(() => ({
    ...options.initialValues,
    ...options.prefill,
  }));
  // When the live form is put on screen, not at its first render: a page rendered in a
  // transition commits later, and the visitor types on meanwhile.
  const attachForm = useCallback(
    (element: HTMLFormElement | null) => {
      if (!typedBeforeStart || !element) return;
      const typed = Object.entries(takeTypedFields(typedBeforeStart, element));
      if (typed.length === 0) return;
      // Only the form's own fields: anything else the copy held is no value of this form.
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(typed.filter(([name]) => name in current)),
      }));
    },
    [typedBeforeStart],
  );
  const [touched, setTouched] = useState<Partial<Record<keyof TValues, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<TValues>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const validate = (next: TValues): FieldErrors<TValues> => {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrorsOf<TValues>(result.error);
  };

  const setMany = (changes: Partial<TValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    setFormError(null);
    if (validateOnChange && attempted) setFieldErrors(validate(next));
  };
  const setValue = <K extends keyof TValues>(name: K, value: TValues[K]) => {
    const change: Partial<TValues> = {};
    change[name] = value;
    setMany(change);
  };

  const dirty = isDirty(values, initial);
  const showErrors = shouldShowErrors({ attempted, dirty, submitting });
  const submitDisabled =
    submitting ||
    isSubmitDisabled({
      requiredFilled: requiredFilled(values, options.required ?? []),
      dirty,
      disabledExternally: options.disabled ?? false,
    });

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitDisabled) return;
    setAttempted(true);
    setFormError(null);
    const result = schema.safeParse(values);
    if (!result.success) {
      setFieldErrors(fieldErrorsOf<TValues>(result.error));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await options.onSubmit(result.data);
    } catch (error) {
      setFormError((options.errorMessageOf ?? errorMessage)(error));
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: TValues = options.initialValues) => {
    setInitial(next);
    setValues(next);
    setTouched({});
    setAttempted(false);
    setFieldErrors({});
    setFormError(null);
  };

  return {
    values,
    setValue,
    setValues: setMany,
    inputProps: (name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => setValue(name, event.target.value as TValues[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    touched,
    dirty,
    submitting,
    submitDisabled,
    showErrors,
    errorOf: (name) => (showErrors ? fieldErrors[name] : undefined),
    errorLine: showErrors
      ? priorityError(
          fieldErrors,
          options.fieldOrder ?? (Object.keys(initial) as (keyof TValues)[]),
          formError,
        )
      : null,
    handleSubmit,
    reset,
    typedForm: typedBeforeStart,
    attachForm,
  };
}
