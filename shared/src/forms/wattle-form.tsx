import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { TYPED_FORM_ATTRIBUTE } from '../boot.js';
import { FormErrorContext } from './form-error-context.js';
import { ERROR_AREA_HEIGHT, ERROR_LINE_HEIGHT, type FormValues } from './form-rules.js';
import type { WattleFormState } from './use-wattle-form.js';

export interface WattleFormProps<TValues extends FormValues> {
  form: WattleFormState<TValues>;
  submitLabel: string;
  /** Shown on the button, with a spinner, while the form submits. */
  loadingMessage?: string;
  /** Names the form for assistive technology when a page has several. */
  'aria-label'?: string;
  /** Fields, in order. */
  children: ReactNode;
  /** Anything under the button: links, small print. */
  footer?: ReactNode;
}

/**
 * The generic form: the fields, one priority error line under them (three lines high, so the
 * button does not jump for a usual message; a longer one is shown whole, since it says what to
 * do), and a submit button with an optional loading message.
 */
export function WattleForm<TValues extends FormValues>({
  form,
  submitLabel,
  loadingMessage,
  children,
  footer,
  ...rest
}: WattleFormProps<TValues>) {
  const errorId = useId();
  const { attachForm } = form;
  return (
    <form
      ref={attachForm}
      // A prerendered copy the visitor types into before the app starts (typedBeforeStart) has
      // no handler yet: if anything ever sends it natively, the values go in a body, never into
      // a URL, its history and the server's logs.
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      {...rest}
      {...(form.typedForm ? { [TYPED_FORM_ATTRIBUTE]: form.typedForm } : {})}
    >
      <FormErrorContext value={errorId}>
        <Stack gap="4">{children}</Stack>
      </FormErrorContext>
      <Box minH={ERROR_AREA_HEIGHT} pt="2" aria-live="assertive" aria-atomic="true">
        {form.errorLine && (
          <Text
            id={errorId}
            color="red.700"
            fontSize="sm"
            lineHeight={ERROR_LINE_HEIGHT}
            data-testid="form-error"
          >
            {form.errorLine}
          </Text>
        )}
      </Box>
      <Button
        type="submit"
        colorPalette="brand"
        w="full"
        size="lg"
        disabled={form.submitDisabled}
        loading={form.submitting}
        loadingText={loadingMessage}
      >
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
