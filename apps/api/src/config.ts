import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only reader of process.env. Every variable, its default and its meaning is listed in README.md. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Public (it is in this repository): fine for the sandbox, never for production. */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'kinetic-sandbox-webhook-secret';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Proxy hops in front of the app whose X-Forwarded-For is trusted (0: use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.resolve(apiRoot, '../../data')),
  /** Where uploaded images live (docs/adr/0035): this machine's disk, or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Uploaded images (local-disk media storage); default DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** MinIO, R2, Spaces...; unset for AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  /** bucket in the path (http://host/bucket/key), as MinIO and most local servers want. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Both or neither: unset, the SDK's own chain (environment, instance or task role) signs. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** /media/uploads/<key> redirects to <this>/<key> (a public bucket or a CDN) instead of streaming it. */
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  /** The demo accounts and their history (public password): default on, except in production, which refuses them. */
  SEED: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.resolve(apiRoot, '../web/dist')),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  FORGOT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * Failed sign-ins one account (its e-mail, known or not) takes per LOGIN_LOCKOUT_MINUTES, from any
   * address, before sign-in to it is refused until that window ends.
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
  /** Password-reset mails one address is sent per hour, whoever asks for them. */
  RESET_MAILS_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  /** E-mail availability checks (GET /auth/validate-user) per client IP per hour. */
  VALIDATE_USER_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Writes anyone can make without an account (registrations, guest orders): per client IP per hour. */
  GUEST_WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** GET /api/metrics answers a caller bearing this token; without one, callers on this machine only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kinetic <no-reply@kinetic.test>'),
  /** How often the mail job sends what the queue holds. */
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** Failed attempts after which a queued mail is given up (FAILED); the waits between double from 30 s. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * WhatsApp template messages (docs/adr/0049): 'cloud' the WhatsApp Business Cloud API, 'fake' its
   * local fake served by the app itself (development; refused in production), 'off' e-mail only.
   * Default: 'fake' where the development outbox is served, else 'off'.
   */
  WHATSAPP_PROVIDER: z.enum(['off', 'fake', 'cloud']).optional(),
  WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  /** A system user's permanent token with whatsapp_business_messaging. */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The Meta app's secret: checks X-Hub-Signature-256 of every webhook. */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** The token typed in the app's webhook settings (the GET subscription check). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** Attempts after which a message is given up and its e-mail is sent instead. */
  WHATSAPP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Messages sent per second at most (the Cloud API's throughput is 80 a second by default). */
  WHATSAPP_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  /** Serve the mail outbox at GET /api/v1/dev/outbox, to loopback callers only (it holds reset links). */
  DEV_OUTBOX: bool.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/me?fields=id,name,first_name,last_name,email,gender,picture'),
  CLASS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  CLASS_LIST_SEATS_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'myfatoorah']).default('sandbox'),
  /** 'test': apitest.myfatoorah.com; 'live': the store's country's host (Saudi api-sa, Qatar api-qa, ...). */
  MYFATOORAH_MODE: z.enum(['test', 'live']).default('test'),
  /** Overrides the host for every country (a local fake); unset, MYFATOORAH_MODE decides. */
  MYFATOORAH_BASE_URL: z.string().url().optional(),
  /** The account is approved for DirectPayment with tokens (renewals on saved cards, docs/adr/0012). */
  MYFATOORAH_DIRECT_PAYMENT: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  MYFATOORAH_API_KEY: z.string().optional(),
  /** MyFatoorah's webhook secret key; its webhooks are never checked with the sandbox secret. */
  MYFATOORAH_WEBHOOK_SECRET: z.string().min(8).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(8).default(DEFAULT_SANDBOX_WEBHOOK_SECRET),
  SANDBOX_PENDING_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().positive().default(10),
  /** Minutes an order waits for its payment; fractions only for the browser journeys' short waits. */
  PAYMENT_PENDING_TIMEOUT_MINUTES: z.coerce.number().positive().default(60),
  /** Live video classes (docs/adr/0019): 'local' streams WebRTC between browsers, 'agora' signs Agora tokens. */
  VIDEO_PROVIDER: z.enum(['local', 'agora']).default('local'),
  AGORA_APP_ID: z.string().min(1).optional(),
  AGORA_APP_CERTIFICATE: z.string().min(1).optional(),
  /** How long a live class may run past its end before its grants and streams stop (docs/adr/0019). */
  LIVE_OVERRUN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60),
  /** Open event streams (bell, live signalling) of one user per kind, in all processes: the oldest closes. */
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Open event streams from one client address in all processes: more are refused (429). */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Headers and body of a request must arrive within this (a slow sender is answered 408 and cut). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The same for a file upload (multipart): up to 10 pictures of 5 MB over a slow mobile link. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
});

/** The media bucket and how to reach it, when MEDIA_STORAGE=s3. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Public (it is in this repository): the fake WhatsApp's app secret, never used in production. */
export const FAKE_WHATSAPP_APP_SECRET = 'kinetic-fake-whatsapp-secret';

/** Where WhatsApp messages go and how their webhooks are checked; null when WHATSAPP_PROVIDER=off. */
export interface WhatsAppSettings {
  mode: 'fake' | 'cloud';
  graphUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

export type Config = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  whatsapp: WhatsAppSettings | null;
  SEED: boolean;
  /** Set exactly when MEDIA_STORAGE=s3. */
  s3: S3Settings | null;
  migrationsDir: string;
  devOutbox: boolean;
};

/**
 * Production must not start on what tests and `npm start` use: the sandbox gateway grants packages for
 * a test card, the default webhook secret is public, and the outbox holds password-reset links.
 */
function refuseTestDefaults(value: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  const refuse = (key: keyof typeof value, message: string) =>
    ctx.addIssue({ code: 'custom', path: [key], message });
  if (value.PAYMENT_GATEWAY === 'sandbox') {
    refuse('PAYMENT_GATEWAY', 'the sandbox gateway accepts test cards: production needs myfatoorah');
  }
  if (value.PAYMENT_WEBHOOK_SECRET === DEFAULT_SANDBOX_WEBHOOK_SECRET) {
    refuse('PAYMENT_WEBHOOK_SECRET', 'the default secret is public: set your own in production');
  }
  if (value.SEED === true) {
    refuse('SEED', 'the demo accounts share a public password: production never seeds them');
  }
  if (value.DEV_OUTBOX === true) {
    refuse('DEV_OUTBOX', 'the outbox holds password-reset links: it is never served in production');
  }
  if (value.WHATSAPP_PROVIDER === 'fake') {
    refuse('WHATSAPP_PROVIDER', 'the fake WhatsApp sends nothing to anyone: production needs cloud or off');
  }
}

function whatsAppSettingsOf(config: z.infer<typeof envSchema>, devOutbox: boolean): WhatsAppSettings | null {
  const mode = config.WHATSAPP_PROVIDER ?? (devOutbox ? 'fake' : 'off');
  if (mode === 'off') return null;
  if (mode === 'fake') {
    return {
      mode,
      // The app's own dev route (modules/whatsapp), over real HTTP.
      graphUrl: `http://127.0.0.1:${config.PORT}/api/v1/dev/whatsapp-cloud`,
      version: config.WHATSAPP_API_VERSION,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
      accessToken: config.WHATSAPP_ACCESS_TOKEN ?? 'fake-whatsapp-token',
      appSecret: config.WHATSAPP_APP_SECRET ?? FAKE_WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? 'fake-whatsapp-verify',
    };
  }
  return {
    mode,
    graphUrl: config.WHATSAPP_GRAPH_URL,
    version: config.WHATSAPP_API_VERSION,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
    accessToken: config.WHATSAPP_ACCESS_TOKEN ?? '',
    appSecret: config.WHATSAPP_APP_SECRET ?? '',
    verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? '',
  };
}

function checkMediaStorage(value: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (value.MEDIA_STORAGE === 's3' && !value.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when MEDIA_STORAGE=s3' });
  }
  // A public address serves the bucket's objects: local files have none to redirect to.
  if (value.MEDIA_PUBLIC_URL && value.MEDIA_STORAGE !== 's3') {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_PUBLIC_URL'], message: 'only with MEDIA_STORAGE=s3' });
  }
  // The pages' content security policy loads images from their own origin or https only.
  if (
    value.NODE_ENV === 'production' &&
    value.MEDIA_PUBLIC_URL &&
    !value.MEDIA_PUBLIC_URL.startsWith('https://')
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_PUBLIC_URL'],
      message: 'pages load images from https only',
    });
  }
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
}

function s3SettingsOf(config: z.infer<typeof envSchema>): S3Settings | null {
  if (config.MEDIA_STORAGE !== 's3' || !config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine((value, ctx) => {
      if (value.NODE_ENV === 'production') refuseTestDefaults(value, ctx);
      if (value.VIDEO_PROVIDER === 'agora') {
        for (const key of ['AGORA_APP_ID', 'AGORA_APP_CERTIFICATE'] as const) {
          if (!value[key])
            ctx.addIssue({ code: 'custom', path: [key], message: 'required when VIDEO_PROVIDER=agora' });
        }
      }
      checkMediaStorage(value, ctx);
      if (value.WHATSAPP_PROVIDER === 'cloud') {
        const keys = [
          'WHATSAPP_PHONE_NUMBER_ID',
          'WHATSAPP_ACCESS_TOKEN',
          'WHATSAPP_APP_SECRET',
          'WHATSAPP_VERIFY_TOKEN',
        ] as const;
        for (const key of keys) {
          if (!value[key])
            ctx.addIssue({ code: 'custom', path: [key], message: 'required when WHATSAPP_PROVIDER=cloud' });
        }
      }
      if (value.PAYMENT_GATEWAY !== 'myfatoorah') return;
      for (const key of ['MYFATOORAH_API_KEY', 'MYFATOORAH_WEBHOOK_SECRET'] as const) {
        if (!value[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_GATEWAY=myfatoorah' });
        }
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  // Behind a proxy every caller looks local, so the loopback check of the outbox would admit anyone.
  const devOutbox =
    config.DEV_OUTBOX ??
    (config.NODE_ENV !== 'production' && !config.SMTP_URL && config.TRUST_PROXY_HOPS === 0);
  return {
    ...config,
    whatsapp: whatsAppSettingsOf(config, devOutbox),
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    SEED: config.SEED ?? config.NODE_ENV !== 'production',
    s3: s3SettingsOf(config),
    migrationsDir: path.resolve(apiRoot, 'src/db/migrations'),
    devOutbox,
  };
}
