import { Box, Code, Heading, Link, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import {
  API_KEY_CLOCK_WINDOW_SECONDS,
  API_KEY_REQUESTS_PER_MINUTE,
  PageLayout,
  usePageHead,
} from '@wattle/shared';
import type { ReactNode } from 'react';
import reference from '../generated/public-api.json';

/** The signing snippets the API tests run against a live API, as the page shows them. */
const SNIPPETS = [
  { value: 'shell', label: 'Shell (curl + openssl)', code: reference.snippets.shell },
  { value: 'typescript', label: 'TypeScript (Node 20+)', code: reference.snippets.typescript },
  { value: 'python', label: 'Python 3', code: reference.snippets.python },
] as const;

const ERRORS = [
  ['401', 'ApiKeyHeadersMissing', 'a signing header is missing'],
  [
    '401',
    'ApiKeyTimestampOutsideWindow',
    `the timestamp is more than ${API_KEY_CLOCK_WINDOW_SECONDS} s off`,
  ],
  ['401', 'ApiKeySignatureInvalid', 'the signature does not match (or the key is unknown)'],
  ['401', 'ApiKeyNonceReused', 'the nonce was already used with this key'],
  ['401', 'ApiKeyExpired / ApiKeyRevoked', 'the key no longer works: create a new one'],
  ['403', 'ApiKeyAddressNotAllowed', 'the address is not on the key’s allow-list'],
  ['403', 'ApiKeyScopeMissing', 'the key lacks the scope the call needs'],
  ['403', 'ApiKeyPermissionMissing', 'the account may not buy or sell right now'],
  ['429', 'ApiKeyRateLimited', 'over the minute’s budget: wait Retry-After seconds'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CodeBlock({ code }: { code: string }) {
  return (
    <Box
      as="pre"
      bg="bg.muted"
      p="4"
      borderRadius="md"
      overflowX="auto"
      fontSize="sm"
      tabIndex={0}
      maxW="100%"
    >
      <code>{code}</code>
    </Box>
  );
}

/**
 * `/developers`: the public API for customers' own scripts and tax tools — signing with a
 * worked example in three languages, the calls (from the OpenAPI document), rate limits,
 * errors, streams and changes (docs/product/api-keys.md).
 */
export function DevelopersPage() {
  usePageHead({
    title: 'Developers: the Wattle API',
    description:
      'Connect your scripts and tax tools to Wattle with an API key: signed requests, balances, history, Koinly and CoinTracking exports, quotes, orders and live streams.',
    path: '/developers',
  });
  return (
    <PageLayout title="Developers" width="narrow">
      <Stack gap="10">
        <Text>
          Create an API key in <Link href="/profile?tab=api-keys">Profile → API keys</Link> to read
          your balances and history, connect a tax tool, or trade from your own scripts. A key
          reads, and may also trade if you allow it; no key can ever withdraw.
        </Text>

        <Section title="Authentication">
          <Text>
            Sign every request with four headers: <Code>Wattle-Key</Code> (the key id),{' '}
            <Code>Wattle-Timestamp</Code> (Unix seconds), <Code>Wattle-Nonce</Code> (8 to 64
            letters, digits, - or _, new every time) and <Code>Wattle-Signature</Code>: the
            HMAC-SHA256, in hex, of five lines joined by line feeds — the timestamp, the nonce, the
            method in capitals, the path with its query string as sent, and the body as sent (empty
            for a GET) — under your secret.
          </Text>
          <Text>
            The timestamp must be within {API_KEY_CLOCK_WINDOW_SECONDS} seconds of our clock and
            each nonce works once, so a captured request cannot be replayed. Every write (
            <Code>/v1/orders</Code>, <Code>/v1/buckets/orders</Code>) also needs an{' '}
            <Code>Idempotency-Key</Code> header: a retry never executes twice.
          </Text>
          <Tabs.Root defaultValue="shell" variant="enclosed">
            <Tabs.List flexWrap="wrap">
              {SNIPPETS.map((snippet) => (
                <Tabs.Trigger key={snippet.value} value={snippet.value}>
                  {snippet.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {SNIPPETS.map((snippet) => (
              <Tabs.Content key={snippet.value} value={snippet.value}>
                <CodeBlock code={snippet.code} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Section>

        <Section title="Calls">
          <Box overflowX="auto" tabIndex={0}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Call</Table.ColumnHeader>
                  <Table.ColumnHeader>What it does</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {reference.endpoints.map((endpoint) => (
                  <Table.Row key={`${endpoint.method} ${endpoint.path}`}>
                    <Table.Cell whiteSpace="nowrap">
                      <Code>
                        {endpoint.method} {endpoint.path}
                      </Code>
                    </Table.Cell>
                    <Table.Cell>{endpoint.summary}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text>
            Answers are the app’s own: amounts as <Code>{'{ value, precision, name }'}</Code>{' '}
            integers in smallest units. The full schema is in the OpenAPI document (
            <Code>/docs/json</Code> on the API). <Code>/v1/orders</Code> executes market quotes;
            limit, stop-loss and take-profit orders, which wait for a price with their money held,
            are under <Code>/v1/limit-orders</Code>, with the same request as the app’s own.
          </Text>
        </Section>

        <Section title="Tax tool exports">
          <Text>
            <Code>GET /v1/exports/koinly.csv</Code> and{' '}
            <Code>GET /v1/exports/cointracking.csv</Code> give every complete trade, deposit,
            withdrawal and referral bonus in each tool’s import layout, oldest first, times in UTC.
            Sent and received amounts leave the fee out; the fee column names it: in AUD for a
            trade, in the coin for a withdrawal’s network fee. A bonus is Koinly’s{' '}
            <Code>reward</Code> and CoinTracking’s <Code>Reward / Bonus</Code>.
          </Text>
        </Section>

        <Section title="Streams">
          <Text>
            Connect with socket.io to the namespace <Code>/v1/stream</Code> on the API, passing{' '}
            <Code>{'auth: { key, timestamp, nonce, signature }'}</Code>: the same signature as a{' '}
            <Code>GET /v1/stream</Code> with an empty body. Every key hears <Code>prices</Code> and{' '}
            <Code>balances</Code>; a key with the trade scope also hears <Code>orders</Code> (the
            newest trades) and <Code>order</Code>: <Code>{'{ event, order }'}</Code> whenever one of
            the owner’s limit or stop orders is placed, filled, cancelled, expired or rejected, in
            the app or through a key.
          </Text>
        </Section>

        <Section title="Rate limits">
          <Text>
            Each key may make {API_KEY_REQUESTS_PER_MINUTE} requests a minute. Every answer says
            what is left in <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> and{' '}
            <Code>RateLimit-Reset</Code> (seconds); past it, a 429 with <Code>Retry-After</Code>.
          </Text>
        </Section>

        <Section title="Errors">
          <Text>
            A refusal is <Code>{'{ statusCode, error, message, code }'}</Code>; the message says
            what to fix.
          </Text>
          <Box overflowX="auto" tabIndex={0}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Code</Table.ColumnHeader>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ERRORS.map(([status, code, when]) => (
                  <Table.Row key={code}>
                    <Table.Cell>{status}</Table.Cell>
                    <Table.Cell>
                      <Code>{code}</Code>
                    </Table.Cell>
                    <Table.Cell>{when}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Section>

        <Section title="Changelog">
          <Text>
            <strong>v1</strong>: API keys with read and trade scopes, signed requests, assets,
            balances, trades, Koinly and CoinTracking exports, market quotes and orders, buckets,
            and streams.
          </Text>
          <Text>
            <strong>v1, December 2026</strong>: limit, stop-loss and take-profit orders under{' '}
            <Code>/v1/limit-orders</Code>: place, list open and closed, read one, cancel. Trade
            streams hear an <Code>order</Code> event when one is placed, fills, is cancelled,
            expires or is rejected, in the app or through a key.
          </Text>
          <Text>
            <strong>v1, December 2026</strong>: the Koinly and CoinTracking exports also hold
            deposits, withdrawals (with their network fee) and referral bonuses.
          </Text>
        </Section>
      </Stack>
    </PageLayout>
  );
}
