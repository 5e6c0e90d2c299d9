import { Button } from '@chakra-ui/react';

/** Leaves a step of signing in for the log-in form again. */
export function BackToLogInButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="outline" onClick={onBack}>
      Back to log in
    </Button>
  );
}
