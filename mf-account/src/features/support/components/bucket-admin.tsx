import { Badge, Button, HStack, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assetsQueryOptions, QueryState, type Asset, type Bucket } from '@wattle/shared';
import { useState } from 'react';
import { supportKeys } from '@/lib/query-keys';
import { adminBucketsQuery, saveBucket } from '../api/bucket-admin-api';
import {
  definitionOf,
  describeBucketChange,
  draftOf,
  emptyBucketDraft,
  type BucketDraft,
} from '../lib/bucket-draft';
import { AdminChangeDialog, type PendingAdminChange } from './admin-change-dialog';
import { BucketEditor } from './bucket-editor';
import { ConsoleCard, ConsoleList, ConsoleRow } from './console-card';

type Editing = { isNew: true } | { isNew: false; bucket: Bucket } | null;

function BucketRow({
  bucket,
  onEdit,
  onToggle,
}: {
  bucket: Bucket;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
}) {
  return (
    <ConsoleRow
      title={
        <HStack as="span" gap="2" wrap="wrap">
          <span>
            {bucket.bucketName} ({bucket.bucketId})
          </span>
          <Badge colorPalette={bucket.enabled ? 'green' : 'gray'}>
            {bucket.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </HStack>
      }
      detail={
        <Stack as="span" display="flex" gap="2" mt="1">
          <span>
            {bucket.assets.map((entry) => `${entry.asset.symbol} ${entry.percentage}%`).join(' · ')}{' '}
            — {bucket.riskLevel} risk
          </span>
          <HStack as="span" gap="3" wrap="wrap">
            <Switch.Root
              size="sm"
              checked={bucket.enabled}
              onCheckedChange={(state) => onToggle(state.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                Enabled<VisuallyHidden>: {bucket.bucketName}</VisuallyHidden>
              </Switch.Label>
            </Switch.Root>
            <Button size="xs" variant="outline" onClick={onEdit}>
              Edit {bucket.bucketName}
            </Button>
          </HStack>
        </Stack>
      }
    />
  );
}

/** `/support/buckets` (admin): every bucket, disabled ones too; create, edit shares, enable. */
export function BucketAdmin() {
  const buckets = useQuery(adminBucketsQuery());
  const assets = useQuery(assetsQueryOptions());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<PendingAdminChange | null>(null);
  const coins: Asset[] = (assets.data ?? []).filter((asset) => asset.type !== 'fiat');
  const symbolOf = (assetId: string) =>
    coins.find((coin) => coin.assetId === assetId)?.symbol ?? assetId.toUpperCase();

  const ask = (before: BucketDraft | null, after: BucketDraft, title: string, done: string) =>
    setPending({
      title,
      description: describeBucketChange(before, after, symbolOf),
      run: async () => {
        await saveBucket(after.bucketId, definitionOf(after));
        await queryClient.invalidateQueries({ queryKey: supportKeys.buckets() });
        setEditing(null);
      },
      done,
    });

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Buckets are the one-click baskets customers buy. Every change applies at once and is written
        to the audit log.
      </Text>
      {editing && (
        <ConsoleCard title={editing.isNew ? 'New bucket' : `Edit ${editing.bucket.bucketName}`}>
          <BucketEditor
            key={editing.isNew ? 'new' : editing.bucket.bucketId}
            initial={editing.isNew ? emptyBucketDraft() : draftOf(editing.bucket)}
            isNew={editing.isNew}
            coins={coins}
            takenIds={(buckets.data ?? []).map((bucket) => bucket.bucketId)}
            onCancel={() => setEditing(null)}
            onReview={(draft) =>
              editing.isNew
                ? ask(null, draft, 'Create bucket', `Bucket ${draft.bucketName} created.`)
                : ask(
                    draftOf(editing.bucket),
                    draft,
                    `Change ${editing.bucket.bucketName}`,
                    `Bucket ${draft.bucketName} saved.`,
                  )
            }
          />
        </ConsoleCard>
      )}
      <ConsoleCard
        title="Buckets"
        actions={
          <Button size="sm" colorPalette="eucalypt" onClick={() => setEditing({ isNew: true })}>
            New bucket
          </Button>
        }
      >
        <QueryState query={buckets} loadingLabel="Loading buckets">
          {(list) => (
            <ConsoleList empty="No buckets yet.">
              {list.map((bucket) => (
                <BucketRow
                  key={bucket.bucketId}
                  bucket={bucket}
                  onEdit={() => setEditing({ isNew: false, bucket })}
                  onToggle={(enabled) => {
                    const before = draftOf(bucket);
                    ask(
                      before,
                      { ...before, enabled },
                      `${enabled ? 'Enable' : 'Disable'} ${bucket.bucketName}`,
                      `Bucket ${bucket.bucketName} ${enabled ? 'enabled' : 'disabled'}.`,
                    );
                  }}
                />
              ))}
            </ConsoleList>
          )}
        </QueryState>
      </ConsoleCard>
      <AdminChangeDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
