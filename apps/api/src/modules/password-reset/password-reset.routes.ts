import { forgotPasswordParamsSchema, messageResultSchema, resetPasswordSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { GUEST_WRITE_WINDOW_SECONDS } from '../../plugins/rate-limit';
import type { PasswordResetService } from './password-reset.service';

export interface PasswordResetRouteOptions {
  passwordReset: PasswordResetService;
  forgotLimit: number;
  windowSeconds: number;
  /** Reset mails one address is sent per hour, whoever asks (RESET_MAILS_PER_ADDRESS). */
  mailsPerAddress: number;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (app, options) => {
  const { passwordReset } = options;
  const tags = ['auth'];

  // No body schema: the web app posts an empty body (SPEC 7.1), which Fastify hands over as null.
  app.post(
    '/auth/forgot-password/:email',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'E-mail a single-use password reset link',
        params: forgotPasswordParamsSchema,
        response: {
          200: envelopeOf(messageResultSchema).describe('Reset link sent'),
          ...refusals(400, 404, 429),
        },
      },
      preHandler: [
        app.rateLimit({
          name: 'forgot',
          limit: options.forgotLimit,
          windowSeconds: options.windowSeconds,
          key: (request) => request.ip,
        }),
        // One inbox, asked for from many addresses, still gets only a few mails an hour. Beyond them the
        // answer is a 429 rather than a pretended success: this route already tells an unknown address
        // apart (SPEC 8: "email doesn't exist"), so a fake success would hide nothing from a prober and
        // would tell a real user a mail is on its way when none is.
        app.rateLimit({
          name: 'forgot-address',
          limit: options.mailsPerAddress,
          windowSeconds: GUEST_WRITE_WINDOW_SECONDS,
          error: 'TOO_MANY_RESET_MAILS',
          key: (request) => (request.params as { email: string }).email,
        }),
      ],
    },
    async (request, reply) =>
      send(reply, await passwordReset.requestReset(request.params.email, request.brand)),
  );

  app.put(
    '/auth/verify-password/:token',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset link; ends every session',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
        response: {
          200: envelopeOf(messageResultSchema).describe('Password updated; every session ended'),
          ...refusals(400),
        },
      },
    },
    async (request, reply) =>
      send(reply, await passwordReset.resetPassword(request.params.token, request.body.newPassword)),
  );
};
