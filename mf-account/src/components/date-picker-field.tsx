import { Box, Field, IconButton, InputGroup, Popover, Portal } from '@chakra-ui/react';
import { DateInput, useFormErrorId, type FormValues, type WattleFormState } from '@wattle/shared';
import { useId, useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { enAU } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import {
  fromDisplayDate,
  PICKER_END_MONTH,
  PICKER_START_MONTH,
  toDisplayDate,
} from '@/lib/display-date';

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface DatePickerFieldProps<TValues extends FormValues> {
  form: WattleFormState<TValues>;
  name: keyof TValues & string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** The month the calendar opens on when the field is empty. */
  defaultMonth?: Date;
}

/**
 * The date picker (docs/product/screens.md#date-picker): a DD/MM/YYYY field (typing works)
 * with a calendar beside it. One day is picked; months run from 1940 to 2050; the calendar
 * closes on a pick, on Escape and on a click outside it, and focus returns to the calendar
 * button.
 */
export function DatePickerField<TValues extends FormValues>({
  form,
  name,
  label,
  helperText,
  required = false,
  defaultMonth,
}: DatePickerFieldProps<TValues>) {
  const [open, setOpen] = useState(false);
  const errorId = useFormErrorId();
  const helperId = useId();
  const invalid = form.errorOf(name) !== undefined;
  const text = String(form.values[name] ?? '');
  const selected = fromDisplayDate(text);
  const describedBy = [helperText ? helperId : null, invalid && form.errorLine ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const labelText = typeof label === 'string' ? label : name;

  return (
    <Field.Root invalid={invalid} required={required} ids={{ helperText: helperId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Popover.Root
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <InputGroup
          endElement={
            <Popover.Trigger asChild>
              <IconButton
                aria-label={`Choose ${labelText.toLowerCase()} from a calendar`}
                variant="ghost"
                size="sm"
                me="-2"
              >
                <CalendarIcon />
              </IconButton>
            </Popover.Trigger>
          }
        >
          <DateInput {...form.inputProps(name)} aria-describedby={describedBy || undefined} />
        </InputGroup>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="auto" aria-label={`Calendar for ${labelText.toLowerCase()}`}>
              <Popover.Body p="3">
                <Box
                  css={{
                    // The picker sets its own variables on its root: override them there.
                    '& .rdp-root': {
                      '--rdp-accent-color': 'var(--chakra-colors-eucalypt-700)',
                      '--rdp-accent-background-color': 'var(--chakra-colors-eucalypt-50)',
                      '--rdp-today-color': 'var(--chakra-colors-eucalypt-700)',
                      '--rdp-day-width': '40px',
                      '--rdp-day-height': '40px',
                      '--rdp-day_button-width': '38px',
                      '--rdp-day_button-height': '38px',
                    },
                    '& select': { color: 'fg' },
                  }}
                >
                  <DayPicker
                    mode="single"
                    locale={enAU}
                    captionLayout="dropdown"
                    startMonth={PICKER_START_MONTH}
                    endMonth={PICKER_END_MONTH}
                    defaultMonth={selected ?? defaultMonth}
                    selected={selected}
                    onSelect={(day) => {
                      if (day) form.setValue(name, toDisplayDate(day) as TValues[typeof name]);
                      setOpen(false);
                    }}
                  />
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
