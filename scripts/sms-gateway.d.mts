/** A text the local gateway received, and the status it answered. */
export interface GatewayText {
  to: string;
  from: string;
  body: string;
  status: number;
}

export interface SmsGatewaySink {
  /** SMS_URL for the server: the Messages endpoint with the account's credentials and the sender. */
  url: string;
  texts: GatewayText[];
  /** The next requests answer these statuses (e.g. 500, 500: two failures, then 201). */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** Starts the gateway on 127.0.0.1; `file`: each text is appended there as a JSON line too. */
export function startSmsGateway(options?: { file?: string }): Promise<SmsGatewaySink>;
