import type { ClassItemDto } from '@kinetic/domain';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { shareUrl } from '../../../lib/links';

/** The class's share link (SPEC 2.1 `classes/{classSessionId}/{titleStripped}`) with a Copy button. */
export function ShareLink({ item }: { item: Pick<ClassItemDto, 'classSessionId' | 'title'> }) {
  return <CopyLinkField url={shareUrl(item)} />;
}
