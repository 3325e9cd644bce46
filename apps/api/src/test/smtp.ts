import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a local port (the `smtp-server` package); what it received, parsed. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Takes the server down (connections refused) and up again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    start,
    stop,
  };
}
