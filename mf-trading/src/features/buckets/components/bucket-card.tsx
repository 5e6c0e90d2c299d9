import { Badge, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { formatAmount, type Bucket } from '@wattle/shared';
import { RISK_LABELS, RISK_PALETTES } from '../lib/bucket-limits';
import { CompositionChart } from './composition-chart';

/** One basket: its risk, what it holds, the order range, and a way to buy it. */
export function BucketCard({ bucket, onBuy }: { bucket: Bucket; onBuy: (bucket: Bucket) => void }) {
  return (
    <Card.Root
      as="article"
      aria-label={bucket.bucketName}
      data-testid={`bucket-${bucket.bucketId}`}
    >
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="md">
            {bucket.bucketName}
          </Heading>
          <Badge colorPalette={RISK_PALETTES[bucket.riskLevel]} variant="subtle">
            {RISK_LABELS[bucket.riskLevel]}
          </Badge>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {bucket.description}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <CompositionChart bucket={bucket} />
        <Text fontSize="sm">
          Order from {formatAmount(bucket.bucketMinOrder, 'up')} to{' '}
          {formatAmount(bucket.bucketMaxOrder, 'down')}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="brand" w="full" onClick={() => onBuy(bucket)}>
          Buy {bucket.bucketName}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
