/**
 * Spec §8 says some failures are "also reported". Wattle has no error-tracking service yet,
 * so reporting means the console, where a session recording or a later tracker picks it up.
 */
export function reportProblem(context: string, detail: unknown): void {
  console.error(`[wattle-trading] ${context}`, detail);
}
