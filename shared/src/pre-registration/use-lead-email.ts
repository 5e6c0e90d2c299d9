import { useState } from 'react';
import { errorMessage } from '../api/api-error.js';
import { EMAIL_INVALID } from '../contracts/auth.js';
import { leadSchema, type Lead } from '../contracts/marketing.js';
import { capitaliseFirst } from '../forms/form-rules.js';
import { useRegisterLead, type LeadLocation } from './register-lead.js';

/**
 * One e-mail box that registers a lead (the footer's subscribe box, the home page's 'Ready to
 * start'): the address as typed, the message under it, and `register`, which checks the address
 * with `leadSchema` and registers it, or says what is wrong with it or with the answer.
 */
export function useLeadEmail(location: LeadLocation) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const registration = useRegisterLead(location);

  /** The registered lead, or null when there is an error to show instead. */
  async function register(): Promise<Lead | null> {
    const lead = leadSchema.safeParse({ email });
    if (!lead.success) {
      setError(capitaliseFirst(lead.error.issues[0]?.message ?? EMAIL_INVALID));
      return null;
    }
    try {
      await registration.mutateAsync(lead.data);
      return lead.data;
    } catch (caught) {
      setError(errorMessage(caught));
      return null;
    }
  }

  return {
    email,
    /** A new address typed: the message about the last one goes. */
    change: (value: string) => {
      setEmail(value);
      setError(null);
    },
    setEmail,
    error,
    setError,
    register,
    pending: registration.isPending,
  };
}
