import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah-gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

export interface PaymentGateways {
  /** The one new orders use (PAYMENT_GATEWAY). */
  active: PaymentGateway;
  sandbox: SandboxGateway;
  /** Every configured adapter by name, so orders made under another setting still settle. */
  byName: Partial<Record<string, PaymentGateway>>;
}

/** The settings the gateways are built from. */
export type GatewaysConfig = Pick<
  Config,
  | 'PAYMENT_GATEWAY'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'MYFATOORAH_BASE_URL'
  | 'MYFATOORAH_MODE'
  | 'MYFATOORAH_DIRECT_PAYMENT'
  | 'MYFATOORAH_API_KEY'
  | 'MYFATOORAH_WEBHOOK_SECRET'
>;

export function createPaymentGateways(deps: {
  db: Db;
  config: GatewaysConfig;
  now?: () => Date;
  fetch?: typeof fetch;
}): PaymentGateways {
  const { config } = deps;
  const sandbox = createSandboxGateway({
    db: deps.db,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    now: deps.now,
  });
  const byName: Partial<Record<string, PaymentGateway>> = { sandbox };
  if (config.MYFATOORAH_API_KEY) {
    byName.myfatoorah = createMyFatoorahGateway({
      baseUrl: config.MYFATOORAH_BASE_URL ?? null,
      mode: config.MYFATOORAH_MODE,
      directPayment: config.MYFATOORAH_DIRECT_PAYMENT,
      apiKey: config.MYFATOORAH_API_KEY,
      // MyFatoorah signs with its own secret key, never with the sandbox's default secret.
      webhookSecret: config.MYFATOORAH_WEBHOOK_SECRET ?? null,
      fetch: deps.fetch,
    });
  }
  const active = byName[config.PAYMENT_GATEWAY];
  if (!active) throw new Error(`PAYMENT_GATEWAY=${config.PAYMENT_GATEWAY} needs MYFATOORAH_API_KEY`);
  return { active, sandbox, byName };
}
