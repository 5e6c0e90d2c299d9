import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';
import type { Db } from '../db/database.js';
import { COINS } from '../seed/asset-catalogue.js';
import { TRAVEL_RULE_EXCHANGES } from '@wattle/shared/contracts';
import type { AddressProvider } from './address/address-provider.js';
import { SandboxAddress } from './address/sandbox-address.js';
import type { BankProvider } from './bank/bank-provider.js';
import { SandboxBank } from './bank/sandbox-bank.js';
import type { CustodyProvider } from './custody/custody-provider.js';
import { SandboxCustody } from './custody/sandbox-custody.js';
import type { EmailProvider } from './email/email-provider.js';
import { SandboxEmail } from './email/sandbox-email.js';
import type { IdentityProvider } from './identity/identity-provider.js';
import { SandboxIdentity } from './identity/sandbox-identity.js';
import type { MarketDataProvider } from './market/market-data-provider.js';
import { SandboxMarket } from './market/sandbox-market.js';
import { SandboxSms } from './sms/sandbox-sms.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { SandboxTravelRule } from './travel-rule/sandbox-travel-rule.js';
import type { TravelRuleProvider } from './travel-rule/travel-rule-provider.js';

export interface Providers {
  email: EmailProvider;
  sms: SmsProvider;
  identity: IdentityProvider;
  /** Address autocomplete for the address form. */
  address: AddressProvider;
  /** Deposit accounts and PayIDs, withdrawal accounts, AUD payouts. */
  bank: BankProvider;
  /** Deposit addresses, the sanctions screen, coin withdrawals. */
  custody: CustodyProvider;
  /** Prices: live quotes and candles. */
  market: MarketDataProvider;
  /** Travel Rule messages to and from other exchanges. */
  travelRule: TravelRuleProvider;
}

/**
 * The outside world, chosen from the environment. The sandbox is the only implementation so
 * far; a real provider is one more branch here behind the same interface.
 */
export function selectProviders(env: Env, db: Db, log: FastifyBaseLogger): Providers {
  if (env.NODE_ENV === 'production') {
    // parseEnv already refuses this; an app built from a hand-made Env must refuse it too.
    if (!env.DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION) {
      throw new Error(
        'production refuses the sandbox providers (set DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION=true for a staging rehearsal)',
      );
    }
    log.warn(
      'DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION=true: running production on sandbox providers%s. Never with real customers.',
      env.SANDBOX ? ', demo accounts and sandbox routes' : '',
    );
  }
  if (!env.SANDBOX) {
    log.warn(
      'SANDBOX=false, but no real e-mail, SMS, identity, address, bank, custody or market-data provider exists yet: using the sandbox ones',
    );
  }
  return {
    email: new SandboxEmail(db),
    sms: new SandboxSms(db),
    identity: new SandboxIdentity(),
    address: new SandboxAddress(),
    bank: new SandboxBank(),
    custody: new SandboxCustody(),
    market: new SandboxMarket(env.MARKET_SEED, COINS),
    travelRule: new SandboxTravelRule(TRAVEL_RULE_EXCHANGES.map((exchange) => exchange.name)),
  };
}
