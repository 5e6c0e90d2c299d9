/** One plain-text e-mail. Bodies carry links and codes: never log them. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail for Wattle; a real provider plugs in behind this. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
