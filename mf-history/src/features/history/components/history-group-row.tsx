import { Badge, Box, Button, chakra, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import {
  CoinIcon,
  FIAT_SYMBOL,
  formatDate,
  formatTime,
  plainWords,
  type HistoryGroup,
  type Transaction,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { REFERRAL_HISTORY_PATH } from '@/config/paths';
import { groupView, reasonLead, type GroupView } from '../lib/group-view';
import { LegList } from './leg-list';
import { TransferFacts } from './transfer-facts';

/** What never reached the balance, shown muted: a failed order, a deposit held or sent back. */
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

/**
 * The entries a row opens to. A swap's AUD legs are the broker's bookkeeping between its two
 * coins, which the customer never held: the row shows the coins and the costs; the details
 * dialog keeps every entry.
 */
function rowLegs(group: HistoryGroup, view: GroupView): Transaction[] {
  const legs = [...(view.parent ? [view.parent] : []), ...view.children];
  if (group.kind !== 'swap') return legs;
  const bookkeeping = (leg: Transaction) =>
    leg.asset.symbol === FIAT_SYMBOL && (leg.type === 'trade_in' || leg.type === 'trade_out');
  return legs.filter((leg) => !bookkeeping(leg));
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * One order or transfer in plain words ("Bought 0.0005257 BTC for $100.00"); its entries open
 * behind "Details", and the dialog holds everything else.
 */
export function HistoryGroupRow({ group, expanded, onToggle, onDetails }: HistoryGroupRowProps) {
  const view = groupView(group);
  const words = plainWords(group);
  const muted = NOT_IN_BALANCE.has(group.status);
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
            <Text as="span" fontWeight="semibold" color={muted ? 'fg.muted' : 'fg'}>
              {words.headline}
            </Text>
            {view.status && (
              <Badge colorPalette={STATUS_PALETTE[view.status] ?? 'gray'} size="sm">
                {view.status}
              </Badge>
            )}
          </HStack>
          {words.coinLines.length > 0 && (
            <Text as="span" fontSize="sm" color="fg.muted">
              {view.coins.join(' · ')}
            </Text>
          )}
          <Text as="span" fontSize="sm" color="fg.muted">
            {formatDate(group.occurredAt)} {formatTime(group.occurredAt)}
          </Text>
        </Stack>
        <HStack as="span" gap="1" flexShrink={0} fontSize="sm" color="eucalypt.fg">
          <Text as="span">Details</Text>
          <ChevronIcon open={expanded} />
        </HStack>
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
          {words.coinLines.length > 0 && (
            <List.Root as="ul" listStyle="none" gap="1" fontSize="sm" aria-label="Coins bought">
              {words.coinLines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          )}
          {words.coinLines.length === 0 && (
            <LegList
              legs={rowLegs(group, view)}
              label={`Entries of ${view.label} ${view.title}`}
              at={group.occurredAt}
            />
          )}
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
