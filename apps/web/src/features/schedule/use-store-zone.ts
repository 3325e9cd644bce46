import { useStores } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

const DEFAULT_ZONE = 'Asia/Kuwait';

/** The member's store time zone: "today" and the week are counted there (DESIGN 5). */
export function useStoreTimeZone(): string {
  const user = useSessionUser();
  const stores = useStores();
  return stores.data?.find((store) => store.id === user?.storeId)?.timeZone ?? DEFAULT_ZONE;
}
