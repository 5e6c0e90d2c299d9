import { SimpleGrid, Stat } from '@chakra-ui/react';
import { formatAmount, type PortfolioBalances } from '@wattle/shared';

/** The portfolio's total, and how much of it is AUD and crypto. */
export function PortfolioTotals({ portfolio }: { portfolio: PortfolioBalances }) {
  const figures = [
    { label: 'Total balance', value: portfolio.portfolioBalance, testId: 'portfolio-total' },
    { label: 'AUD', value: portfolio.fiatBalance, testId: 'portfolio-fiat' },
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
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
