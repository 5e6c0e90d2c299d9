/**
 * The rules the tax report applies, in the words the report prints (CSV header, PDF footnote).
 * Keep them in step with tax-report-service.ts and the cost-base module's FIFO matching.
 */
export const TAX_REPORT_RULES = [
  'Financial year: 1 July to 30 June, Australia/Sydney time. Only disposals in the year are listed; lots come from your whole Wattle history before it.',
  'Method: first in, first out (FIFO) per coin. A disposal that uses several lots has one row per lot; cost base and proceeds are shared by quantity, in cents, so the rows add up exactly to the disposal.',
  'Acquisitions: a buy, cost base = the AUD you paid including the trade fee and spread; the coin bought in a swap, cost base = the AUD value of the coin you gave up (the swap proceeds after the fee).',
  'Disposals: a sell or the coin given up in a swap, proceeds = the AUD received after the trade fee (the fee is a cost of the disposal).',
  'Coins transferred in to Wattle: Wattle does not know what you paid for them or when you got them. They are lots acquired on the deposit date with a cost base of $0.00, marked "Transferred in (cost base unknown)". Replace these with your own records.',
  'Coins withdrawn from Wattle are not disposals: the oldest lots leave with them. The network fee of a crypto withdrawal, paid in coin, is a disposal with $0.00 proceeds (marked "Network fee"). A withdrawal that failed and was refunded is left out.',
  'Gain = proceeds - cost base; a negative gain is a capital loss. "Held over 12 months" means acquired at least 12 months before the disposal, not counting either day: such gains may qualify for the 50% CGT discount, which applies after losses and is not applied here.',
  'Referral bonuses are ordinary income, not capital gains; they are totalled separately.',
  'This report is information from your Wattle records, not tax advice.',
];
