export {
  type IdempotencyStore,
  type IdempotentAnswer,
  type IdempotentRequest,
  idempotencyStore,
  idempotent,
  idempotentTransaction,
  KEY_HELD,
  type KeptRefusal,
  type KeyClaim,
  type KeyParts,
} from './idempotent';
export { claimPart } from './key.parts';
