/** Who is looking at a directory of partners (the discovery Viewer fits). */
export interface PartnerViewer {
  userId: number | null;
  category: number | null;
}

/** A guest (or a link-preview crawler). */
export const ANONYMOUS: PartnerViewer = { userId: null, category: null };
