import { z } from 'zod';

export const VIEW_MODES = ['simple', 'advanced'] as const;

/** `GET /user/preferences` and `PATCH /user/preferences`: remembered per person. */
export const preferencesSchema = z.object({
  viewMode: z.enum(VIEW_MODES),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = preferencesSchema.partial();
