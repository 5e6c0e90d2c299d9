import type { FaqEntry } from '@/lib/faq';

export interface FeatureBlurb {
  title: string;
  text: string;
}

/** Every promise the home page makes, in Wattle's words. */
export const FEATURES: readonly FeatureBlurb[] = [
  {
    title: 'Buy, sell and swap',
    text: 'Trade 21 popular coins against Australian dollars, or swap one coin for another in a single step.',
  },
  {
    title: 'Buckets by risk level',
    text: 'Buy a ready-made basket of coins in one click, choosing a low, medium or high risk mix.',
  },
  {
    title: 'Dollar-cost averaging',
    text: 'Set a recurring buy and invest a fixed amount on a schedule instead of guessing the right day.',
  },
  {
    title: 'A warning near the top',
    text: 'If a coin trades close to its 30-day high we tell you before you buy. It is a warning, never a block.',
  },
  {
    title: 'Simple or advanced view',
    text: 'Start with a clean dashboard and switch to charts and detail whenever you want more.',
  },
  {
    title: 'Low trading fees',
    text: 'One small, clearly shown fee on each trade. You see it before you confirm, every time.',
  },
  {
    title: 'No deposit fees',
    text: 'Deposit Australian dollars or crypto for free. Crypto withdrawals pay only the network fee shown.',
  },
  {
    title: 'Refer a friend',
    text: 'Share your referral link and earn rewards when the people you invite start trading.',
  },
  {
    title: 'Simple KYC/AML',
    text: 'Verify your e-mail, mobile and one ID document online. Most customers are verified in minutes.',
  },
  {
    title: 'Real-time market data',
    text: 'Live AUD prices, 24-hour changes and a portfolio that values itself as the market moves.',
  },
  {
    title: 'A local support team',
    text: 'Questions go to real people in Australia, by live chat or through our contact form.',
  },
];

export interface Review {
  quote: string;
  name: string;
  place: string;
}

/** The review carousel has three items. */
export const REVIEWS: readonly Review[] = [
  {
    quote:
      'I bought my first bitcoin in under ten minutes. The fee was shown up front and there were no surprises.',
    name: 'Sarah M.',
    place: 'Brisbane, QLD',
  },
  {
    quote:
      'The buckets are brilliant. I picked the medium-risk mix and had a spread of coins with one click.',
    name: 'James T.',
    place: 'Geelong, VIC',
  },
  {
    quote:
      'I asked a question about my tax report and had a clear answer from support the same afternoon.',
    name: 'Priya K.',
    place: 'Parramatta, NSW',
  },
];

/** The home page's seven questions, answered. */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'What is cryptocurrency?',
    answer:
      'A cryptocurrency is digital money recorded on a blockchain: a public ledger kept by many computers instead of one bank. Ownership is proven with cryptographic keys, and new transactions are agreed by the network. Bitcoin was the first; thousands of others now exist, each with its own rules and purpose. Prices move a lot, so only invest what you can afford to lose.',
  },
  {
    question: 'How do I buy cryptocurrency?',
    answer:
      'Sign up to Wattle, verify your e-mail, mobile number and one ID document, then deposit Australian dollars by bank transfer or PayID. Once your funds arrive, choose a coin on your dashboard, enter how much you want to spend, review the quote with its fee and confirm.',
  },
  {
    question: 'How do I keep my crypto holdings secure?',
    answer:
      'Use a unique, strong password and turn on two-factor authentication. Never share your password, codes or recovery phrases, and be wary of anyone who contacts you promising returns: Wattle will never ask you to move funds to another address. For large, long-term holdings you may also withdraw to a hardware wallet you control.',
  },
  {
    question: 'How are cryptocurrency prices calculated?',
    answer:
      'Prices are set by supply and demand on the markets where a coin trades. Wattle shows a live buy price and a sell price in AUD, refreshed every 15 seconds; the difference between them is the spread. When you trade we quote an exact price and fee, held for 15 seconds while you confirm.',
  },
  {
    question: 'What is the difference between a market order and a limit order?',
    answer:
      'A market order buys or sells straight away at the best price available now. A limit order waits until the market reaches a price you set, and may never fill if it does not. Wattle trades are market orders on a firm quote: you see the exact price and fee before you confirm.',
  },
  {
    question: 'What is the difference between a coin and a token?',
    answer:
      'A coin is the native currency of its own blockchain, like bitcoin on Bitcoin or ether on Ethereum, and pays for transactions on it. A token is built on top of another blockchain using a smart contract: USDC, Uniswap and Aave are tokens that live on Ethereum.',
  },
  {
    question: 'How do I start investing in cryptocurrency?',
    answer:
      'Start small, with money you can afford to lose, and learn how each coin works before you buy it. Many people buy a fixed amount on a regular schedule (dollar-cost averaging) rather than trying to time the market, and spread their money across several coins, which is what Wattle buckets do for you.',
  },
];
