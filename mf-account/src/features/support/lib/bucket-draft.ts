import {
  bucketDefinitionSchema,
  bucketIdSchema,
  type Bucket,
  type BucketDefinition,
} from '@wattle/shared';

/** A bucket as the editor holds it: every field a string the admin typed. */
export interface BucketDraft {
  bucketId: string;
  bucketName: string;
  description: string;
  riskLevel: Bucket['riskLevel'];
  enabled: boolean;
  minOrder: string;
  maxOrder: string;
  assets: { assetId: string; percentage: string }[];
}

export const emptyBucketDraft = (): BucketDraft => ({
  bucketId: '',
  bucketName: '',
  description: '',
  riskLevel: 'medium',
  enabled: true,
  minOrder: '20',
  maxOrder: '10000',
  assets: [
    { assetId: '', percentage: '' },
    { assetId: '', percentage: '' },
  ],
});

export const draftOf = (bucket: Bucket): BucketDraft => ({
  bucketId: bucket.bucketId,
  bucketName: bucket.bucketName,
  description: bucket.description,
  riskLevel: bucket.riskLevel,
  enabled: bucket.enabled,
  minOrder: bucket.bucketMinOrder.decimalValue ?? '',
  maxOrder: bucket.bucketMaxOrder.decimalValue ?? '',
  assets: bucket.assets.map((entry) => ({
    assetId: entry.asset.assetId,
    percentage: entry.percentage,
  })),
});

export const definitionOf = ({ bucketId: _id, ...definition }: BucketDraft): BucketDefinition =>
  definition;

/**
 * Where each problem sits, keyed like the form's fields (`bucketId`, `assets`, `assets.0.percentage`),
 * found by the same zod schemas the API validates with.
 */
export type DraftErrors = Partial<Record<string, string>>;

export function draftErrors(draft: BucketDraft): DraftErrors {
  const errors: DraftErrors = {};
  const id = bucketIdSchema.safeParse(draft.bucketId);
  if (!id.success) errors.bucketId = id.error.issues[0]?.message;
  const parsed = bucketDefinitionSchema.safeParse(definitionOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** The sum of the shares, in hundredths of a percent so 33.33 × 3 is exact. */
export function shareTotal(draft: BucketDraft): number {
  return (
    draft.assets.reduce((sum, entry) => sum + Math.round(Number(entry.percentage || 0) * 100), 0) /
    100
  );
}

const sharesText = (assets: BucketDraft['assets'], symbolOf: (assetId: string) => string) =>
  assets.map((entry) => `${symbolOf(entry.assetId)} ${entry.percentage}%`).join(', ');

/** What saving will change, in words, for the confirmation: "Shares: BTC 50%, ETH 50% → …". */
export function describeBucketChange(
  before: BucketDraft | null,
  after: BucketDraft,
  symbolOf: (assetId: string) => string,
): string {
  const shares = sharesText(after.assets, symbolOf);
  if (!before) {
    return `New bucket "${after.bucketName}" (${after.bucketId}), ${after.riskLevel} risk, ${
      after.enabled ? 'enabled' : 'disabled'
    }: ${shares}; orders $${after.minOrder}–$${after.maxOrder}`;
  }
  const lines: string[] = [];
  const field = (label: string, from: string, to: string) => {
    if (from !== to) lines.push(`${label}: ${from} → ${to}`);
  };
  field('Name', before.bucketName, after.bucketName);
  field('Description', before.description, after.description);
  field('Risk', before.riskLevel, after.riskLevel);
  field('Enabled', before.enabled ? 'on' : 'off', after.enabled ? 'on' : 'off');
  field('Minimum order', `$${before.minOrder}`, `$${after.minOrder}`);
  field('Maximum order', `$${before.maxOrder}`, `$${after.maxOrder}`);
  field('Shares', sharesText(before.assets, symbolOf), shares);
  return lines.join('; ');
}
