/** The one-click baskets Wattle starts with, at three risk levels (admin-editable). */
export const SEED_BUCKETS = [
  {
    bucketId: 'steady',
    name: 'Steady',
    riskLevel: 'low' as const,
    description:
      'Mostly Bitcoin and Ethereum, the two largest coins, with a fifth held in USD Coin to soften the swings.',
    assets: [
      ['btc', '50'],
      ['eth', '30'],
      ['usdc', '20'],
    ],
  },
  {
    bucketId: 'balanced',
    name: 'Balanced',
    riskLevel: 'medium' as const,
    description: 'The majors plus established platforms: more room to grow, and more room to fall.',
    assets: [
      ['btc', '40'],
      ['eth', '30'],
      ['sol', '15'],
      ['ada', '10'],
      ['dot', '5'],
    ],
  },
  {
    bucketId: 'adventurous',
    name: 'Adventurous',
    riskLevel: 'high' as const,
    description:
      'Smaller, faster-moving coins. Prices can halve or double in weeks: only money you can leave alone.',
    assets: [
      ['sol', '25'],
      ['doge', '20'],
      ['matic', '15'],
      ['uni', '15'],
      ['aave', '15'],
      ['xrp', '10'],
    ],
  },
];

export const BUCKET_MIN_ORDER_AUD = '50';
export const BUCKET_MAX_ORDER_AUD = '50000';
