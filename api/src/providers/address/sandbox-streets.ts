import type { AustralianState } from '../../db/schema.js';

export interface SandboxStreet {
  street: string;
  suburb: string;
  state: AustralianState;
  postcode: string;
}

/**
 * The streets the sandbox address provider knows: real streets and postcodes, a few in every
 * state and territory, with Smith Street in three of them so a search has to choose.
 */
export const SANDBOX_STREETS: readonly SandboxStreet[] = [
  { street: 'Smith Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
  { street: 'Smith Street', suburb: 'Summer Hill', state: 'NSW', postcode: '2130' },
  { street: 'Smith Street', suburb: 'Darwin City', state: 'NT', postcode: '0800' },
  { street: 'George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  { street: 'Pitt Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  { street: 'Oxford Street', suburb: 'Paddington', state: 'NSW', postcode: '2021' },
  { street: 'Crown Street', suburb: 'Surry Hills', state: 'NSW', postcode: '2010' },
  { street: 'Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
  { street: 'Bourke Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
  { street: 'Chapel Street', suburb: 'South Yarra', state: 'VIC', postcode: '3141' },
  { street: 'Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
  { street: 'Adelaide Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
  { street: 'Brunswick Street', suburb: 'Fortitude Valley', state: 'QLD', postcode: '4006' },
  { street: 'Hay Street', suburb: 'Perth', state: 'WA', postcode: '6000' },
  { street: 'Murray Street', suburb: 'Perth', state: 'WA', postcode: '6000' },
  { street: 'Beaufort Street', suburb: 'Mount Lawley', state: 'WA', postcode: '6050' },
  { street: 'King William Street', suburb: 'Adelaide', state: 'SA', postcode: '5000' },
  { street: 'Hindley Street', suburb: 'Adelaide', state: 'SA', postcode: '5000' },
  { street: 'Elizabeth Street', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
  { street: 'Macquarie Street', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
  { street: 'Sandy Bay Road', suburb: 'Sandy Bay', state: 'TAS', postcode: '7005' },
  { street: 'Mitchell Street', suburb: 'Darwin City', state: 'NT', postcode: '0800' },
  { street: 'Northbourne Avenue', suburb: 'Braddon', state: 'ACT', postcode: '2612' },
  { street: 'London Circuit', suburb: 'Canberra', state: 'ACT', postcode: '2601' },
];
