import { createContext, useContext } from 'react';

/** The id of the form's error line, so an invalid field can point at it. */
export const FormErrorContext = createContext<string | undefined>(undefined);

export function useFormErrorId(): string | undefined {
  return useContext(FormErrorContext);
}
