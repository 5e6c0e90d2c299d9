import { amountToBig, Big, type CryptoHolding } from '@wattle/shared';

/** Holdings worth at least this many AUD are shown one by one. */
export const INDIVIDUAL_MINIMUM_AUD = '1';
export const UNAVAILABLE_TOOLTIP = 'Balance does not include assets with unavailable prices';
export const OTHERS_LABEL = 'Others';
export const OTHERS_EACH = '<$1.00 each';
export const EMPTY_TITLE = 'No crypto to show';
export const EMPTY_HINT = 'Purchase below';

export interface OthersGroup {
  holdings: CryptoHolding[];
  /** AUD value of the group, exact. */
  total: Big;
}

export interface ClassifiedHoldings {
  /** No price right now: listed apart and left out of the balance. */
  unavailable: CryptoHolding[];
  /** Worth at least 1 AUD, highest value first. */
  individual: CryptoHolding[];
  /** Non-zero holdings worth less than 1 AUD each. */
  others: OthersGroup | null;
  /** Nothing at all to show. */
  empty: boolean;
}

function hasPrice(holding: CryptoHolding): holding is CryptoHolding & {
  valueInFiat: NonNullable<CryptoHolding['valueInFiat']>;
} {
  return holding.available && holding.valueInFiat !== null;
}

/**
 * The balance classification (docs/product/screens.md#balance-classification). Zero holdings
 * are not shown anywhere.
 */
export function classifyHoldings(holdings: readonly CryptoHolding[]): ClassifiedHoldings {
  const held = holdings.filter((holding) => amountToBig(holding.amount).gt(0));
  const unavailable = held.filter((holding) => !hasPrice(holding));
  const priced = held.filter(hasPrice);
  const value = (holding: (typeof priced)[number]) => amountToBig(holding.valueInFiat);
  const individual = priced
    .filter((holding) => value(holding).gte(INDIVIDUAL_MINIMUM_AUD))
    .sort((a, b) => value(b).cmp(value(a)));
  const small = priced.filter((holding) => value(holding).lt(INDIVIDUAL_MINIMUM_AUD));
  const others =
    small.length === 0
      ? null
      : {
          holdings: small,
          total: small.reduce((sum, holding) => sum.plus(value(holding)), Big(0)),
        };
  return { unavailable, individual, others, empty: held.length === 0 };
}

export interface MobilePortfolio {
  visible: CryptoHolding[];
  /** Others sits among the first three when there are fewer than three individual rows. */
  othersVisible: boolean;
  /** What the expandable panel holds. */
  rest: CryptoHolding[];
  othersInRest: boolean;
}

/**
 * Mobile shows at most 3 assets, Others if fewer, and the rest on demand
 * (docs/product/screens.md#mobile-portfolio).
 */
export const MOBILE_VISIBLE_HOLDINGS = 3;

export function mobilePortfolio(classified: ClassifiedHoldings): MobilePortfolio {
  const visible = classified.individual.slice(0, MOBILE_VISIBLE_HOLDINGS);
  const othersVisible = classified.others !== null && visible.length < MOBILE_VISIBLE_HOLDINGS;
  return {
    visible,
    othersVisible,
    rest: classified.individual.slice(MOBILE_VISIBLE_HOLDINGS),
    othersInRest: classified.others !== null && !othersVisible,
  };
}
