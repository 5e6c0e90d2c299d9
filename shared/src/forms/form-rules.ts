import type { z } from 'zod';

/** The error area under a form is three lines of 1.5rem (docs/product/screens.md#forms). */
export const ERROR_LINE_HEIGHT = '1.5rem';
export const ERROR_AREA_HEIGHT = '4.5rem';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type FieldErrors<TValues extends FormValues> = Partial<Record<keyof TValues, string>>;

/** A required value is filled once it is a non-blank string or a ticked box. */
export function isFilled(value: FormValue | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && value.trim().length > 0;
}

export function requiredFilled<TValues extends FormValues>(
  values: TValues,
  required: readonly (keyof TValues)[],
): boolean {
  return required.every((name) => isFilled(values[name]));
}

export function isDirty<TValues extends FormValues>(values: TValues, initial: TValues): boolean {
  return Object.keys(values).some((name) => values[name] !== initial[name]);
}

export interface SubmitGate {
  requiredFilled: boolean;
  dirty: boolean;
  /** Disabled by the page: maintenance, a missing permission, a step still loading. */
  disabledExternally: boolean;
}

/** Disabled until required values are filled, while unchanged, or when told so. */
export function isSubmitDisabled({ requiredFilled, dirty, disabledExternally }: SubmitGate) {
  return !requiredFilled || !dirty || disabledExternally;
}

export interface ErrorGate {
  /** The submit button has been clicked at least once. */
  attempted: boolean;
  dirty: boolean;
  submitting: boolean;
}

/** Errors show only after a first click, on a changed form, and not while submitting. */
export function shouldShowErrors({ attempted, dirty, submitting }: ErrorGate): boolean {
  return attempted && dirty && !submitting;
}

/** Field errors are shown with the first letter capitalised. */
export function capitaliseFirst(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The first message of each field a schema rejected, keyed by the field's name. */
export function fieldErrorsOf<TValues extends FormValues>(error: z.ZodError): FieldErrors<TValues> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const name = typeof field === 'string' ? field : '';
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors as FieldErrors<TValues>;
}

/**
 * The one error line under the fields: the first rejected field in the order the
 * form shows them, otherwise what the server said. Capitalised.
 */
export function priorityError<TValues extends FormValues>(
  fieldErrors: FieldErrors<TValues>,
  fieldOrder: readonly (keyof TValues)[],
  formError: string | null,
): string | null {
  const first = fieldOrder.map((name) => fieldErrors[name]).find((message) => message);
  const orphan = Object.values(fieldErrors).find(
    (message): message is string => typeof message === 'string',
  );
  const message = first ?? orphan ?? formError;
  return message ? capitaliseFirst(message) : null;
}

export interface SubscribeGate {
  value: string;
  touched: boolean;
  changed: boolean;
}

/** The subscribe Send button waits for content that was touched or changed. */
export function isSubscribeSendDisabled({ value, touched, changed }: SubscribeGate): boolean {
  return value.length === 0 || !(touched || changed);
}
