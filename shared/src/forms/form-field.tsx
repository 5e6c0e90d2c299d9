import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { DateInput } from './date-input.js';
import { useFormErrorId } from './form-error-context.js';
import type { FormValues } from './form-rules.js';
import type { TextInputProps, WattleFormState } from './use-wattle-form.js';

export interface BoundFieldProps<TValues extends FormValues> {
  form: WattleFormState<TValues>;
  name: keyof TValues & string;
  label: ReactNode;
  /** Shown under the input: what the field wants, not an error. */
  helperText?: ReactNode;
  required?: boolean;
}

type Bound = 'form' | 'name' | 'value' | 'onChange' | 'onBlur';
export type FormFieldProps<TValues extends FormValues> = BoundFieldProps<TValues> &
  Omit<InputProps, Bound>;
export type FormTextareaProps<TValues extends FormValues> = BoundFieldProps<TValues> &
  Omit<TextareaProps, Bound>;

export type BoundControlProps = TextInputProps & { 'aria-describedby': string | undefined };

/**
 * Label, required mark and helper text around a control bound to the form. The control's
 * error is not repeated under it: the form shows one priority line, which an
 * invalid control points at. `children` draws the control from the props that bind it.
 */
export function BoundField<TValues extends FormValues>({
  form,
  name,
  label,
  helperText,
  required = false,
  children,
}: BoundFieldProps<TValues> & { children: (control: BoundControlProps) => ReactNode }) {
  const errorId = useFormErrorId();
  const helperId = useId();
  const invalid = form.errorOf(name) !== undefined;
  // Set here rather than left to Field: the error line sits outside the field's own subtree.
  const describedBy = [helperText ? helperId : null, invalid && form.errorLine ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root invalid={invalid} required={required} ids={{ helperText: helperId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ ...form.inputProps(name), 'aria-describedby': describedBy || undefined })}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** Splits a bound field's own props from those passed on to its control. */
function splitField<TValues extends FormValues, TRest extends object>({
  form,
  name,
  label,
  helperText,
  required,
  ...control
}: BoundFieldProps<TValues> & TRest): [
  BoundFieldProps<TValues>,
  Omit<TRest, keyof BoundFieldProps<TValues>>,
] {
  return [{ form, name, label, helperText, required }, control];
}

/** A labelled text input bound to a Wattle form. */
export function FormField<TValues extends FormValues>(props: FormFieldProps<TValues>) {
  const [field, input] = splitField(props);
  return <BoundField {...field}>{(control) => <Input {...input} {...control} />}</BoundField>;
}

/** The multi-line twin of FormField. */
export function FormTextarea<TValues extends FormValues>(props: FormTextareaProps<TValues>) {
  const [field, textarea] = splitField(props);
  return <BoundField {...field}>{(control) => <Textarea {...textarea} {...control} />}</BoundField>;
}

/** A labelled DD/MM/YYYY date field bound to a Wattle form (dates of birth, expiry dates). */
export function FormDateField<TValues extends FormValues>(props: FormFieldProps<TValues>) {
  const [field, input] = splitField(props);
  return <BoundField {...field}>{(control) => <DateInput {...input} {...control} />}</BoundField>;
}

/**
 * The required e-mail field of every sign-in, sign-up, contact and lead form, labelled
 * "Email", with the browser's e-mail keyboard and autofill.
 */
export function EmailField<TValues extends FormValues>({
  label = 'Email',
  autoComplete = 'email',
  ...props
}: Omit<FormFieldProps<TValues>, 'label'> & { label?: ReactNode }) {
  return <FormField label={label} type="email" required autoComplete={autoComplete} {...props} />;
}

/**
 * A required name field with the browser's autofill for that part of a name. The label is the
 * form's own ("First name", "Given names"), as the document or sign-up asks for it.
 */
export function NameField<TValues extends FormValues>(
  props: Omit<FormFieldProps<TValues>, 'autoComplete'> & {
    autoComplete: 'given-name' | 'family-name';
  },
) {
  return <FormField required {...props} />;
}
