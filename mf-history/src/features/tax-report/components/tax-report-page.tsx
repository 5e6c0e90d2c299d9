import {
  Alert,
  Button,
  DataList,
  Field,
  Heading,
  HStack,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ContentSkeleton, errorMessage, formatDate, type TaxSummary } from '@wattle/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveFile } from '@/lib/save-file';
import { downloadTaxReport, useTaxSummary, useTaxYears } from '../api/get-tax-report';
import { financialYearLabel, formatDollars } from '../lib/financial-year';

const dayToIso = (day: string) => `${day}T12:00:00.000Z`;

/** `/transaction/tax-report?year=2026`: the year's capital gains on screen, then as files. */
export function TaxReportPage() {
  const [search, setSearch] = useSearchParams();
  const years = useTaxYears();
  const asked = Number(search.get('year'));
  const financialYear =
    years.data && years.data.years.includes(asked) ? asked : (years.data?.current ?? null);
  const summary = useTaxSummary(financialYear);
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (format: 'csv' | 'pdf') => {
    if (financialYear === null) return;
    setDownloading(format);
    setDownloadError(null);
    try {
      saveFile(
        await downloadTaxReport(financialYear, format),
        `wattle-tax-report-FY${financialYear}.${format}`,
      );
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  if (years.isPending)
    return <ContentSkeleton label="Loading your financial years" shape="card" minH="96" />;
  if (years.isError) return <Text role="alert">{errorMessage(years.error)}</Text>;

  const data = summary.data;
  return (
    <Stack gap="6" maxW="3xl">
      <Text>
        Your capital gains and losses on crypto for an Australian financial year (1 July to 30 June,
        Sydney time), worked out first in, first out (FIFO): each sale uses up the coins you bought
        earliest.
      </Text>
      <Field.Root maxW="sm">
        <Field.Label>Financial year</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={financialYear ?? ''}
            onChange={(event) => setSearch({ year: event.target.value })}
          >
            {years.data.years.map((year) => (
              <option key={year} value={year}>
                {financialYearLabel(year)}
                {year === years.data.current ? ', current' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {summary.isPending ? (
        <ContentSkeleton label="Working out your tax summary" shape="lines" count={6} />
      ) : summary.isError ? (
        <Text role="alert">{errorMessage(summary.error)}</Text>
      ) : (
        data && (
          <Stack gap="4" as="section" aria-labelledby="tax-summary-heading">
            <Heading as="h2" size="md" id="tax-summary-heading">
              FY{data.financialYear} summary: {formatDate(dayToIso(data.firstDay))} to{' '}
              {formatDate(dayToIso(data.lastDay))}
            </Heading>
            <DataList.Root orientation="horizontal" gap="3" aria-label="Tax summary" maxW="xl">
              {SUMMARY_LINES.map(({ label, help, figure, strong }) => (
                <SummaryLine
                  key={label}
                  label={label}
                  value={figureText(data, figure)}
                  help={help}
                  strong={strong}
                />
              ))}
            </DataList.Root>
            {data.referralIncome !== '0.00' && (
              <Text fontSize="sm">
                Referral bonuses received this year: {formatDollars(data.referralIncome)}. These are
                ordinary income, not capital gains.
              </Text>
            )}
          </Stack>
        )
      )}

      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          {DOWNLOADS.map(({ format, label, look }) => (
            <Button
              key={format}
              {...look}
              onClick={() => void download(format)}
              loading={downloading === format}
              disabled={financialYear === null}
            >
              {label}
            </Button>
          ))}
        </HStack>
        {downloadError && (
          <Text role="alert" color="red.700">
            {downloadError}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          The files list every disposal and the parcels it used, with dates, so your accountant can
          check each line.
        </Text>
      </Stack>

      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This is not tax advice</Alert.Title>
          <Alert.Description>
            <List.Root ps="4" gap="1" mt="1">
              <List.Item>
                It covers your activity on Wattle only. Coins you deposited have a cost base of $0
                here, because we cannot know what you paid for them elsewhere.
              </List.Item>
              <List.Item>
                FIFO is one accepted way to identify parcels; you may use another. Check with a
                registered tax agent or the ATO.
              </List.Item>
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

/** The summary's figures in dollars; the one other is the count of disposals. */
type DollarFigure = 'proceeds' | 'costBase' | 'gains' | 'losses' | 'discountEligibleGains' | 'net';

/** The summary's lines, in order: what each figure is, in the customer's words. */
const SUMMARY_LINES: {
  label: string;
  help: string;
  figure: 'disposals' | DollarFigure;
  strong?: boolean;
}[] = [
  {
    label: 'Disposals',
    help: 'Each sale, swap or network fee, once per parcel of coins it used up.',
    figure: 'disposals',
  },
  {
    label: 'Proceeds',
    help: 'What you received for the coins you disposed of, after fees.',
    figure: 'proceeds',
  },
  {
    label: 'Cost base',
    help: 'What those coins cost you, fees and spread included.',
    figure: 'costBase',
  },
  {
    label: 'Capital gains',
    help: 'Disposals that made money, added up.',
    figure: 'gains',
  },
  {
    label: 'Capital losses',
    help: 'Disposals that lost money, added up.',
    figure: 'losses',
  },
  {
    label: 'Gains eligible for the CGT discount',
    help: 'Gains on coins you held for more than 12 months.',
    figure: 'discountEligibleGains',
  },
  {
    label: 'Net capital gain or loss',
    help: 'Gains minus losses, before any discount.',
    figure: 'net',
    strong: true,
  },
];

const figureText = (summary: TaxSummary, figure: 'disposals' | DollarFigure) =>
  figure === 'disposals' ? String(summary.disposals) : formatDollars(summary[figure]);

/** The two files, the CSV first and most prominent. */
const DOWNLOADS = [
  { format: 'csv', label: 'Download CSV', look: { colorPalette: 'eucalypt' } },
  { format: 'pdf', label: 'Download PDF', look: { variant: 'outline' } },
] as const;

function SummaryLine({
  label,
  value,
  help,
  strong = false,
}: {
  label: string;
  value: string;
  help: string;
  strong?: boolean;
}) {
  return (
    <DataList.Item
      justifyContent="space-between"
      alignItems="baseline"
      gap="4"
      borderBottomWidth="1px"
      pb="2"
    >
      <DataList.ItemLabel flex="1" minW="0">
        <Stack gap="0">
          <Text as="span" fontWeight={strong ? 'bold' : 'medium'} color="fg">
            {label}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {help}
          </Text>
        </Stack>
      </DataList.ItemLabel>
      <DataList.ItemValue
        flex="none"
        fontWeight={strong ? 'bold' : 'normal'}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
