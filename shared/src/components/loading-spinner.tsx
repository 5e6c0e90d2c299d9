import { Spinner, type SpinnerProps } from '@chakra-ui/react';

export interface LoadingSpinnerProps extends Omit<SpinnerProps, 'role' | 'aria-label'> {
  /** What is loading, for screen readers: "Loading your balance". */
  label: string;
}

/**
 * A spinner that says what is loading. Chakra's Spinner is a plain span, where a name
 * (`aria-label`) is not allowed (axe: aria-prohibited-attr); as a status it may carry one.
 */
export function LoadingSpinner({ label, ...props }: LoadingSpinnerProps) {
  return <Spinner role="status" aria-label={label} {...props} />;
}
