import { ConfirmActionDialog } from './confirm-action-dialog';

/** One admin change waiting for its confirmation: what it does, and the toast once done. */
export interface PendingAdminChange {
  title: string;
  description: string;
  run: () => Promise<unknown>;
  done: string;
}

/** Admin changes apply to everyone, not one customer: no reason asked, the change shown. */
export function AdminChangeDialog({
  pending,
  onClose,
}: {
  pending: PendingAdminChange | null;
  onClose: () => void;
}) {
  return (
    <ConfirmActionDialog
      open={pending !== null}
      onClose={onClose}
      title={pending?.title ?? ''}
      change={pending?.description ?? ''}
      needsReason={false}
      confirmLabel="Confirm"
      onConfirm={async () => {
        if (!pending) return '';
        await pending.run();
        return pending.done;
      }}
    />
  );
}
