import { JOIN_REFUSAL, type JoinDecision, MSG } from '@kinetic/domain';
import { type AppError, fail } from '../../lib/errors';

/** A join decision that is not JOIN, as the caller's answer (its catalogue error, title and data). */
export function refusal(
  decision: Exclude<JoinDecision, { kind: 'JOIN' }>,
  data: Record<string, unknown> = {},
): AppError {
  const { error, title } = JOIN_REFUSAL[decision.kind];
  const message = 'message' in decision ? decision.message : MSG.unauthorized;
  return fail(error, {
    arg: message,
    data: title ? { title, ...data } : Object.keys(data).length ? data : null,
  });
}
