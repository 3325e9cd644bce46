import { useSyncExternalStore } from 'react';
import type { ConfirmCode } from './confirm-codes';

export interface ConfirmRequest {
  code: ConfirmCode;
  title?: string;
  message?: string;
  /** Kids to choose from (kids classes): the popup then shows a radio list. */
  kids?: { id: number; name: string }[];
  /** Where OK leads instead of the code's default page (e.g. the packages for one class). */
  to?: string;
}

export interface ConfirmResult {
  confirmed: boolean;
  kidId?: number;
  dontShowAgain?: boolean;
}

interface Open extends ConfirmRequest {
  resolve: (result: ConfirmResult) => void;
}

let current: Open | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the one common confirm popup (SPEC 2.4) and resolves with the user's answer. */
export function confirmPopup(request: ConfirmRequest): Promise<ConfirmResult> {
  current?.resolve({ confirmed: false });
  return new Promise((resolve) => {
    current = { ...request, resolve };
    emit();
  });
}

export function closeConfirm(result: ConfirmResult) {
  const open = current;
  current = null;
  emit();
  open?.resolve(result);
}

export function useConfirmRequest(): Open | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
