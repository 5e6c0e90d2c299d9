import type { AustralianState } from '../../db/schema.js';

export type IdentityDocument =
  | { kind: 'passport'; number: string; expiry: Date }
  | { kind: 'licence'; number: string; cardNumber: string; state: AustralianState; expiry: Date };

export interface IdentityCheckRequest {
  /** Our user id, so the provider can match repeat checks of one person. */
  customerId: string;
  person: { givenNames: string; lastName: string; dateOfBirth: Date };
  address: { streetAddress: string; suburb: string; state: AustralianState; postcode: string };
  document: IdentityDocument;
}

export type IdentityCheckResult =
  | { outcome: 'verified'; reference: string; pep: 'found' | 'not_found' }
  /** `reason` is written for the customer: what to fix or try instead. */
  | { outcome: 'declined'; reference: string; reason: string };

/** Document, address and politically-exposed-person checks; a real provider plugs in here. */
export interface IdentityProvider {
  verify(request: IdentityCheckRequest): Promise<IdentityCheckResult>;
}
