import { Badge, Box, Button, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CoinIcon, formatAmount, formatDate, formatTime, type HistoryGroup } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SignedAmount } from '@/components/signed-amount';
import { REFERRAL_HISTORY_PATH } from '@/config/paths';
import { groupView, reasonLead } from '../lib/group-view';
import { LegList } from './leg-list';
import { TransferFacts } from './transfer-facts';

/** Amounts that never reached the balance: a failed order, a deposit held or sent back. */
const NOT_IN_BALANCE = new Set<HistoryGroup['status']>(['rejected', 'held', 'returned']);

const STATUS_PALETTE: Record<string, string> = {
  Pending: 'orange',
  Failed: 'red',
  Refunded: 'purple',
  'On hold': 'orange',
  Returned: 'purple',
};

export interface HistoryGroupRowProps {
  group: HistoryGroup;
  expanded: boolean;
  onToggle: () => void;
  onDetails: () => void;
}

/** One order or transfer: a row that expands in place to its entries, and opens its details. */
export function HistoryGroupRow({ group, expanded, onToggle, onDetails }: HistoryGroupRowProps) {
  const view = groupView(group);
  const panelId = `history-group-${group.groupId}`;
  return (
    <Box as="article" borderBottomWidth="1px" aria-label={`${view.label} ${view.title}`}>
      <chakra.button
        type="button"
        w="full"
        textAlign="start"
        px={{ base: '2', md: '3' }}
        py="3"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        _hover={{ bg: 'bg.muted' }}
        focusRingOffset="-2px"
        display="flex"
        alignItems="center"
        gap="3"
      >
        <HStack gap="-2" flexShrink={0} aria-hidden="true">
          {view.coins.slice(0, 3).map((coin, index) => (
            <CoinIcon key={`${coin}-${index}`} symbol={coin} size="7" />
          ))}
        </HStack>
        <Stack as="span" gap="0" flex="1" minW="0">
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold">
              {view.label}
            </Text>
            <Text as="span" color="fg.muted" truncate>
              {view.title}
            </Text>
            {view.status && (
              <Badge colorPalette={STATUS_PALETTE[view.status] ?? 'gray'} size="sm">
                {view.status}
              </Badge>
            )}
          </HStack>
          <Text as="span" fontSize="sm" color="fg.muted">
            {formatDate(group.occurredAt)} {formatTime(group.occurredAt)}
          </Text>
        </Stack>
        <Box as="span" textAlign="end" flexShrink={0} fontSize={{ base: 'sm', md: 'md' }}>
          {view.amount &&
            (NOT_IN_BALANCE.has(group.status) ? (
              <Text as="span" color="fg.muted">
                {formatAmount(view.amount)}
              </Text>
            ) : (
              <SignedAmount amount={view.amount} />
            ))}
        </Box>
      </chakra.button>
      {expanded && (
        <Stack id={panelId} gap="3" px={{ base: '2', md: '3' }} pb="4" ps={{ md: '14' }}>
          {group.reason && (
            <Text color={reasonLead(group.status).problem ? 'red.700' : 'fg'} fontSize="sm">
              {reasonLead(group.status).lead}
              {group.reason}
            </Text>
          )}
          {group.transfer && <TransferFacts transfer={group.transfer} />}
          <LegList
            legs={[...(view.parent ? [view.parent] : []), ...view.children]}
            label={`Entries of ${view.label} ${view.title}`}
          />
          <HStack gap="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={onDetails}>
              View details
            </Button>
            {group.kind === 'bonus' && (
              <Link asChild fontSize="sm" color="eucalypt.fg" fontWeight="medium">
                <RouterLink to={REFERRAL_HISTORY_PATH}>See your referral history</RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
