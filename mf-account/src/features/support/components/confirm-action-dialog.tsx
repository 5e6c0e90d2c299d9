import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { errorMessage, showToast, WattleModal } from '@wattle/shared';
import { useState, type ReactNode } from 'react';

const MIN_REASON = 5;

export interface ConfirmActionProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will change, in words: "Buy: allowed → suspended". */
  change: ReactNode;
  /** Support changes to a customer need a reason for the audit log. */
  needsReason: boolean;
  confirmLabel: string;
  /** Resolves with the message shown once it worked. */
  onConfirm: (reason: string) => Promise<string>;
}

/** Every console action: the change shown, a reason asked for, then the result. */
export function ConfirmActionDialog({
  open,
  onClose,
  title,
  change,
  needsReason,
  confirmLabel,
  onConfirm,
}: ConfirmActionProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonProblem =
    needsReason && reason.trim().length < MIN_REASON
      ? `Give a reason of at least ${MIN_REASON} characters`
      : null;
  const [touched, setTouched] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    setTouched(false);
    onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (reasonProblem) return;
    setBusy(true);
    setError(null);
    try {
      const message = await onConfirm(reason.trim());
      showToast('success', message);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <WattleModal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="eucalypt" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="semibold">This will change</Text>
          <Text data-testid="action-change">{change}</Text>
        </Stack>
        {needsReason && (
          <Field.Root required invalid={touched && reasonProblem !== null}>
            <Field.Label>
              Reason <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Field.HelperText>Kept in the audit log with your name and the time.</Field.HelperText>
            {touched && reasonProblem && <Field.ErrorText>{reasonProblem}</Field.ErrorText>}
          </Field.Root>
        )}
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </WattleModal>
  );
}
