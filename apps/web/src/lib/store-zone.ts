import { useStores } from './reference-data';
import { useSessionUser } from './session';

const DEFAULT_ZONE = 'Asia/Kuwait';

/** The member's store time zone: "today", the week and notification times are read there (DESIGN 5). */
export function useStoreTimeZone(): string {
  const user = useSessionUser();
  const stores = useStores();
  return stores.data?.find((store) => store.id === user?.storeId)?.timeZone ?? DEFAULT_ZONE;
}
