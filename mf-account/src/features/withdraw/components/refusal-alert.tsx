import { Alert } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { refusalTitle } from '../lib/refusal-title';

/** A refused withdrawal, headed by its rule, with the API's own explanation. */
export function RefusalAlert({ error }: { error: unknown }) {
  const title = refusalTitle(error);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
