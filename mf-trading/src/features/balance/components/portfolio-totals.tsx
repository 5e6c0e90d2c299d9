import { SimpleGrid, Stat } from '@chakra-ui/react';
import { amountToBig, formatAmount, type PortfolioBalances } from '@wattle/shared';

/**
 * The portfolio's total, and how much of it is AUD and crypto. What open orders hold is in the
 * total; the AUD they hold shows under the AUD available (docs/product/portfolio.md#available-and-held).
 */
export function PortfolioTotals({ portfolio }: { portfolio: PortfolioBalances }) {
  const fiatHeld = amountToBig(portfolio.fiatHeld).gt(0) ? portfolio.fiatHeld : null;
  const figures = [
    { label: 'Total balance', value: portfolio.portfolioBalance, testId: 'portfolio-total' },
    {
      label: fiatHeld ? 'AUD available' : 'AUD',
      value: portfolio.fiatBalance,
      testId: 'portfolio-fiat',
      held: fiatHeld,
    },
    { label: 'Crypto', value: portfolio.cryptoTotalBalance, testId: 'portfolio-crypto' },
  ];
  return (
    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" mb="4">
      {figures.map((figure, index) => (
        <Stat.Root
          key={figure.label}
          size={index === 0 ? 'lg' : 'md'}
          gridColumn={index === 0 ? { base: 'span 2', sm: 'auto' } : undefined}
        >
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText
            data-testid={figure.testId}
            fontSize={{ base: index === 0 ? 'lg' : 'md', md: index === 0 ? '2xl' : 'lg' }}
            fontVariantNumeric="tabular-nums"
          >
            {formatAmount(figure.value, 'down')}
          </Stat.ValueText>
          {figure.held && (
            <Stat.HelpText
              as="dd"
              data-testid="portfolio-fiat-held"
              fontVariantNumeric="tabular-nums"
            >
              + {formatAmount(figure.held, 'down')} held by open orders
            </Stat.HelpText>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
