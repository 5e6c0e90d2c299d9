/** One SMS to an Australian mobile in +61 form. Bodies carry codes: never log them. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS for Wattle; a real provider plugs in behind this. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
