import { Button } from '@chakra-ui/react';

/** Under a withdrawal step's form: back to the step before, keeping what was typed. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" w="full" mt="2" onClick={onBack}>
      &lt; Back
    </Button>
  );
}
