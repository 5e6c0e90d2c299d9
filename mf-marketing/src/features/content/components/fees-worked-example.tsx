import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { allInCostSentence, formatFiat, formatPercent, TRADING_COSTS } from '@wattle/shared';
import { usePublicSettings } from '../api/get-public-settings';
import { workedBuy } from '../lib/worked-example';

/**
 * The fees page's worked example (docs/product/portfolio.md#all-in-cost): a $1,000 buy worked
 * from the live trade fee and the stated spread, in the same words the trade dialog uses.
 */
export function FeesWorkedExample() {
  const fee = usePublicSettings().data?.tradeFeePercentage ?? TRADING_COSTS.feePercentage;
  const cost = workedBuy('1000', fee);
  const rows = [
    ['You pay', formatFiat(cost.given)],
    [`Trading fee (${formatPercent(fee)})`, formatFiat(cost.fee)],
    [
      `Spread (${formatPercent(TRADING_COSTS.spreadPercentage.standard)} above the mid price)`,
      formatFiat(cost.spread),
    ],
    ['Bitcoin you receive, valued at the mid price', formatFiat(cost.got)],
    ['All-in cost of the trade', `${formatFiat(cost.total)} (${cost.percent.toFixed(2)} %)`],
  ];
  return (
    <Box as="section" aria-labelledby="worked-example" mt="8" data-testid="fees-worked-example">
      <Heading as="h2" size="lg" id="worked-example" mb="3">
        A worked example, at today’s fee
      </Heading>
      <Text mb="3">{allInCostSentence(cost)}.</Text>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start">
          Buying $1,000 of Bitcoin
        </Table.Caption>
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Every trade’s review, its receipt and your history show the same breakdown for that trade.
      </Text>
    </Box>
  );
}
