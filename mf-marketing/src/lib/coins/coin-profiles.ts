import { COINS, type CatalogueCoin, type CoinAssetId } from '@wattle/shared/coins';
import type { FaqEntry } from '@/lib/faq';

/**
 * What Wattle says about each coin it lists: facts we write and keep, checked
 * against each project's own documentation. Prices never live here; they come from the API.
 */
export interface CoinStory {
  /** One line under the heading. */
  tagline: string;
  /** "What is it", a paragraph each. */
  about: readonly string[];
  facts: {
    launched: string;
    createdBy: string;
    consensus: string;
    supply: string;
  };
  /** A question or two only this coin raises; the common ones are added by `coinFaq`. */
  faq: readonly FaqEntry[];
}

/** A catalogue coin (name, symbol, `/buy/{slug}`, `/{assetId}`) with its story. */
export type CoinProfile = CatalogueCoin & CoinStory;

const COIN_STORIES: Readonly<Record<CoinAssetId, CoinStory>> = {
  btc: {
    tagline: 'The first cryptocurrency, with a supply capped at 21 million coins.',
    about: [
      'Bitcoin is a peer-to-peer electronic cash system described in a 2008 white paper by the pseudonymous Satoshi Nakamoto and launched in January 2009. Transactions are recorded on a public blockchain kept by thousands of computers around the world, with no bank or government in charge.',
      'New bitcoin is created as a reward to miners, who secure the network with proof of work and add a block roughly every ten minutes. The reward halves every 210,000 blocks, about every four years, so no more than 21 million bitcoin will ever exist. Many holders treat it as a long-term store of value.',
    ],
    facts: {
      launched: 'January 2009',
      createdBy: 'Satoshi Nakamoto (pseudonym)',
      consensus: 'Proof of work (SHA-256 mining)',
      supply: 'Capped at 21 million BTC',
    },
    faq: [
      {
        question: 'Do I have to buy a whole bitcoin?',
        answer:
          'No. A bitcoin divides into 100 million units called satoshis, so you can buy a small fraction. On Wattle you choose how many Australian dollars to spend, from $10.',
      },
    ],
  },
  eth: {
    tagline: 'The programmable blockchain behind most smart contracts and tokens.',
    about: [
      'Ethereum is a blockchain that runs programs called smart contracts. Proposed by Vitalik Buterin in 2013 and launched in July 2015, it hosts thousands of tokens, decentralised exchanges, lending markets and NFT collections. Ether (ETH) is its native currency and pays the network fees, known as gas.',
      'In September 2022 Ethereum moved from mining to proof of stake in an upgrade called the Merge, cutting its energy use by more than 99%. Validators lock up ETH to secure the network and earn rewards; part of every transaction fee is burned.',
    ],
    facts: {
      launched: 'July 2015',
      createdBy: 'Vitalik Buterin and co-founders',
      consensus: 'Proof of stake (since September 2022)',
      supply: 'No fixed cap; part of each fee is burned',
    },
    faq: [
      {
        question: 'Is ether the same as Ethereum?',
        answer:
          'Ethereum is the network; ether (ETH) is the currency used on it. People often say "Ethereum" for both. When you buy ETH on Wattle you buy ether.',
      },
    ],
  },
  usdt: {
    tagline: 'The largest US-dollar stablecoin by market value.',
    about: [
      'Tether (USDT) is a stablecoin: a token designed to stay worth one US dollar. It was launched in 2014 and is issued by Tether Limited, which says each token is backed by reserves, mostly short-term US Treasury bills, cash and similar assets.',
      'USDT exists on several blockchains, including Ethereum and Tron, and is widely used to move value between exchanges and to park funds without leaving crypto. Because it tracks the US dollar, its price in Australian dollars moves with the AUD/USD exchange rate.',
    ],
    facts: {
      launched: '2014',
      createdBy: 'Tether Limited',
      consensus: 'Runs on other blockchains (Ethereum, Tron and more)',
      supply: 'Issued and redeemed on demand',
    },
    faq: [
      {
        question: 'Why does the AUD price of Tether change?',
        answer:
          'Tether aims to be worth one US dollar, not one Australian dollar. When the Australian dollar rises or falls against the US dollar, the AUD price of USDT moves the other way.',
      },
    ],
  },
  bnb: {
    tagline: 'The native coin of BNB Chain, first issued by Binance in 2017.',
    about: [
      'BNB was launched by the exchange Binance in 2017, first as a token on Ethereum. It later moved to Binance’s own blockchains and is now the native coin of BNB Chain, where it pays transaction fees and is staked by validators.',
      'BNB Chain is compatible with Ethereum software, so many applications run on both. A share of BNB is permanently destroyed ("burned") each quarter, with a stated goal of reducing the total supply from 200 million to 100 million coins.',
    ],
    facts: {
      launched: 'July 2017',
      createdBy: 'Binance',
      consensus: 'Proof of staked authority (BNB Smart Chain)',
      supply: '200 million at launch, reduced by quarterly burns',
    },
    faq: [
      {
        question: 'Do I need a Binance account to own BNB?',
        answer:
          'No. BNB is a cryptocurrency like any other: you can buy it on Wattle with Australian dollars and hold it in your Wattle account.',
      },
    ],
  },
  sol: {
    tagline: 'A high-speed blockchain built for low-cost transactions.',
    about: [
      'Solana is a blockchain designed for speed. Founded by Anatoly Yakovenko and launched in March 2020, it combines proof of stake with a timekeeping technique called proof of history, letting it process thousands of transactions a second for a fraction of a cent each.',
      'SOL pays for transactions and is staked to secure the network. Solana hosts decentralised exchanges, payments apps, NFT markets and a large share of new tokens.',
    ],
    facts: {
      launched: 'March 2020',
      createdBy: 'Anatoly Yakovenko (Solana Labs)',
      consensus: 'Proof of stake with proof of history',
      supply: 'No fixed cap; inflation declining each year',
    },
    faq: [
      {
        question: 'Why are Solana fees so low?',
        answer:
          'Solana processes many transactions in parallel and produces a new block about every 400 milliseconds, so the network can handle a lot of activity without high fees.',
      },
    ],
  },
  xrp: {
    tagline: 'A fast, low-cost currency for payments on the XRP Ledger.',
    about: [
      'XRP is the native currency of the XRP Ledger, an open blockchain launched in 2012 by David Schwartz, Jed McCaleb and Arthur Britto. Payments settle in three to five seconds for a tiny fee, and the company Ripple uses XRP in its cross-border payment products.',
      'All 100 billion XRP were created when the ledger launched; none are mined. Instead of mining or staking, the ledger reaches agreement through a consensus protocol run by independent validators.',
    ],
    facts: {
      launched: '2012',
      createdBy: 'David Schwartz, Jed McCaleb and Arthur Britto',
      consensus: 'XRP Ledger consensus protocol',
      supply: '100 billion XRP created at launch',
    },
    faq: [
      {
        question: 'Is XRP the same as Ripple?',
        answer:
          'No. Ripple is a company that builds payment software; XRP is the currency of the XRP Ledger, which runs independently of Ripple.',
      },
    ],
  },
  usdc: {
    tagline: 'A fully reserved US-dollar stablecoin issued by Circle.',
    about: [
      'USD Coin (USDC) is a stablecoin launched in September 2018 and issued by Circle. Each token is backed by cash and short-dated US Treasury securities, and can be redeemed one for one for US dollars by Circle’s customers. Its reserves are reported on monthly.',
      'USDC runs on several blockchains, including Ethereum and Solana. Like Tether, it follows the US dollar, so its price in Australian dollars moves with the AUD/USD exchange rate.',
    ],
    facts: {
      launched: 'September 2018',
      createdBy: 'Circle',
      consensus: 'Runs on other blockchains (Ethereum, Solana and more)',
      supply: 'Issued and redeemed on demand',
    },
    faq: [
      {
        question: 'How is USDC different from Tether?',
        answer:
          'Both aim to be worth one US dollar. They are issued by different companies with different reserves and reporting; USDC publishes monthly reports on its reserves of cash and US Treasuries.',
      },
    ],
  },
  ada: {
    tagline: 'A proof-of-stake blockchain built on peer-reviewed research.',
    about: [
      'Cardano is a proof-of-stake blockchain founded by Ethereum co-founder Charles Hoskinson and launched in 2017. Its protocol, Ouroboros, came out of academic research, and its upgrades go through formal specification and peer review before they ship.',
      'ADA pays transaction fees and can be delegated to stake pools to help secure the network without locking it up. Smart contracts arrived with the Alonzo upgrade in September 2021. No more than 45 billion ADA will ever exist.',
    ],
    facts: {
      launched: 'September 2017',
      createdBy: 'Charles Hoskinson (IOHK, now Input Output)',
      consensus: 'Proof of stake (Ouroboros)',
      supply: 'Capped at 45 billion ADA',
    },
    faq: [
      {
        question: 'Where does the name ADA come from?',
        answer:
          'ADA is named after Ada Lovelace, the 19th-century mathematician often called the first computer programmer.',
      },
    ],
  },
  doge: {
    tagline: 'The original meme coin, started as a joke in 2013.',
    about: [
      'Dogecoin was created in December 2013 by software engineers Billy Markus and Jackson Palmer as a light-hearted take on bitcoin, named after the Shiba Inu "Doge" internet meme. It grew a large, generous community known for tipping and charity drives.',
      'Dogecoin uses proof-of-work mining (the Scrypt algorithm) with a block every minute. It has no supply cap: about 5 billion new DOGE are created each year, so its supply keeps growing.',
    ],
    facts: {
      launched: 'December 2013',
      createdBy: 'Billy Markus and Jackson Palmer',
      consensus: 'Proof of work (Scrypt mining)',
      supply: 'No cap; about 5 billion new DOGE a year',
    },
    faq: [
      {
        question: 'Is Dogecoin riskier than other coins?',
        answer:
          'Dogecoin’s price is driven heavily by social media and celebrity attention, so it can swing sharply. Treat it as a high-risk holding and only invest what you can afford to lose.',
      },
    ],
  },
  trx: {
    tagline: 'A high-throughput blockchain that carries much of the world’s USDT.',
    about: [
      'TRON is a blockchain founded by Justin Sun in 2017, with its own network live since 2018. It is compatible with Ethereum-style smart contracts and is known for low fees, which has made it one of the most used networks for sending Tether (USDT).',
      'TRX is the native currency. Holders can stake it to vote for 27 "Super Representatives" that produce blocks, a system called delegated proof of stake, and to obtain the bandwidth and energy that transactions use.',
    ],
    facts: {
      launched: '2017 (mainnet 2018)',
      createdBy: 'Justin Sun (TRON DAO)',
      consensus: 'Delegated proof of stake (27 Super Representatives)',
      supply: 'No fixed cap; part of fees is burned',
    },
    faq: [
      {
        question: 'Why do people use TRON for stablecoins?',
        answer:
          'Transfers on TRON are fast and usually cost very little, so many people send USDT on TRON rather than on Ethereum.',
      },
    ],
  },
  dot: {
    tagline: 'A network that connects many specialised blockchains.',
    about: [
      'Polkadot was created by Ethereum co-founder Gavin Wood and launched in 2020. A central relay chain provides shared security to many connected blockchains, called parachains, which can pass messages and value to one another.',
      'DOT is used for governance, for staking through nominated proof of stake, and to secure space for chains on the network. Holders vote on upgrades directly on chain.',
    ],
    facts: {
      launched: 'May 2020',
      createdBy: 'Gavin Wood (Web3 Foundation, Parity Technologies)',
      consensus: 'Nominated proof of stake',
      supply: 'No fixed cap; new DOT issued for staking',
    },
    faq: [
      {
        question: 'What is a parachain?',
        answer:
          'A parachain is an independent blockchain connected to Polkadot’s relay chain. It has its own rules and token but shares Polkadot’s security and can talk to other parachains.',
      },
    ],
  },
  matic: {
    tagline: 'Faster, cheaper transactions for Ethereum applications.',
    about: [
      'Polygon began in 2017 as Matic Network, founded by Jaynti Kanani, Sandeep Nailwal and Anurag Arjun, and renamed Polygon in 2021. Its proof-of-stake chain runs Ethereum-compatible applications with much lower fees, settling back to Ethereum.',
      'MATIC pays fees and is staked by validators. In September 2024 Polygon began upgrading MATIC to a new token, POL, one for one; Wattle continues to list the asset under its MATIC symbol.',
    ],
    facts: {
      launched: '2019 (as Matic Network)',
      createdBy: 'Jaynti Kanani, Sandeep Nailwal and Anurag Arjun',
      consensus: 'Proof of stake',
      supply: '10 billion MATIC',
    },
    faq: [
      {
        question: 'What happened between MATIC and POL?',
        answer:
          'Polygon introduced POL as the successor to MATIC and began converting MATIC to POL one for one in September 2024. The network and its applications continue to run as before.',
      },
    ],
  },
  ltc: {
    tagline: 'One of the oldest coins, built for quick, low-cost payments.',
    about: [
      'Litecoin was created in October 2011 by Charlie Lee, a former Google engineer, as a lighter version of bitcoin. It shares much of bitcoin’s code but produces a block every 2.5 minutes, four times as often, and uses a different mining algorithm, Scrypt.',
      'No more than 84 million litecoin will exist, four times bitcoin’s cap, and its block reward halves about every four years. In 2022 it added MWEB, an optional upgrade for more private transactions.',
    ],
    facts: {
      launched: 'October 2011',
      createdBy: 'Charlie Lee',
      consensus: 'Proof of work (Scrypt mining)',
      supply: 'Capped at 84 million LTC',
    },
    faq: [
      {
        question: 'How is Litecoin different from Bitcoin?',
        answer:
          'Litecoin confirms blocks four times as often, uses a different mining algorithm and will have four times as many coins. Both are proof-of-work currencies with fixed supplies.',
      },
    ],
  },
  bch: {
    tagline: 'A fork of Bitcoin with larger blocks for everyday payments.',
    about: [
      'Bitcoin Cash split from Bitcoin on 1 August 2017 after a long debate about how to scale. Its supporters raised the block size limit, now 32 MB, so more payments fit in each block and fees stay low.',
      'Everyone who held bitcoin at the split received the same amount of Bitcoin Cash. It keeps bitcoin’s 21 million coin cap and proof-of-work mining.',
    ],
    facts: {
      launched: 'August 2017 (fork of Bitcoin)',
      createdBy: 'Bitcoin developers and miners who backed bigger blocks',
      consensus: 'Proof of work (SHA-256 mining)',
      supply: 'Capped at 21 million BCH',
    },
    faq: [
      {
        question: 'Can I send Bitcoin Cash to a Bitcoin address?',
        answer:
          'No. They are separate networks. Always send BCH to a Bitcoin Cash address; coins sent to the wrong network may be lost.',
      },
    ],
  },
  uni: {
    tagline: 'The governance token of the largest decentralised exchange.',
    about: [
      'Uniswap is a decentralised exchange protocol on Ethereum, launched in November 2018 by Hayden Adams. Instead of an order book it uses automated market makers: pools of two tokens that anyone can trade against or add liquidity to.',
      'UNI launched in September 2020, when 400 UNI were given to every address that had used Uniswap. Holders vote on changes to the protocol. The total supply is 1 billion UNI, released over several years.',
    ],
    facts: {
      launched: 'September 2020 (protocol November 2018)',
      createdBy: 'Hayden Adams (Uniswap Labs)',
      consensus: 'ERC-20 token on Ethereum',
      supply: '1 billion UNI, then up to 2% a year',
    },
    faq: [
      {
        question: 'Do I need UNI to use Uniswap?',
        answer:
          'No. Anyone can trade on Uniswap without holding UNI. The token gives its holders a vote on how the protocol is run.',
      },
    ],
  },
  dai: {
    tagline: 'A decentralised US-dollar stablecoin backed by collateral.',
    about: [
      'Dai is a stablecoin that aims to stay worth one US dollar without a bank holding the reserves. It is created by the Maker protocol (now part of Sky): people lock more collateral in a smart contract than the Dai they borrow, and the loan is sold off automatically if that collateral falls too far.',
      'The first version launched in December 2017; today’s multi-collateral Dai followed in November 2019. Its AUD price moves with the AUD/USD exchange rate.',
    ],
    facts: {
      launched: 'December 2017',
      createdBy: 'MakerDAO (now Sky)',
      consensus: 'ERC-20 token on Ethereum',
      supply: 'Created and destroyed as loans open and close',
    },
    faq: [
      {
        question: 'How does Dai keep its value?',
        answer:
          'Every Dai is backed by more than a dollar of collateral held in smart contracts, and the protocol adjusts interest rates to keep the price close to one US dollar.',
      },
    ],
  },
  aave: {
    tagline: 'The governance token of a leading decentralised lending protocol.',
    about: [
      'Aave is a lending protocol founded by Stani Kulechov. It began as ETHLend in 2017 and relaunched as Aave in 2020. People deposit crypto into pools to earn interest, and borrowers take loans against collateral, all through smart contracts.',
      'AAVE holders vote on the protocol’s rules and can stake to help cover shortfalls. The old LEND token was swapped for AAVE at 100 to 1 in October 2020; the supply is capped at 16 million AAVE.',
    ],
    facts: {
      launched: '2020 (as ETHLend in 2017)',
      createdBy: 'Stani Kulechov',
      consensus: 'ERC-20 token on Ethereum',
      supply: 'Capped at 16 million AAVE',
    },
    faq: [
      {
        question: 'What is a flash loan?',
        answer:
          'A flash loan, popularised by Aave, is borrowed and repaid within a single blockchain transaction, so it needs no collateral. If it is not repaid, the whole transaction is undone.',
      },
    ],
  },
  etc: {
    tagline: 'The original Ethereum chain, still secured by mining.',
    about: [
      'Ethereum Classic continues the original Ethereum blockchain. In July 2016, after a hack of a large smart contract called The DAO, most of the community moved to a new chain that reversed the theft; those who held that a blockchain should never be rewritten kept the original running as Ethereum Classic.',
      'It still uses proof-of-work mining (the Etchash algorithm) and has a fixed monetary policy capping supply at about 210.7 million ETC.',
    ],
    facts: {
      launched: 'July 2015 (split from Ethereum July 2016)',
      createdBy: 'The original Ethereum developers; now its community',
      consensus: 'Proof of work (Etchash mining)',
      supply: 'About 210.7 million ETC at most',
    },
    faq: [
      {
        question: 'Is Ethereum Classic the same as Ethereum?',
        answer:
          'No. They share history up to July 2016 and then split. They are separate networks with separate coins and prices.',
      },
    ],
  },
  xlm: {
    tagline: 'An open network for fast, cheap payments across borders.',
    about: [
      'Stellar is a payments network founded in 2014 by Jed McCaleb and Joyce Kim and supported by the non-profit Stellar Development Foundation. It lets people and businesses issue and exchange digital versions of currencies, with payments settling in a few seconds.',
      'Lumens (XLM) pay the tiny network fees and keep accounts open. The Stellar Consensus Protocol reaches agreement without mining. In 2019 the foundation burned about half the supply, leaving 50 billion XLM.',
    ],
    facts: {
      launched: '2014',
      createdBy: 'Jed McCaleb and Joyce Kim',
      consensus: 'Stellar Consensus Protocol',
      supply: '50 billion XLM, no new issuance',
    },
    faq: [
      {
        question: 'Why does a Stellar account need a minimum balance?',
        answer:
          'Each Stellar account must hold a small reserve of XLM, which stops people filling the ledger with empty accounts. Check the reserve before withdrawing to a new Stellar address.',
      },
    ],
  },
  xtz: {
    tagline: 'A blockchain that upgrades itself through on-chain voting.',
    about: [
      'Tezos was proposed by Arthur and Kathleen Breitman in a 2014 white paper and launched its network in September 2018. Its distinguishing feature is self-amendment: holders vote on upgrades, and approved changes are applied without splitting the chain.',
      'XTZ secures the network through liquid proof of stake, called baking: holders can stake or delegate their coins while keeping them in their own wallets.',
    ],
    facts: {
      launched: 'September 2018',
      createdBy: 'Arthur and Kathleen Breitman',
      consensus: 'Liquid proof of stake ("baking")',
      supply: 'No fixed cap; new XTZ issued for staking',
    },
    faq: [
      {
        question: 'What is baking on Tezos?',
        answer:
          'Baking is Tezos’s name for producing and validating blocks. Bakers stake XTZ and earn rewards; other holders can delegate to a baker without giving up their coins.',
      },
    ],
  },
  eos: {
    tagline: 'A fast smart-contract platform run by elected block producers.',
    about: [
      'EOS launched its network in June 2018 after a year-long token sale by Block.one, led by Dan Larimer and Brendan Blumer, that raised about US$4 billion. Since 2021 the community-led EOS Network Foundation has guided its development.',
      'EOS uses delegated proof of stake: holders vote for 21 block producers who confirm transactions quickly with no fee for users. In 2025 the foundation began rebranding the network as Vaulta.',
    ],
    facts: {
      launched: 'June 2018',
      createdBy: 'Block.one; now the EOS Network Foundation',
      consensus: 'Delegated proof of stake (21 block producers)',
      supply: 'Capped at 2.1 billion tokens',
    },
    faq: [
      {
        question: 'Why is there no fee on EOS transactions?',
        answer:
          'Instead of paying per transaction, EOS accounts use resources (CPU, network bandwidth and memory) that they obtain by staking or renting, so ordinary users often pay nothing directly.',
      },
    ],
  },
};

/** Every listed coin, in the catalogue's order, with what Wattle says about it. */
export const COIN_PROFILES: readonly CoinProfile[] = COINS.map((coin) => ({
  ...coin,
  ...COIN_STORIES[coin.assetId],
}));

const BY_SLUG = new Map(COIN_PROFILES.map((coin) => [coin.slug, coin]));
const BY_ASSET_ID = new Map(COIN_PROFILES.map((coin) => [coin.assetId, coin]));
const BY_SYMBOL = new Map(COIN_PROFILES.map((coin) => [coin.symbol, coin]));

export function coinBySlug(slug: string): CoinProfile | undefined {
  return BY_SLUG.get(slug.toLowerCase());
}

/** `{token}` routes: `/btc` and `/BTC` both find Bitcoin. */
export function coinByToken(token: string): CoinProfile | undefined {
  return BY_ASSET_ID.get(token.toLowerCase());
}

export function coinBySymbol(symbol: string): CoinProfile | undefined {
  return BY_SYMBOL.get(symbol.toUpperCase());
}

/** The page a coin's symbol links to, or undefined for a coin without one. */
export function coinPath(symbol: string): string | undefined {
  const coin = coinBySymbol(symbol);
  return coin ? `/buy/${coin.slug}` : undefined;
}

/** The coin's own questions, then the ones every coin page answers. */
export function coinFaq(coin: CoinProfile): FaqEntry[] {
  return [
    {
      question: `How do I buy ${coin.name} in Australia?`,
      answer: `Sign up to Wattle, verify your identity online, deposit Australian dollars by bank transfer or PayID, then choose ${coin.name} (${coin.symbol}) on your dashboard, enter how much to spend and confirm the quote.`,
    },
    ...coin.faq,
    {
      question: `What does it cost to buy ${coin.symbol} on Wattle?`,
      answer:
        'Deposits are free. Each trade has one small fee, shown as a percentage and in dollars before you confirm. Withdrawing crypto pays only the network fee shown on the withdrawal form.',
    },
    {
      question: `Is ${coin.name} a safe investment?`,
      answer: `No cryptocurrency is a safe investment: prices can fall sharply and quickly. ${coin.name} is not a bank deposit and is not covered by any government guarantee. Only invest money you can afford to lose.`,
    },
  ];
}
