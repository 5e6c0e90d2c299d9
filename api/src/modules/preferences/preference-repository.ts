import type { Db } from '../../db/database.js';
import type { EnumOf } from '../../db/enums.js';

type ViewMode = EnumOf<'user_preferences', 'view_mode'>;

export async function findViewMode(db: Db, userId: string): Promise<ViewMode | undefined> {
  const row = await db
    .selectFrom('user_preferences')
    .select('view_mode')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.view_mode;
}

export async function saveViewMode(db: Db, userId: string, viewMode: ViewMode): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, view_mode: viewMode })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ view_mode: viewMode, updated_at: new Date() }),
    )
    .execute();
}
